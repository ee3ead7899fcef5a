import { ExternalLink as ExternalIcon } from 'lucide-react'
import type { QuickReferenceSection, StudyResource } from '#shared/contract/learning'
import { ExternalLink } from '../../../components/ui/button'

export function ResourcesPanel({
  resources,
  quickReference,
}: {
  resources: StudyResource[]
  quickReference: QuickReferenceSection[]
}) {
  return (
    <div className="space-y-10">
      <section aria-labelledby="study-resources">
        <h2 id="study-resources" className="text-xl font-bold text-slate-900">
          Study Resources
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {resources.map((resource) => (
            <li key={resource.url} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <h3 className="font-semibold text-slate-900">{resource.title}</h3>
              <p className="text-sm text-slate-600">{resource.publisher}</p>
              <p className="mt-2 text-sm text-slate-700">{resource.description}</p>
              <ExternalLink
                href={resource.url}
                className="mt-3 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
              >
                Visit resource <ExternalIcon aria-hidden="true" className="h-3.5 w-3.5" />
              </ExternalLink>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="quick-reference">
        <h2 id="quick-reference" className="text-xl font-bold text-slate-900">
          Quick Reference Guide
        </h2>
        <div className="mt-4 grid gap-4 lg:grid-cols-3">
          {quickReference.map((section) => (
            <div key={section.title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <h3 className="font-semibold text-slate-900">{section.title}</h3>
              <ul className="mt-3 list-disc space-y-2 pl-5 text-sm text-slate-700">
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </section>
    </div>
  )
}
