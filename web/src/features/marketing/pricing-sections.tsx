import { ChevronDown, Sparkles } from 'lucide-react'
import type { ReactNode } from 'react'
import { pricingFaq, pricingFeatures, pricingResearchModes } from './pricing-content'

function SectionHeading({ id, title, children }: { id: string; title: string; children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <h2 id={id} className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {title}
      </h2>
      {children && <p className="mt-3 text-slate-700">{children}</p>}
    </div>
  )
}

export function PricingFeatureGrid() {
  return (
    <section aria-labelledby="pricing-features" className="mt-20">
      <SectionHeading id="pricing-features" title="Everything in Lodestar">
        Each tool works on real data, and every limit is enforced on our server.
      </SectionHeading>
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {pricingFeatures.map(({ icon: Icon, title, description }) => (
          <li key={title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <Icon aria-hidden="true" className="h-7 w-7 text-brand-700" />
            <h3 className="mt-3 font-semibold text-slate-900">{title}</h3>
            <p className="mt-1.5 text-sm text-slate-700">{description}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}

export function PricingResearchModes() {
  return (
    <section aria-labelledby="pricing-modes" className="mt-20 rounded-2xl bg-brand-50 px-4 py-10 sm:px-8">
      <SectionHeading id="pricing-modes" title="Specialized research modes">
        Free accounts research in Comprehensive Intelligence mode. Premium unlocks every mode of the engine, including
        these.
      </SectionHeading>
      <ul className="mx-auto mt-8 grid max-w-4xl gap-3 sm:grid-cols-2">
        {pricingResearchModes.map((mode) => (
          <li
            key={mode}
            className="flex items-center gap-3 rounded-lg bg-white px-4 py-3 text-sm font-medium text-slate-800 shadow-sm"
          >
            <Sparkles aria-hidden="true" className="h-4 w-4 shrink-0 text-brand-700" />
            {mode}
          </li>
        ))}
      </ul>
    </section>
  )
}

export function PricingFaq() {
  return (
    <section aria-labelledby="pricing-faq" className="mt-20">
      <SectionHeading id="pricing-faq" title="Frequently asked questions" />
      <div className="mx-auto mt-8 max-w-3xl space-y-3">
        {pricingFaq.map(({ question, answer }) => (
          <details key={question} className="group rounded-xl border border-slate-200 bg-white shadow-sm">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 font-semibold text-slate-900 marker:hidden [&::-webkit-details-marker]:hidden">
              <span>{question}</span>
              <ChevronDown
                aria-hidden="true"
                className="h-5 w-5 shrink-0 text-slate-600 transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="px-5 pb-5 text-slate-700">{answer}</p>
          </details>
        ))}
      </div>
    </section>
  )
}
