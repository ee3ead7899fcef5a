import { useQuery } from '@tanstack/react-query'
import { X } from 'lucide-react'
import { useId, useState, type SyntheticEvent } from 'react'
import {
  FindCollaboratorsResponseSchema,
  readAuthorRef,
  SECTORS,
  type FindCollaboratorsResponse,
  type Sector,
} from '#shared/contract/collaborators'
import { Button } from '../../components/ui/button'
import { Card, CardContent, CardHeader } from '../../components/ui/card'
import { Input } from '../../components/ui/form'
import { Select } from '../../components/ui/select'
import { ApiError } from '../../lib/api-client'
import { useDebounced } from '../../lib/use-debounced'
import { useFocusWhenShown } from '../../lib/use-focus-when-shown'
import { authorNameQuery, useFindCollaborators } from './api/collaborators-api'
import { pathwayToolOutputQuery } from './api/pathways-queries'
import { CollaboratorResults } from './components/collaborator-results'
import { useToolToasts } from './use-tool-toasts'

const TOOL_TITLE = 'Collaboration Opportunity Finder'

const SECTOR_LABELS: Record<Sector, string> = {
  any: 'Any sector',
  education: 'Universities and colleges (academic researcher)',
  company: 'Companies (industry innovator, entrepreneur)',
  government: 'Government (policy analyst/advisor)',
  nonprofit: 'Nonprofits',
}

/** `typed`: an id typed in the field (which stays), rather than a person chosen from the name search. */
type Me = { id: string; label: string; typed: boolean }

/** Who the member is on OpenAlex: typed as an ORCID iD, or chosen from the authors matching a name. */
function AuthorPicker({
  me,
  onChoose,
  error,
}: {
  me: Me | null
  onChoose: (me: Me | null) => void
  error: string | null
}) {
  const id = useId()
  const [text, setText] = useState('')
  const [focused, setFocused] = useState(false)
  const ref = readAuthorRef(text)
  const typed = useDebounced(ref ? '' : text.trim(), 400)
  const names = useQuery({ ...authorNameQuery(typed), enabled: focused && typed.length >= 3 })
  const shown = focused && !ref ? (names.data?.authors ?? []) : []

  if (me && !me.typed)
    return (
      <div className="space-y-1">
        <p className="text-sm font-medium text-slate-800">You (optional)</p>
        <p className="flex items-center gap-2 text-sm text-slate-800">
          <span>{me.label}</span>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setText('')
              onChoose(null)
            }}
            aria-label={`Remove ${me.label}`}
          >
            <X aria-hidden="true" className="h-4 w-4" />
          </Button>
        </p>
      </div>
    )
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        You (optional): your ORCID iD, or your name to find yourself on OpenAlex
      </label>
      <Input
        id={id}
        value={text}
        maxLength={60}
        placeholder="e.g. 0000-0002-1825-0097 or Ada Lovelace"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onFocus={() => setFocused(true)}
        onBlur={() => setTimeout(() => setFocused(false), 200)}
        onChange={(event) => {
          setText(event.target.value)
          const parsed = readAuthorRef(event.target.value)
          onChoose(
            parsed && {
              id: parsed.id,
              label: parsed.kind === 'orcid' ? `ORCID iD ${parsed.id}` : `OpenAlex author ${parsed.id}`,
              typed: true,
            },
          )
        }}
      />
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {me
          ? `Recognised: ${me.label}.`
          : 'With it, the people your co-authors work with count too, and your co-authors are left out.'}
      </p>
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
      {names.isFetching && shown.length === 0 && <p className="text-xs text-slate-600">Looking up authors…</p>}
      {shown.length > 0 && (
        <ul aria-label="OpenAlex authors matching your name" className="rounded-lg border border-slate-200 bg-white">
          {shown.map((author) => (
            <li key={author.id}>
              <button
                type="button"
                className="w-full px-3 py-2 text-left text-sm hover:bg-slate-50 focus:bg-slate-50"
                onClick={() =>
                  onChoose({
                    id: author.id,
                    label: [author.name, author.institution].filter(Boolean).join(', '),
                    typed: false,
                  })
                }
              >
                <span className="font-medium text-slate-900">{author.name}</span>
                <span className="block text-xs text-slate-600">
                  {[author.institution, `${author.worksCount.toLocaleString('en-US')} works`, author.topics[0]]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

/** The Collaboration Opportunity Finder's card on the research pathways page (issue 29 §3). */
export function CollaborationFinderCard() {
  const toasts = useToolToasts(TOOL_TITLE)
  const find = useFindCollaborators()
  const interestId = useId()
  const sectorId = useId()
  const headingId = useId()
  const [interest, setInterest] = useState('')
  const [me, setMe] = useState<Me | null>(null)
  const [sector, setSector] = useState<Sector>('any')
  const [authorError, setAuthorError] = useState<string | null>(null)
  const [fresh, setFresh] = useState<FindCollaboratorsResponse | null>(null)
  // The member's last run, kept on the server, is shown until they run a new one.
  const last = useQuery(pathwayToolOutputQuery('collaboration-finder'))
  const kept = last.data ? FindCollaboratorsResponseSchema.safeParse(last.data.output) : null
  const result = fresh ?? (kept?.success ? kept.data : null)
  const { ref: resultRef, request: focusResult } = useFocusWhenShown()
  const busy = find.isPending

  async function generate(event: SyntheticEvent) {
    event.preventDefault()
    if (busy) return
    setAuthorError(null)
    if (interest.trim().length < 2) {
      toasts.inputRequired()
      return
    }
    try {
      setFresh(await find.mutateAsync({ interest: interest.trim(), author: me?.id, sector }))
      focusResult()
      toasts.complete()
    } catch (error) {
      // An author OpenAlex does not know is the member's to fix, beside the field.
      if (error instanceof ApiError && error.status === 404) setAuthorError(error.message)
      else toasts.failed(error)
    }
  }

  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          {TOOL_TITLE}
        </h3>
        <p className="mt-1 text-sm text-slate-700">
          People to work with on your research interest, from OpenAlex: those your co-authors publish with and the
          interest’s most active authors, each with the reasons, two of their works, links and a draft e-mail.
        </p>
      </CardHeader>
      <CardContent className="space-y-4">
        <form onSubmit={(event) => void generate(event)} className="space-y-3" aria-label={TOOL_TITLE}>
          <div className="space-y-1">
            <label htmlFor={interestId} className="block text-sm font-medium text-slate-800">
              Research interest
            </label>
            <Input
              id={interestId}
              value={interest}
              maxLength={200}
              placeholder="e.g. graph neural networks for drug discovery"
              onChange={(event) => setInterest(event.target.value)}
            />
          </div>
          <AuthorPicker
            me={me}
            error={authorError}
            onChoose={(chosen) => {
              setMe(chosen)
              setAuthorError(null)
            }}
          />
          <div className="space-y-1">
            <label htmlFor={sectorId} className="block text-sm font-medium text-slate-800">
              Sector
            </label>
            <Select id={sectorId} value={sector} onChange={(event) => setSector(event.target.value as Sector)}>
              {SECTORS.map((option) => (
                <option key={option} value={option}>
                  {SECTOR_LABELS[option]}
                </option>
              ))}
            </Select>
          </div>
          <Button type="submit" disabled={busy || !interest.trim()}>
            {busy ? 'Generating Analysis...' : 'Generate'}
          </Button>
        </form>
        <div className="max-h-[48rem] overflow-y-auto" aria-live="polite" aria-busy={busy}>
          {busy && (
            <p className="text-sm text-slate-700">Reading co-author networks and the interest’s authors on OpenAlex…</p>
          )}
          {result && (
            <section
              ref={resultRef}
              tabIndex={-1}
              aria-label="Suggested collaborators and why"
              className="focus:outline-none"
            >
              <CollaboratorResults result={result} />
            </section>
          )}
        </div>
      </CardContent>
    </Card>
  )
}
