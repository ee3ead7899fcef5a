import { SquareArrowUpRight } from 'lucide-react'
import type { HypothesisReference } from '#shared/contract/hypotheses'
import { referenceAnchorId } from '../../../components/citations'
import { Badge } from '../../../components/ui/badge'
import { connectorName } from '../../../lib/research-sources'

function authorsLine(reference: HypothesisReference): string | null {
  const names = reference.work.authors.map((author) => author.name)
  if (names.length === 0) return null
  return names.length > 6 ? `${names.slice(0, 6).join(', ')}, et al.` : names.join(', ')
}

/** The numbered references; each is the target of its [n] links (focusable, id ref-n). */
export function HypothesisReferences({ references }: { references: HypothesisReference[] }) {
  if (references.length === 0) return <p className="text-sm text-slate-700">No work was cited.</p>
  return (
    <ol className="space-y-2">
      {references.map((reference) => {
        const { work } = reference
        const authors = authorsLine(reference)
        const link = reference.link && /^https?:\/\//i.test(reference.link) ? reference.link : null
        return (
          <li
            key={reference.n}
            id={referenceAnchorId(reference.n)}
            tabIndex={-1}
            data-testid="hypothesis-reference"
            className="flex scroll-mt-24 gap-2 rounded-lg bg-slate-50 p-3 text-sm outline-none focus:bg-yellow-50 focus:ring-2 focus:ring-yellow-400"
          >
            <span className="font-semibold text-slate-700">[{reference.n}]</span>
            <div className="min-w-0 flex-1">
              <p className="font-medium break-words text-slate-900">
                {work.title}
                {reference.retracted && (
                  <Badge tone="red" className="ml-2 align-middle">
                    Retracted
                  </Badge>
                )}
              </p>
              <p className="text-xs break-words text-slate-700">
                {[authors, work.year === null ? null : String(work.year), work.venue].filter(Boolean).join(' · ')}
              </p>
              <div className="mt-1 flex flex-wrap items-center gap-2">
                {work.sources.map((source) => (
                  <Badge key={source} tone="slate">
                    {connectorName(source)}
                  </Badge>
                ))}
                {link && (
                  <a
                    href={link}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex min-w-0 items-center gap-1 text-xs font-medium break-all text-brand-800 underline underline-offset-2"
                  >
                    {link}
                    <SquareArrowUpRight aria-hidden="true" className="h-3 w-3 shrink-0" />
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                )}
              </div>
            </div>
          </li>
        )
      })}
    </ol>
  )
}
