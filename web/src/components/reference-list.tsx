import { SquareArrowUpRight } from 'lucide-react'
import type { ReactNode } from 'react'
import type { Work } from '#shared/contract/sources'
import { connectorName } from '../lib/research-sources'
import { referenceAnchorId } from './citations'
import { Badge } from './ui/badge'

/** What a numbered reference of a tool's result carries (a literature review's, a hypothesis run's). */
export type NumberedReference = { n: number; work: Work; link: string | null; retracted: boolean }

type ReferenceListProps<Reference extends NumberedReference> = {
  references: Reference[]
  testId: string
  /** a short line beside the source badges, e.g. how the work was found */
  note?: (reference: Reference) => ReactNode
  /** a line under the reference, e.g. which themes cite it */
  footer?: (reference: Reference) => ReactNode
}

function authorsLine(work: Work): string | null {
  const names = work.authors.map((author) => author.name)
  if (names.length === 0) return null
  return names.length > 6 ? `${names.slice(0, 6).join(', ')}, et al.` : names.join(', ')
}

/** The numbered references; each is the target of its [n] links (focusable, id ref-n). */
export function ReferenceList<Reference extends NumberedReference>({
  references,
  testId,
  note,
  footer,
}: ReferenceListProps<Reference>) {
  return (
    <ol className="space-y-2">
      {references.map((reference) => {
        const { work } = reference
        const authors = authorsLine(work)
        const link = reference.link && /^https?:\/\//i.test(reference.link) ? reference.link : null
        return (
          <li
            key={reference.n}
            id={referenceAnchorId(reference.n)}
            tabIndex={-1}
            data-testid={testId}
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
                {note && <span className="text-xs text-slate-600">{note(reference)}</span>}
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
              {footer?.(reference)}
            </div>
          </li>
        )
      })}
    </ol>
  )
}
