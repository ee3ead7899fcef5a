import { useQuery } from '@tanstack/react-query'
import { Badge } from '../../components/ui/badge'
import {
  BackToHomeLink,
  MailButton,
  PageContainer,
  PageIntro,
  PRICING_CONTACT_ANCHOR,
} from '../../features/marketing/page-parts'
import { PricingContactCard } from '../../features/marketing/pricing-contact-card'
import { premiumInquiryBody, PricingPlans } from '../../features/marketing/pricing-plans'
import { PricingFaq, PricingFeatureGrid, PricingResearchModes } from '../../features/marketing/pricing-sections'
import { publicConfigQuery, useSession } from '../../features/session/api/session-queries'
import { pricingPlanLabelOf } from '../../features/session/session-labels'

function CurrentPlanLabel({ label }: { label: string | null }) {
  if (!label) return null
  return (
    <p className="mt-6 inline-flex items-center gap-2 text-sm font-medium text-slate-700">
      Current Plan:
      <Badge tone={label === 'Free Plan' ? 'slate' : 'green'} className="text-sm">
        {label}
      </Badge>
    </p>
  )
}

export function PricingRoute() {
  const { me, isLoading } = useSession()
  const { data: config } = useQuery(publicConfigQuery())
  const contactEmail = config?.contactEmail
  return (
    <PageContainer className="max-w-7xl">
      <BackToHomeLink />
      <div className="mt-6 text-center">
        <PageIntro title="Choose Your Research Plan">
          <p>Start free with real sources and real limits. Premium opens every tool and every research mode.</p>
        </PageIntro>
        <CurrentPlanLabel label={pricingPlanLabelOf(me)} />
      </div>

      <section aria-labelledby="pricing-plans" className="mt-12">
        <h2 id="pricing-plans" className="sr-only">
          Plans
        </h2>
        <PricingPlans me={me} contactEmail={contactEmail} sessionLoading={isLoading} />
      </section>

      <PricingContactCard contactEmail={contactEmail} linkedinUrl={config?.companyLinkedinUrl} />
      <PricingFeatureGrid />
      <PricingResearchModes />
      <PricingFaq />

      <section aria-labelledby="pricing-closing" className="mt-20 rounded-2xl bg-brand-800 px-6 py-12 text-center">
        <h2 id="pricing-closing" className="text-2xl font-bold text-white sm:text-3xl">
          Ready to research without limits?
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-brand-100">
          Tell us about your research and we will set up Premium on your account.
        </p>
        <MailButton
          email={contactEmail}
          subject="Premium Plan Inquiry"
          body={premiumInquiryBody(me)}
          fallbackHref={`#${PRICING_CONTACT_ANCHOR}`}
          variant="secondary"
          size="lg"
          className="mt-8 focus-visible:outline-white!"
        >
          Contact for Premium
        </MailButton>
      </section>
    </PageContainer>
  )
}
