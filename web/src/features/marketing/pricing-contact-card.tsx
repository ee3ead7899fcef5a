import { Briefcase, Mail, MessageSquare } from 'lucide-react'
import { ExternalLink } from '../../components/ui/button'
import { ContactForm } from './contact-form'
import { mailtoHref } from './mailto'
import { PRICING_CONTACT_ANCHOR } from './page-parts'

type Props = { contactEmail: string | undefined; linkedinUrl: string | null | undefined }

const linkClass =
  'inline-flex items-center gap-2 rounded-md font-medium text-brand-700 hover:text-brand-900 hover:underline'

export function PricingContactCard({ contactEmail, linkedinUrl }: Props) {
  return (
    <section
      id={PRICING_CONTACT_ANCHOR}
      aria-labelledby="pricing-contact-title"
      className="mt-20 scroll-mt-24 rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="grid gap-8 p-6 sm:p-8 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <MessageSquare aria-hidden="true" className="h-8 w-8 text-brand-700" />
          <h2 id="pricing-contact-title" className="mt-3 text-2xl font-bold text-slate-900">
            Get Updates & Pricing Info
          </h2>
          <p className="mt-3 text-slate-700">
            Premium pricing is not fixed yet. Write to us and the Lodestar team will answer with pricing, and can grant
            Premium to your account.
          </p>
          <ul className="mt-6 space-y-3 text-sm">
            {contactEmail && (
              <li>
                <a href={mailtoHref(contactEmail, { subject: 'Pricing Inquiry' })} className={linkClass}>
                  <Mail aria-hidden="true" className="h-4 w-4" />
                  {contactEmail}
                </a>
              </li>
            )}
            {linkedinUrl && (
              <li>
                <ExternalLink href={linkedinUrl} className={linkClass}>
                  <Briefcase aria-hidden="true" className="h-4 w-4" />
                  Lodestar on LinkedIn
                </ExternalLink>
              </li>
            )}
          </ul>
        </div>
        <div className="lg:col-span-3">
          <ContactForm />
        </div>
      </div>
    </section>
  )
}
