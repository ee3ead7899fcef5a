import type { ReactNode } from 'react'
import { MAX_HYPOTHESIS_UPSTREAM_CALLS, type HypothesisResult } from '#shared/contract/hypotheses'
import { sourceName } from '../../../lib/research-sources'
import { describeSourceProgress } from '../hypothesis-progress'

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-3">
      <dt className="font-medium text-slate-900">{term}</dt>
      <dd className="break-words text-slate-800">{children}</dd>
    </div>
  )
}

/** How the hypotheses were found: enough to run the same search again and to judge the ranking. */
export function HypothesisMethod({ method }: { method: HypothesisResult['method'] }) {
  return (
    <dl className="space-y-2 text-sm" data-testid="hypothesis-method">
      <Row term={method.queries.length === 1 ? 'Query sent' : 'Queries sent'}>
        <ul className="space-y-0.5">
          {method.queries.map((query) => (
            <li key={query}>
              <code className="rounded bg-slate-100 px-1 break-all">{query}</code>
            </li>
          ))}
        </ul>
      </Row>
      <Row term="Made">{new Date(method.at).toLocaleString()}</Row>
      <Row term="Sources">
        <ul className="space-y-0.5">
          {method.sources.map((source) => (
            <li key={source.source}>
              {sourceName(source.source)}: {describeSourceProgress(source)}
            </li>
          ))}
        </ul>
      </Row>
      {method.areaConcept && <Row term="Research area as the works name it">{method.areaConcept}</Row>}
      {method.targetConcept && <Row term="Second idea as the works name it">{method.targetConcept}</Row>}
      <Row term="Linking concepts searched">
        {method.expansions.length === 0
          ? 'none'
          : method.expansions
              .map(
                (expansion) =>
                  `${expansion.concept} (${expansion.works === 1 ? '1 work' : `${expansion.works} works`})`,
              )
              .join('; ')}
      </Row>
      <Row term="Works and concepts">
        {method.works} works, {method.concepts} concepts
      </Row>
      <Row term="Upstream calls">
        {method.upstreamCalls} of at most {MAX_HYPOTHESIS_UPSTREAM_CALLS}
      </Row>
      <Row term="Ranking">{method.ranking}</Row>
      <Row term="Language model">{method.model ?? 'none: the hypotheses are built from the evidence alone'}</Row>
      <Row term="Time taken">{(method.ms / 1000).toFixed(1)} s</Row>
    </dl>
  )
}
