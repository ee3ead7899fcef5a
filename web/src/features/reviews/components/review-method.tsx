import type { ReactNode } from 'react'
import type { PrismaCounts, ReviewMethod } from '#shared/contract/reviews'
import { sourceName } from '../../../lib/research-sources'
import { describeSourceProgress } from '../review-progress'
import { PrismaFlow } from './prisma-flow'

function yearsText(method: ReviewMethod): string {
  if (method.fromYear === null && method.toYear === null) return 'any year'
  if (method.fromYear === null) return `up to ${method.toYear}`
  if (method.toYear === null) return `from ${method.fromYear}`
  return `${method.fromYear}–${method.toYear}`
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-3">
      <dt className="font-medium text-slate-900">{term}</dt>
      <dd className="break-words text-slate-800">{children}</dd>
    </div>
  )
}

/** How the review was made: enough to run the same search again, and the PRISMA flow of its records. */
export function ReviewMethodSection({ method, prisma }: { method: ReviewMethod; prisma: PrismaCounts }) {
  return (
    <div className="space-y-6">
      <dl className="space-y-2 text-sm" data-testid="review-method">
        <Row term="Query sent">
          <code className="rounded bg-slate-100 px-1 break-all">{method.query}</code>
        </Row>
        <Row term="Made">{new Date(method.at).toLocaleString()}</Row>
        <Row term="Publication years">{yearsText(method)}</Row>
        <Row term="Sources">
          <ul className="space-y-0.5">
            {method.sources.map((source) => (
              <li key={source.source}>
                {sourceName(source.source)}: {describeSourceProgress(source)}
              </li>
            ))}
          </ul>
        </Row>
        <Row term="Follow references">
          {method.followReferences
            ? 'Yes: one hop through OpenAlex (their references, and the works citing them).'
            : 'No.'}
          {method.followNotice && <span className="mt-1 block text-amber-900">{method.followNotice}</span>}
        </Row>
        {method.gapQueries?.length ? (
          <Row term="Searched for what was missing">
            <ul className="space-y-0.5">
              {method.gapQueries.map((query) => (
                <li key={query}>“{query}”</li>
              ))}
            </ul>
          </Row>
        ) : null}
        <Row term="Themes found by">{method.clustering}</Row>
        <Row term="Modularity">
          {method.modularity === null ? 'not computed (too few works to cluster)' : method.modularity.toFixed(2)}
        </Row>
        <Row term="OpenAlex calls">{method.openAlexCalls}</Row>
        <Row term="Language model">{method.model ?? 'none: the text is quoted from the abstracts'}</Row>
        <Row term="Time taken">{(method.ms / 1000).toFixed(1)} s</Row>
      </dl>
      <PrismaFlow prisma={prisma} />
    </div>
  )
}
