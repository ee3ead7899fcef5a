import {
  AlertTriangle,
  Bookmark,
  BookmarkCheck,
  Building2,
  ExternalLink as ExternalLinkIcon,
  Mail,
  MapPin,
} from 'lucide-react'
import type { Researcher } from '#shared/contract/researchers'
import { Button } from '../../../components/ui/button'
import { cn } from '../../../lib/cn'
import { collaborationMailto } from '#shared/researchers/collaboration-mail'
import { externalLinksOf } from '#shared/researchers/external-links'

const formatCount = (value: number) => value.toLocaleString('en-US')

let regionNames: Intl.DisplayNames | null | undefined
function countryName(code: string): string {
  try {
    regionNames ??= new Intl.DisplayNames(['en'], { type: 'region' })
    return regionNames.of(code) ?? code
  } catch {
    regionNames = null
    return code
  }
}

/** The id of a card's heading, which Load More focuses. */
export const researcherHeadingId = (id: string) => `researcher-${id}-name`

type ResearcherCardProps = {
  researcher: Researcher
  onToggleSave: (researcher: Researcher) => void
  isSaving?: boolean
}

export function ResearcherCard({ researcher, onToggleSave, isSaving = false }: ResearcherCardProps) {
  const headingId = researcherHeadingId(researcher.id)
  const place = [researcher.institution_name, researcher.country ? countryName(researcher.country) : null]
  const stats = [
    { label: 'Publications', value: formatCount(researcher.works_count) },
    { label: 'Citations', value: formatCount(researcher.cited_by_count) },
    { label: 'h-index', value: researcher.h_index === null ? '—' : formatCount(researcher.h_index) },
  ]

  return (
    <li data-testid="researcher-card" className="flex">
      <article
        aria-labelledby={headingId}
        className="flex w-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h3
              id={headingId}
              tabIndex={-1}
              className="text-lg font-semibold break-words text-slate-900 focus-visible:outline-2"
            >
              {researcher.display_name}
            </h3>
          </div>
          <Button
            size="sm"
            variant={researcher.isSaved ? 'secondary' : 'outline'}
            aria-pressed={researcher.isSaved}
            disabled={isSaving}
            onClick={() => onToggleSave(researcher)}
            className="shrink-0"
          >
            {researcher.isSaved ? (
              <BookmarkCheck aria-hidden="true" className="h-4 w-4" />
            ) : (
              <Bookmark aria-hidden="true" className="h-4 w-4" />
            )}
            {researcher.isSaved ? 'Saved' : 'Save'}
            <span className="sr-only"> {researcher.display_name}</span>
          </Button>
        </div>

        {researcher.orcid && (
          <p className="mt-1">
            <span className="inline-flex items-center rounded-full bg-lime-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-lime-900">
              ORCID <span className="ml-1 font-normal">{researcher.orcid}</span>
            </span>
          </p>
        )}
        <ul className="mt-2 space-y-1 text-sm text-slate-700">
          <li className="flex items-start gap-1.5">
            <Building2 aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" />
            <span className="sr-only">Institution: </span>
            {place[0] ?? 'Institution not reported'}
          </li>
          {place[1] && (
            <li className="flex items-start gap-1.5">
              <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" />
              <span className="sr-only">Country: </span>
              {place[1]}
            </li>
          )}
        </ul>

        {researcher.profileWarning && (
          <p className="mt-3 flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-2.5 text-sm text-amber-950">
            <AlertTriangle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
            <span>
              <strong className="font-semibold">Possibly several people merged:</strong>{' '}
              {researcher.profileWarning.reasons.join('; ')}.
            </span>
          </p>
        )}

        <dl className="mt-4 grid grid-cols-3 gap-2 text-center">
          {stats.map((stat) => (
            <div key={stat.label} className="rounded-lg bg-slate-50 px-2 py-2">
              <dt className="text-xs text-slate-600">{stat.label}</dt>
              <dd className="text-base font-semibold text-slate-900">{stat.value}</dd>
            </div>
          ))}
        </dl>

        {researcher.concepts.length > 0 && (
          <div className="mt-4">
            <p className="text-xs font-medium text-slate-600">Top research topics</p>
            <ul className="mt-1.5 flex flex-wrap gap-1.5">
              {researcher.concepts.slice(0, 3).map((concept) => (
                <li
                  key={concept.display_name}
                  className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800"
                >
                  {concept.display_name}
                </li>
              ))}
            </ul>
          </div>
        )}

        <ul
          aria-label={`Links for ${researcher.display_name}`}
          className="mt-auto flex flex-wrap gap-x-4 gap-y-2 pt-4 text-sm"
        >
          {externalLinksOf(researcher).map((link) => (
            <li key={link.label}>
              <a href={link.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
                {link.label}
                <ExternalLinkIcon aria-hidden="true" className="h-3.5 w-3.5" />
                <span className="sr-only"> for {researcher.display_name} (opens in a new tab)</span>
              </a>
            </li>
          ))}
          <li>
            {/* A new tab too: a web mail handler (Gmail, Outlook) then opens beside the results instead of replacing them. */}
            <a href={collaborationMailto(researcher)} target="_blank" rel="noopener noreferrer" className={linkClass}>
              <Mail aria-hidden="true" className="h-3.5 w-3.5" />
              Collaborate
              <span className="sr-only">
                {' '}
                with {researcher.display_name}: a pre-filled e-mail in your mail app (opens in a new tab)
              </span>
            </a>
          </li>
        </ul>
      </article>
    </li>
  )
}

const linkClass = cn(
  'inline-flex items-center gap-1 rounded font-medium text-brand-800 underline-offset-2 hover:underline',
)

export function ResearcherCardSkeleton() {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="animate-pulse space-y-3">
        <div className="h-5 w-2/3 rounded bg-slate-200" />
        <div className="h-4 w-1/2 rounded bg-slate-200" />
        <div className="grid grid-cols-3 gap-2 pt-2">
          <div className="h-12 rounded bg-slate-100" />
          <div className="h-12 rounded bg-slate-100" />
          <div className="h-12 rounded bg-slate-100" />
        </div>
        <div className="flex gap-2 pt-1">
          <div className="h-5 w-20 rounded-full bg-slate-100" />
          <div className="h-5 w-24 rounded-full bg-slate-100" />
        </div>
      </div>
    </li>
  )
}
