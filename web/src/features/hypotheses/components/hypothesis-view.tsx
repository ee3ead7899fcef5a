import { Info } from 'lucide-react'
import { useMemo, useRef, useState, type ReactNode, type Ref } from 'react'
import { HYPOTHESES_SHOWN_FIRST, type SavedHypothesisRun } from '#shared/contract/hypotheses'
import { CiteLink, KnownReferences } from '../../../components/citations'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { HypothesisCard } from './hypothesis-card'
import { HypothesisExports } from './hypothesis-exports'
import { HypothesisMethod } from './hypothesis-method'
import { HypothesisReferences } from './hypothesis-references'

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="border-t border-slate-200 pt-6">
      <h3 id={id} className="text-lg font-bold text-slate-900">
        {title}
      </h3>
      <div className="mt-3">{children}</div>
    </section>
  )
}

const MODE_WORDS = { open: 'new hypotheses from one area', closed: 'what connects two ideas' } as const

/** One saved run, read-only: H1–H5 (and the rest on request), the open questions, how, references, exports. */
export function HypothesisView({ saved, ref }: { saved: SavedHypothesisRun; ref?: Ref<HTMLDivElement> }) {
  const { result } = saved
  const [showAll, setShowAll] = useState(false)
  const firstMoreRef = useRef<HTMLHeadingElement>(null)
  const known = useMemo(() => new Set(result.references.map((reference) => reference.n)), [result.references])
  const shown = showAll ? result.hypotheses : result.hypotheses.slice(0, HYPOTHESES_SHOWN_FIRST)
  const hidden = result.hypotheses.length - shown.length
  const count = result.hypotheses.length
  return (
    <KnownReferences.Provider value={known}>
      <article aria-labelledby="hypothesis-run-title" className="space-y-6" data-testid="hypothesis-run">
        <div ref={ref} tabIndex={-1} className="outline-none">
          <p id="hypothesis-run-title" className="text-xl font-bold break-words text-slate-900">
            {saved.title}
          </p>
          <p className="mt-1 text-sm text-slate-700">
            {count === 1 ? '1 hypothesis' : `${count} hypotheses`} · {MODE_WORDS[result.mode]} ·{' '}
            {new Date(saved.createdAt).toLocaleDateString()}{' '}
            <Badge tone={result.kind === 'model' ? 'brand' : 'slate'} className="ml-1">
              {result.kind === 'model' ? 'Worded with a language model' : 'Built from the evidence alone'}
            </Badge>
          </p>
          {result.notice && (
            <p className="mt-3 flex gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
              <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
              {result.notice}
            </p>
          )}
          <div className="mt-4">
            <HypothesisExports runId={saved.id} title={saved.title} />
          </div>
        </div>
        <Section id="hypotheses-heading" title="Hypotheses">
          {count === 0 ? (
            <p className="text-sm text-slate-700">
              No hypothesis had enough evidence behind it. Try a broader research area or more sources.
            </p>
          ) : (
            <>
              <p className="mb-3 text-sm text-slate-700">
                Ranked by how many linking concepts connect the two ideas, then by the works behind the links.
              </p>
              <ol className="space-y-4">
                {shown.map((hypothesis, i) => (
                  <li key={hypothesis.rank}>
                    <HypothesisCard
                      hypothesis={hypothesis}
                      model={result.method.model}
                      runTitle={saved.title}
                      headingRef={i === HYPOTHESES_SHOWN_FIRST ? firstMoreRef : undefined}
                    />
                  </li>
                ))}
              </ol>
              {hidden > 0 && (
                <Button
                  variant="outline"
                  className="mt-4"
                  onClick={() => {
                    setShowAll(true)
                    // The first of the newly shown takes focus, so the keyboard continues from it.
                    requestAnimationFrame(() => firstMoreRef.current?.focus())
                  }}
                >
                  Show more ({hidden} more {hidden === 1 ? 'hypothesis' : 'hypotheses'})
                </Button>
              )}
            </>
          )}
        </Section>
        <Section id="open-questions-heading" title="Open questions in the literature">
          {result.openQuestions.length === 0 ? (
            <p className="text-sm text-slate-700">
              No retrieved abstract states an open question in a quotable sentence.
            </p>
          ) : (
            <ul className="space-y-2" data-testid="open-questions">
              {result.openQuestions.map((quote) => (
                <li
                  key={`${quote.n}-${quote.text}`}
                  className="border-l-4 border-slate-200 pl-3 text-sm break-words text-slate-800"
                >
                  <q>{quote.text}</q> <CiteLink n={quote.n} />
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section id="hypothesis-method-heading" title="How these were found">
          <HypothesisMethod method={result.method} />
        </Section>
        <Section id="hypothesis-references-heading" title="References">
          <HypothesisReferences references={result.references} />
        </Section>
      </article>
    </KnownReferences.Provider>
  )
}
