import { useQuery, useQueryClient } from '@tanstack/react-query'
import { ArrowRight, CircleCheck, Settings, TriangleAlert } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useSearchParams } from '../../lib/router'
import type { Me } from '#shared/contract/account'
import { DEFAULT_SUBSCRIPTION_TIER } from '#shared/plans'
import { useToast } from '../../components/toast'
import { Badge } from '../../components/ui/badge'
import { ButtonLink } from '../../components/ui/button'
import { FullPageSpinner, Spinner } from '../../components/ui/spinner'
import { billingNextSteps } from '../../features/marketing/billing-content'
import { isMockCheckout, mockPlanNameOf, type MockPlanName } from '../../features/marketing/billing-plan-name'
import { PageContainer } from '../../features/marketing/page-parts'
import { sessionKeys, subscriptionQuery, useSession } from '../../features/session/api/session-queries'

const REFRESH_DELAY_MS = 2000

/** What a mock checkout did, said the same way in the toast and on the page: nothing, and the plan is unchanged. */
export const mockOutcome = (planName: MockPlanName) =>
  `Mock checkout for the ${planName} plan: no payment was taken and your plan has not changed.`

/** Announces the arrival; outside mock mode it refetches the account after 2 s. Returns whether that refresh is under way. */
function useArrivalNotice(isMock: boolean, planName: MockPlanName): boolean {
  const queryClient = useQueryClient()
  const toast = useToast()
  const [refreshing, setRefreshing] = useState(!isMock)

  useEffect(() => {
    if (isMock) {
      toast({
        title: 'Mock Payment Successful!',
        description: mockOutcome(planName),
        variant: 'success',
      })
      return
    }
    let cancelled = false
    const refresh = async () => {
      try {
        await queryClient.invalidateQueries({ queryKey: sessionKeys.all }, { throwOnError: true })
        const me = queryClient.getQueryData<Me | null>(sessionKeys.me())
        if (cancelled) return
        // Lodestar has no checkout of its own: only claim an activation the server confirms.
        if (me?.isPremium) {
          toast({
            title: 'Payment Successful!',
            description: 'Your subscription has been activated. Premium is available wherever you sign in to Lodestar.',
            variant: 'success',
          })
        } else {
          toast({
            title: 'Premium is not active yet',
            description:
              'Your account is still on the Free plan. If you expected Premium, contact us and we will sort it out.',
          })
        }
      } catch (error) {
        console.error('Billing refresh failed', error)
        if (!cancelled)
          toast({
            title: 'Payment processed',
            description: 'Your payment was successful. Please refresh to see updated status.',
          })
      } finally {
        if (!cancelled) setRefreshing(false)
      }
    }
    const timer = setTimeout(() => void refresh(), REFRESH_DELAY_MS)
    return () => {
      cancelled = true
      clearTimeout(timer)
    }
  }, [isMock, planName, queryClient, toast])

  return refreshing
}

function AccountStatus({ isPremium, tier, refreshing }: { isPremium: boolean; tier: string; refreshing: boolean }) {
  if (refreshing) return <Spinner label="Updating your account..." />
  return (
    <p className="flex flex-wrap items-center justify-center gap-2 text-sm text-slate-700">
      Your plan now:
      <Badge tone={isPremium ? 'green' : 'slate'} className="text-sm">
        {isPremium ? 'Premium' : 'Free'}
      </Badge>
      <span className="text-slate-600">({tier})</span>
    </p>
  )
}

export function BillingSuccessRoute() {
  const [params] = useSearchParams()
  const isMock = isMockCheckout(params.get('mock'))
  const planName = mockPlanNameOf(params.get('plan'))
  const { me, isLoading } = useSession()
  const subscription = useQuery(subscriptionQuery())
  const refreshing = useArrivalNotice(isMock, planName)

  if (isLoading || subscription.isPending) return <FullPageSpinner label="Updating your account..." />

  return (
    <PageContainer className="max-w-3xl">
      <section className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-10">
        <CircleCheck aria-hidden="true" className="mx-auto h-14 w-14 text-emerald-700" />
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
          {isMock ? 'Mock Payment Successful!' : 'Payment Successful!'}
        </h1>
        <p className="mx-auto mt-3 max-w-xl text-slate-700">
          {isMock
            ? mockOutcome(planName)
            : 'Lodestar has no online checkout: Premium is granted to your account by the Lodestar team, and it shows here as soon as it is applied.'}
        </p>
        {isMock && (
          <p
            role="note"
            className="mx-auto mt-6 flex max-w-xl items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-left text-sm text-amber-900"
          >
            <TriangleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
            <span>
              <strong className="font-semibold">Mock mode:</strong> real payment integration is not yet active. No
              payment was taken and your plan has not changed.
            </span>
          </p>
        )}
        <div className="mt-6">
          <AccountStatus
            isPremium={Boolean(me?.isPremium)}
            tier={subscription.data?.subscription_tier ?? DEFAULT_SUBSCRIPTION_TIER}
            refreshing={refreshing}
          />
        </div>
      </section>

      <section
        aria-labelledby="billing-next"
        className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
      >
        <h2 id="billing-next" className="text-xl font-bold text-slate-900">
          What's Next?
        </h2>
        <ul className="mt-5 space-y-4">
          {billingNextSteps.map(({ icon: Icon, title, description }) => (
            <li key={title} className="flex gap-3">
              <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
              <div>
                <p className="font-semibold text-slate-900">{title}</p>
                <p className="text-sm text-slate-700">{description}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink to="/home" size="lg">
          Start Exploring
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </ButtonLink>
        <ButtonLink to="/profile-settings/account" size="lg" variant="outline">
          <Settings aria-hidden="true" className="h-4 w-4" />
          Manage Subscription
        </ButtonLink>
      </div>
    </PageContainer>
  )
}
