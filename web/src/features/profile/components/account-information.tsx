import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from '../../../lib/router'
import { useToast } from '../../../components/toast'
import { Badge } from '../../../components/ui/badge'
import { Button, buttonClasses } from '../../../components/ui/button'
import { Card, CardContent, CardHeader } from '../../../components/ui/card'
import { Spinner } from '../../../components/ui/spinner'
import { resendVerification } from '../../session/api/auth-actions'
import { subscriptionQuery, useSession } from '../../session/api/session-queries'
import { planBadgeOf, planLineOf } from '../../session/session-labels'
import { errorMessage } from '../../../lib/api-client'

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-3">
      <dt className="text-sm font-medium text-slate-700">{label}</dt>
      <dd className="text-sm text-slate-900 sm:col-span-2">{children}</dd>
    </div>
  )
}

/** Account facts from the server: the e-mail (read-only) and its verification, the plan and subscription. */
export function AccountInformation() {
  const { me } = useSession()
  const subscription = useQuery(subscriptionQuery())
  const toast = useToast()
  const [sending, setSending] = useState(false)
  if (!me) return null

  const handleResend = async () => {
    setSending(true)
    try {
      await resendVerification(me.user.email)
      toast({
        title: 'Verification e-mail sent',
        description: `Check ${me.user.email} for the link.`,
        variant: 'success',
      })
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' })
    } finally {
      setSending(false)
    }
  }

  return (
    <Card>
      <CardHeader>
        <h2 className="text-xl font-semibold text-slate-900">Account Information</h2>
      </CardHeader>
      <CardContent>
        <dl className="divide-y divide-slate-100">
          <Row label="Full name">{me.user.name || '—'}</Row>
          <Row label="E-mail">
            <span>{me.user.email}</span> <span className="text-xs text-slate-600">(read-only)</span>
            <div className="mt-1">
              {me.user.emailVerified ? (
                <Badge tone="green">Verified</Badge>
              ) : (
                <span className="inline-flex flex-wrap items-center gap-2">
                  <Badge tone="amber">Not verified</Badge>
                  <Button size="sm" variant="outline" disabled={sending} onClick={() => void handleResend()}>
                    {sending ? 'Sending...' : 'Resend verification e-mail'}
                  </Button>
                </span>
              )}
            </div>
          </Row>
          <Row label="Plan">
            <Badge tone={me.isPremium ? 'amber' : 'slate'}>{planBadgeOf(me)}</Badge>{' '}
            <span className="ml-2">{planLineOf(me)}</span>
          </Row>
          <Row label="Subscription">
            {subscription.isPending ? (
              <Spinner className="h-4 w-4" />
            ) : subscription.isError ? (
              <span className="text-red-800">Could not load the subscription status.</span>
            ) : (
              <span>
                {subscription.data.subscription_tier}
                {subscription.data.registration_number !== null &&
                  ` · registration #${subscription.data.registration_number}`}
              </span>
            )}
          </Row>
          <Row label="Member since">{new Date(me.user.createdAt).toLocaleDateString()}</Row>
        </dl>
        {!me.isPremium && (
          <Link to="/pricing" className={buttonClasses('primary', 'md', 'mt-4')}>
            See plans
          </Link>
        )}
      </CardContent>
    </Card>
  )
}
