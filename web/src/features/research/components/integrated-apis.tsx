import { useQuery } from '@tanstack/react-query'
import { CircleCheckBig, MinusCircle } from 'lucide-react'
import { RESEARCH_SOURCES, ResearchSourceGroups } from '#shared/contract/research'
import { Card } from '../../../components/ui/card'
import { availabilityOf, researchSourcesQuery } from '../../../lib/research-sources'

export function IntegratedApis() {
  const status = useQuery(researchSourcesQuery())
  return (
    <section aria-labelledby="integrated-apis-heading" className="mt-10">
      <h3 id="integrated-apis-heading" className="text-xl font-bold text-slate-900">
        Integrated APIs
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        The sources the engine can search, and whether each is configured on this server.
        {status.data &&
          (status.data.model
            ? ` Answers are written by ${status.data.model} from what they return.`
            : ' No language model is configured: answers come in evidence mode, built from the retrieved abstracts.')}
      </p>
      {status.isError && (
        <p role="alert" className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          Could not load which sources are configured on this server.
        </p>
      )}
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy={status.isPending}>
        {ResearchSourceGroups.map((group) => (
          <Card key={group} className="p-4">
            <h4 className="font-semibold text-slate-900">{group}</h4>
            <ul className="mt-2 space-y-2">
              {RESEARCH_SOURCES.filter((source) => source.group === group).map((source) => {
                const availability = availabilityOf(status.data, source.id)
                return (
                  <li key={source.id} className="text-sm" data-testid={`api-status-${source.id}`}>
                    <div className="flex items-center justify-between gap-2">
                      <span className="font-medium text-slate-800">
                        {source.name} <span className="text-xs font-normal text-slate-600">· {source.category}</span>
                      </span>
                      {status.isPending ? (
                        <span aria-hidden="true" className="h-4 w-20 animate-pulse rounded bg-slate-200" />
                      ) : availability?.available ? (
                        <span className="inline-flex items-center gap-1 text-xs font-medium text-emerald-800">
                          <CircleCheckBig aria-hidden="true" className="h-3.5 w-3.5" /> Configured
                        </span>
                      ) : availability ? (
                        <span className="inline-flex items-center gap-1 text-xs font-medium text-slate-700">
                          <MinusCircle aria-hidden="true" className="h-3.5 w-3.5" /> Not available
                        </span>
                      ) : (
                        <span className="text-xs text-slate-600">Unknown</span>
                      )}
                    </div>
                    {availability && !availability.available && availability.reason && (
                      <p className="text-xs text-slate-600">{availability.reason}</p>
                    )}
                  </li>
                )
              })}
            </ul>
          </Card>
        ))}
      </div>
      {status.isPending && <p className="sr-only">Loading which sources are configured…</p>}
    </section>
  )
}
