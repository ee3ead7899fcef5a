import { ExternalLink as ExternalIcon } from 'lucide-react'
import type { ResourceGroup } from '#shared/contract/pathways'
import { ExternalLink } from '../../../components/ui/button'

export function ResourcesPanel({ groups }: { groups: ResourceGroup[] }) {
  return (
    <div className="space-y-10">
      {groups.map((group, index) => (
        <section key={group.title} aria-labelledby={`pathways-resources-${index}`}>
          <h2 id={`pathways-resources-${index}`} className="text-xl font-bold text-slate-900">
            {group.title}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {group.resources.map((resource) => (
              <li key={resource.url} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
                <h3 className="font-semibold text-slate-900">
                  <ExternalLink
                    href={resource.url}
                    className="inline-flex items-center gap-1 text-brand-700 underline-offset-2 hover:underline"
                  >
                    {resource.title} <ExternalIcon aria-hidden="true" className="h-3.5 w-3.5" />
                  </ExternalLink>
                </h3>
                <p className="text-sm text-slate-600">{resource.publisher}</p>
                <p className="mt-2 text-sm text-slate-700">{resource.description}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
