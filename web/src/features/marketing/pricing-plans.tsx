import type { Me } from '#shared/contract/account'
import { Button, ButtonLink } from '../../components/ui/button'
import { PlanCard } from './plan-card'
import { MailButton, PRICING_CONTACT_ANCHOR } from './page-parts'
import { freePlanAction, premiumPlanAction } from './plan-actions'
import { enterprisePlan, freePlan, premiumPlan } from './pricing-content'

type Props = { me: Me | null; contactEmail: string | undefined }

/** Holds the button's place until the session is known, so no wrong button flashes. */
const PendingAction = () => <div aria-hidden="true" className="h-10" />

function CurrentPlanButton({ children = 'Current Plan' }: { children?: string }) {
  return (
    <Button variant="outline" disabled className="w-full">
      {children}
    </Button>
  )
}

/** Mentions the account, so the team knows whom to grant premium to. */
export function premiumInquiryBody(me: Me | null): string | undefined {
  return me
    ? `Hello Lodestar team,\n\nI would like to know more about Premium for my account ${me.user.email}.\n`
    : undefined
}

function FreeAction({ me }: { me: Me | null }) {
  const action = freePlanAction(me)
  if (action === 'current-plan') return <CurrentPlanButton />
  if (action === 'already-signed-up') return <CurrentPlanButton>Already Signed Up</CurrentPlanButton>
  return (
    <ButtonLink to="/auth" variant="outline" className="w-full">
      Get Started
    </ButtonLink>
  )
}

function PremiumAction({ me, contactEmail }: Props) {
  if (premiumPlanAction(me) === 'current-plan') return <CurrentPlanButton />
  return (
    <MailButton
      email={contactEmail}
      subject="Premium Plan Inquiry"
      body={premiumInquiryBody(me)}
      fallbackHref={`#${PRICING_CONTACT_ANCHOR}`}
      className="w-full"
    >
      Contact for Premium
    </MailButton>
  )
}

export function PricingPlans({ me, contactEmail, sessionLoading }: Props & { sessionLoading: boolean }) {
  return (
    <div className="grid gap-6 lg:grid-cols-3 lg:items-start">
      <PlanCard plan={freePlan} action={sessionLoading ? <PendingAction /> : <FreeAction me={me} />} />
      <PlanCard
        plan={premiumPlan}
        banner="Most Popular - Limited Time Offer!"
        action={sessionLoading ? <PendingAction /> : <PremiumAction me={me} contactEmail={contactEmail} />}
      />
      <PlanCard
        plan={enterprisePlan}
        action={
          <MailButton
            email={contactEmail}
            subject="Enterprise Plan Inquiry"
            fallbackHref={`#${PRICING_CONTACT_ANCHOR}`}
            variant="outline"
            className="w-full"
          >
            Contact Sales
          </MailButton>
        }
      />
    </div>
  )
}
