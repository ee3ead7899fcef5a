import { useQuery } from '@tanstack/react-query'
import { Bookmark, BookmarkCheck, Building2, ExternalLink as ExternalLinkIcon, Mail } from 'lucide-react'
import { useId } from 'react'
import type { CollaboratorSuggestion, FindCollaboratorsResponse } from '#shared/contract/collaborators'
import { collaborationMailto } from '#shared/researchers/collaboration-mail'
import { useToast } from '../../../components/toast'
import { Button, ExternalLink } from '../../../components/ui/button'
import { savedResearchersQuery, savedToggleMessage, useToggleSavedResearcherCard } from '../../../lib/saved-researchers'

const linkClass =
  'inline-flex items-center gap-1 rounded text-sm text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600'

const SECTOR_WORDS: Record<string, string> = {
  education: 'university or college',
  company: 'company',
  government: 'government',
  nonprofit: 'nonprofit',
  healthcare: 'healthcare',
  facility: 'research facility',
  archive: 'archive',
  funder: 'funder',
  other: 'other',
}

function Suggestion({
  suggestion,
  rank,
  saved,
  onToggleSave,
  saving,
}: {
  suggestion: CollaboratorSuggestion
  rank: number
  saved: boolean
  onToggleSave: () => void
  saving: boolean
}) {
  const headingId = useId()
  const { card } = suggestion
  const place = [card.institution_name, card.country].filter(Boolean).join(', ')
  return (
    <li>
      <article aria-labelledby={headingId} className="rounded-lg border border-slate-200 p-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h4 id={headingId} className="font-semibold text-slate-900">
              <span className="sr-only">{rank}. </span>
              {card.display_name}
            </h4>
            {place && (
              <p className="mt-0.5 flex items-start gap-1 text-sm text-slate-700">
                <Building2 aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" />
                <span>
                  {place}
                  {suggestion.institutionType && (
                    <span className="text-slate-600">
                      {' '}
                      · {SECTOR_WORDS[suggestion.institutionType] ?? suggestion.institutionType}
                    </span>
                  )}
                </span>
              </p>
            )}
          </div>
          <Button
            variant={saved ? 'secondary' : 'outline'}
            size="sm"
            aria-pressed={saved}
            aria-label={saved ? `Saved: ${card.display_name}` : `Save ${card.display_name} to your researchers`}
            disabled={saving}
            onClick={onToggleSave}
          >
            {saved ? (
              <BookmarkCheck aria-hidden="true" className="h-4 w-4" />
            ) : (
              <Bookmark aria-hidden="true" className="h-4 w-4" />
            )}
            {saved ? 'Saved' : 'Save'}
          </Button>
        </div>
        <p className="mt-2 text-xs font-medium tracking-wide text-slate-600 uppercase">Why</p>
        <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-slate-800">
          {suggestion.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
        {suggestion.exampleWorks.length > 0 && (
          <>
            <p className="mt-2 text-xs font-medium tracking-wide text-slate-600 uppercase">Example works</p>
            <ul className="mt-1 space-y-0.5 text-sm">
              {suggestion.exampleWorks.map((work) => (
                <li key={work.id}>
                  <ExternalLink href={work.url} className={linkClass}>
                    {work.title}
                    {work.year ? ` (${work.year})` : ''}
                  </ExternalLink>
                </li>
              ))}
            </ul>
          </>
        )}
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1" aria-label={`Links for ${card.display_name}`}>
          {[
            { label: 'OpenAlex', href: suggestion.links.openalex },
            ...(suggestion.links.orcid ? [{ label: 'ORCID', href: suggestion.links.orcid }] : []),
            { label: 'Google Scholar', href: suggestion.links.scholar },
          ].map((link) => (
            <li key={link.label}>
              <ExternalLink href={link.href} className={linkClass}>
                <ExternalLinkIcon aria-hidden="true" className="h-3.5 w-3.5" />
                {link.label}
              </ExternalLink>
            </li>
          ))}
          <li>
            <a href={collaborationMailto(card)} className={linkClass}>
              <Mail aria-hidden="true" className="h-3.5 w-3.5" />
              Draft an e-mail
            </a>
          </li>
        </ul>
      </article>
    </li>
  )
}

/** The finder's answer: who, why, their works and links, and Save into the saved researchers. */
export function CollaboratorResults({ result }: { result: FindCollaboratorsResponse }) {
  const saved = useQuery(savedResearchersQuery())
  const toggle = useToggleSavedResearcherCard()
  const toast = useToast()
  const savedIds = new Set(saved.data?.researchers.map((researcher) => researcher.id) ?? [])
  const leftOut = [
    result.existingCoauthorsLeftOut > 0 &&
      `${result.existingCoauthorsLeftOut} of your existing co-authors ${result.existingCoauthorsLeftOut === 1 ? 'was' : 'were'} left out`,
    result.otherSectorsLeftOut > 0 &&
      `${result.otherSectorsLeftOut} ${result.otherSectorsLeftOut === 1 ? 'person' : 'people'} outside the chosen sector ${result.otherSectorsLeftOut === 1 ? 'was' : 'were'} left out`,
  ].filter(Boolean)

  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-800">
        {result.suggestions.length === 0
          ? `No one to suggest for “${result.interest}”.`
          : `${result.suggestions.length} ${result.suggestions.length === 1 ? 'person' : 'people'} to consider for “${result.interest}”.`}{' '}
        {result.me
          ? `Searched: the network of ${result.me.name}${result.me.institution ? ` (${result.me.institution})` : ''} — ${result.me.coauthors} co-authors, the co-authors of ${result.me.coauthorsRead} of them — and the interest’s authors since ${result.sinceYear}.`
          : `Searched: the interest’s authors since ${result.sinceYear}. Add who you are to include the people your co-authors work with.`}
        {leftOut.length > 0 && ` ${leftOut.join('; ')}.`}
      </p>
      {result.suggestions.length === 0 && (
        <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
          Try broader words for your interest (“protein folding” rather than a paper’s title), another sector, or add
          your ORCID iD so your co-authors’ networks count.
        </p>
      )}
      {result.notes.map((note) => (
        <p key={note} className="rounded-lg bg-amber-50 p-2 text-sm text-amber-900">
          {note}
        </p>
      ))}
      {result.suggestions.length > 0 && (
        <ol className="space-y-3" aria-label="Suggested collaborators">
          {result.suggestions.map((suggestion, index) => (
            <Suggestion
              key={suggestion.card.id}
              suggestion={suggestion}
              rank={index + 1}
              saved={savedIds.has(suggestion.card.id)}
              saving={toggle.isPending && toggle.variables.researcher.id === suggestion.card.id}
              onToggleSave={() => {
                const save = !savedIds.has(suggestion.card.id)
                toggle.mutate(
                  { researcher: suggestion.card, save },
                  {
                    onSuccess: () =>
                      toast({ ...savedToggleMessage(suggestion.card.display_name, save), variant: 'success' }),
                    onError: () =>
                      toast({
                        title: 'Error',
                        description: 'Could not update your saved researchers. Please try again.',
                        variant: 'destructive',
                      }),
                  },
                )
              }}
            />
          ))}
        </ol>
      )}
      <details className="rounded-lg bg-slate-50 p-3 text-sm text-slate-800">
        <summary className="cursor-pointer font-medium">How people are chosen and ranked</summary>
        <p className="mt-1">{result.method}</p>
        <p className="mt-1 text-slate-600">
          {result.calls} of {result.budget} OpenAlex calls used; answers are kept for the day. The e-mail opens your
          mail app with a draft and no recipient: OpenAlex does not publish addresses.
        </p>
      </details>
    </div>
  )
}
