import { SquareArrowUpRight } from 'lucide-react'
import type { ReviewOrigin, ReviewReference, ReviewTheme } from '#shared/contract/reviews'
import { Badge } from '../../../components/ui/badge'
import { connectorName } from '../../../lib/research-sources'
import { referenceAnchorId } from '../../../components/citations'

const ORIGIN_LABELS: Record<ReviewOrigin, string> = {
  search: 'found by the search',
  reference: 'cited by a best match',
  citing: 'cites a best match',
  gap: 'found by a search for what was missing',
}

function authorsLine(reference: ReviewReference): string | null {
  const names = reference.work.authors.map((author) => author.name)
  if (names.length === 0) return null
  return names.length > 6 ? `${names.slice(0, 6).join(', ')}, et al.` : names.join(', ')
}

/** The numbered references; each is the target of its [n] links (focusable, id ref-n). */
export function ReviewReferences({ references, themes }: { references: ReviewReference[]; themes: ReviewTheme[] }) {
  const themeLabel = new Map(themes.map((theme) => [theme.id, theme.label]))
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
            data-testid="review-reference"
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
                <span className="text-xs text-slate-600">{ORIGIN_LABELS[reference.origin]}</span>
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
              {reference.themes.length > 0 && (
                <p className="mt-1 text-xs break-words text-slate-700">
                  Cited in themes:{' '}
                  {reference.themes
                    .map((id) => (themeLabel.has(id) ? `${id} (${themeLabel.get(id) ?? ''})` : String(id)))
                    .join('; ')}
                </p>
              )}
            </div>
          </li>
        )
      })}
    </ol>
  )
}
