import { useQuery } from '@tanstack/react-query'
import { useId, useMemo, useState, type SyntheticEvent } from 'react'
import {
  AI_POLICY_NOTE,
  FUNDER_NAMES,
  GRANT_FUNDERS,
  GrantWriterResponseSchema,
  MAX_DRAFT_LENGTH,
  MAX_IDEA_LENGTH,
  MIN_IDEA_LENGTH,
  WriteGrantInputSchema,
  type GrantMechanism,
  type GrantWriterResponse,
} from '#shared/contract/grants'
import { checkDraft, FUNDER_MECHANISMS, type Finding, type Funder } from '#shared/grants/check-draft'
import { ExportButtons } from '../../components/export-buttons'
import { useToast } from '../../components/toast'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { Card, CardContent, CardHeader } from '../../components/ui/card'
import { Input, Textarea } from '../../components/ui/form'
import { Select } from '../../components/ui/select'
import { ApiError } from '../../lib/api-client'
import { downloadFile } from '../../lib/download'
import { useWriteGrant } from './api/grants-api'
import { pathwayToolOutputQuery } from './api/pathways-queries'
import { GrantResults } from './components/grant-results'
import { findingExcerpt, grantMarkdown } from './grant-markdown'
import { useToolToasts } from './use-tool-toasts'

const TOOL_TITLE = 'Grant Proposal Writer'
const MECHANISM_LABELS: Record<GrantMechanism, string> = {
  R01: 'R01 (research project)',
  R21: 'R21 (exploratory/developmental)',
  'K99-R00': 'K99/R00 (pathway to independence)',
  'SBIR-STTR': 'SBIR/STTR (small business)',
  'Standard Grant': 'Standard Grant',
  CAREER: 'CAREER (faculty early career)',
}
const DRAFT_PLACEHOLDER: Record<Funder, string> = {
  nih: '## Specific Aims\nAim 1: …\n\n## Significance\n…',
  nsf: '## Overview\n…\n\n## Intellectual Merit\n…\n\n## Broader Impacts\n…',
}
type Form = { idea: string; funder: Funder; mechanism: GrantMechanism; draft: string; authorId: string }
const EMPTY_FORM: Form = { idea: '', funder: 'nih', mechanism: 'R01', draft: '', authorId: '' }
const EXPORT_FORMATS = ['markdown', 'bibtex', 'ris'] as const
type ExportFormat = (typeof EXPORT_FORMATS)[number]
const EXPORT_LABELS: Record<ExportFormat, string> = { markdown: 'Markdown', bibtex: 'BibTeX', ris: 'RIS' }

/** The checker's findings on the draft as it is typed; each selects the text it is about. */
function DraftFindings({
  draft,
  findings,
  onShow,
}: {
  draft: string
  findings: readonly Finding[]
  onShow: (finding: Finding) => void
}) {
  const errors = findings.filter((finding) => finding.severity === 'error').length
  const summary = !draft.trim()
    ? 'The checker reads your draft as you type.'
    : findings.length === 0
      ? 'The checker finds nothing to flag.'
      : `The checker finds ${errors} ${errors === 1 ? 'error' : 'errors'} and ${findings.length - errors} ${findings.length - errors === 1 ? 'warning' : 'warnings'}.`
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-700" aria-live="polite">
        {summary}
      </p>
      {findings.length > 0 && (
        <ul aria-label="Checker findings" className="max-h-64 space-y-1 overflow-y-auto">
          {findings.map((finding, i) => {
            const excerpt = findingExcerpt(draft, finding)
            return (
              <li key={`${finding.rule}-${finding.start}-${i}`}>
                <button
                  type="button"
                  onClick={() => onShow(finding)}
                  className="w-full rounded-lg border border-slate-200 px-2 py-1.5 text-left text-sm hover:bg-slate-50 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
                >
                  <Badge tone={finding.severity === 'error' ? 'red' : 'amber'} className="mr-2">
                    {finding.severity === 'error' ? 'Error' : 'Warning'}
                  </Badge>
                  {finding.message}
                  {excerpt && <span className="block truncate text-xs text-slate-600">“{excerpt}”</span>}
                  <span className="sr-only"> Select it in the draft.</span>
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}

/** The Grant Proposal Writer's card on the research pathways page (issue 30 §1). */
export function GrantWriterCard() {
  const toast = useToast()
  const toasts = useToolToasts(TOOL_TITLE)
  const write = useWriteGrant()
  const last = useQuery(pathwayToolOutputQuery('grant-proposal-writer'))
  // The form starts from the last run's words (kept with its result) until the member edits it.
  const [form, setForm] = useState<Form | null>(null)
  const [fresh, setFresh] = useState<GrantWriterResponse | null>(null)
  const id = useId()
  const kept = last.data ? GrantWriterResponseSchema.safeParse(last.data.output) : null
  const keptInput = last.data ? WriteGrantInputSchema.safeParse(last.data.input) : null
  const result = fresh ?? (kept?.success ? kept.data : null)
  const shown: Form =
    form ??
    (keptInput?.success
      ? {
          idea: keptInput.data.idea,
          funder: keptInput.data.funder,
          mechanism: keptInput.data.mechanism,
          draft: keptInput.data.draft ?? '',
          authorId: keptInput.data.authorId ?? '',
        }
      : EMPTY_FORM)
  const { idea, funder, mechanism, draft, authorId } = shown
  const busy = write.isPending
  const change = (patch: Partial<Form>) => setForm({ ...shown, ...patch })

  const references = useMemo(
    () => (result?.evidence.references ?? []).map((reference) => ({ n: reference.n, retracted: reference.retracted })),
    [result],
  )
  const findings = useMemo(
    () => (draft.trim() ? checkDraft(draft, funder, references) : []),
    [draft, funder, references],
  )

  function showFinding(finding: Finding) {
    const area = document.getElementById(`${id}-draft`)
    if (!(area instanceof HTMLTextAreaElement)) return
    area.focus()
    area.setSelectionRange(finding.start, Math.max(finding.start, finding.end))
    // Scroll the selection into view: the lines before it, at the textarea's line height.
    const line = draft.slice(0, finding.start).split('\n').length - 1
    const height = Number.parseFloat(getComputedStyle(area).lineHeight) || 20
    area.scrollTop = Math.max(0, line * height - area.clientHeight / 3)
  }

  async function generate(event: SyntheticEvent) {
    event.preventDefault()
    if (busy) return
    if (idea.trim().length < MIN_IDEA_LENGTH) {
      toasts.inputRequired()
      return
    }
    try {
      setFresh(
        await write.mutateAsync({
          idea: idea.trim(),
          funder,
          mechanism,
          ...(draft.trim() ? { draft } : {}),
          ...(authorId.trim() ? { authorId: authorId.trim() } : {}),
        }),
      )
      toasts.complete()
    } catch (error) {
      if (error instanceof ApiError && error.status === 400)
        toast({ title: 'Input Required', description: error.message, variant: 'destructive' })
      else toasts.failed(error)
    }
  }

  async function download(format: ExportFormat) {
    if (!result) return
    const stem = `grant-${result.funder}-${result.mechanism.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`
    if (format === 'markdown')
      downloadFile(grantMarkdown(result, draft, findings), `${stem}.md`, 'text/markdown;charset=utf-8')
    else if (format === 'bibtex')
      downloadFile(result.evidence.exports.bibtex, `${stem}-references.bib`, 'application/x-bibtex;charset=utf-8')
    else
      downloadFile(
        result.evidence.exports.ris,
        `${stem}-references.ris`,
        'application/x-research-info-systems;charset=utf-8',
      )
    return Promise.resolve()
  }

  const headingId = `${id}-heading`
  return (
    <Card role="region" aria-labelledby={headingId} className="md:col-span-2">
      <CardHeader>
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          {TOOL_TITLE}
        </h3>
        <p className="mt-1 text-sm text-slate-700">
          The funder’s structure with your own words placed in it and the empty parts as questions, evidence quoted from
          published works, similar funded projects from NIH RePORTER and NSF with their amounts, open calls from
          Grants.gov, and a checker that reads your draft as you type.
        </p>
        <p role="note" className="mt-2 rounded-lg border border-amber-300 bg-amber-50 p-2 text-xs text-amber-950">
          {AI_POLICY_NOTE}
        </p>
      </CardHeader>
      <CardContent className="space-y-4">
        <form onSubmit={(event) => void generate(event)} className="space-y-3" aria-label={TOOL_TITLE}>
          <div className="space-y-1">
            <label htmlFor={`${id}-idea`} className="block text-sm font-medium text-slate-800">
              Your idea or aims, in your own words
            </label>
            <Textarea
              id={`${id}-idea`}
              rows={5}
              value={idea}
              maxLength={MAX_IDEA_LENGTH}
              aria-describedby={`${id}-idea-hint`}
              placeholder="Open with the topic in one sentence; then the gap, your hypothesis and your aims (lines starting “Aim 1:”)."
              onChange={(event) => change({ idea: event.target.value })}
            />
            <p id={`${id}-idea-hint`} className="text-xs text-slate-600">
              At least {MIN_IDEA_LENGTH} characters. Sentences are placed in the funder’s structure by what they say.
            </p>
          </div>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            <div className="space-y-1">
              <label htmlFor={`${id}-funder`} className="block text-sm font-medium text-slate-800">
                Funder
              </label>
              <Select
                id={`${id}-funder`}
                value={funder}
                onChange={(event) => {
                  const next = event.target.value as Funder
                  change({ funder: next, mechanism: FUNDER_MECHANISMS[next][0] })
                }}
              >
                {GRANT_FUNDERS.map((option) => (
                  <option key={option} value={option}>
                    {FUNDER_NAMES[option]}
                  </option>
                ))}
              </Select>
            </div>
            <div className="space-y-1">
              <label htmlFor={`${id}-mechanism`} className="block text-sm font-medium text-slate-800">
                Mechanism
              </label>
              <Select
                id={`${id}-mechanism`}
                value={mechanism}
                onChange={(event) => change({ mechanism: event.target.value as GrantMechanism })}
              >
                {FUNDER_MECHANISMS[funder].map((option) => (
                  <option key={option} value={option}>
                    {MECHANISM_LABELS[option]}
                  </option>
                ))}
              </Select>
            </div>
            <div className="space-y-1">
              <label htmlFor={`${id}-author`} className="block text-sm font-medium text-slate-800">
                Your OpenAlex author id (optional)
              </label>
              <Input
                id={`${id}-author`}
                value={authorId}
                maxLength={16}
                placeholder="A5023888391"
                aria-describedby={`${id}-author-hint`}
                onChange={(event) => change({ authorId: event.target.value })}
              />
              <p id={`${id}-author-hint`} className="text-xs text-slate-600">
                For your prior NIH and NSF awards, found by your name.
              </p>
            </div>
          </div>
          <div className="space-y-1">
            <label htmlFor={`${id}-draft`} className="block text-sm font-medium text-slate-800">
              Your draft (optional)
            </label>
            <Textarea
              id={`${id}-draft`}
              rows={8}
              value={draft}
              maxLength={MAX_DRAFT_LENGTH}
              aria-describedby={`${id}-draft-hint`}
              placeholder={DRAFT_PLACEHOLDER[funder]}
              className="font-mono"
              onChange={(event) => change({ draft: event.target.value })}
            />
            <p id={`${id}-draft-hint`} className="text-xs text-slate-600">
              Plain text with “## Heading” lines. Cite the evidence below as [n]; each finding selects the text it is
              about.
            </p>
          </div>
          <DraftFindings draft={draft} findings={findings} onShow={showFinding} />
          <Button type="submit" disabled={busy || !idea.trim()}>
            {busy ? 'Generating Analysis...' : 'Generate'}
          </Button>
        </form>

        <div aria-live="polite" aria-busy={busy} className="space-y-4">
          {result && (
            <>
              <ExportButtons
                formats={EXPORT_FORMATS}
                labels={EXPORT_LABELS}
                groupLabel="Export the grant scaffold"
                download={download}
              />
              <GrantResults result={result} />
            </>
          )}
        </div>
      </CardContent>
    </Card>
  )
}
