import { SquareArrowUpRight } from 'lucide-react'
import type { ReactNode } from 'react'
import {
  FUNDING_SOURCE_NAMES,
  MECHANISM_CODES,
  type GrantWriterResponse,
  type SectionStatus,
} from '#shared/contract/grants'
import { CitedText, KnownReferences } from '../../../components/citations'
import { ReferenceList } from '../../../components/reference-list'
import { Badge } from '../../../components/ui/badge'
import { Table } from '../../../components/ui/table'
import { ScrollBox } from './scroll-box'

const dollars = (value: number) => `$${Math.round(value).toLocaleString('en-US')}`

const DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })
const shownDate = (iso: string | null) => (iso ? DATE.format(new Date(`${iso}T00:00:00Z`)) : null)

function yearsOf(years: readonly number[]): string {
  const first = years[0]
  const last = years[years.length - 1]
  return first === last ? `FY${first ?? ''}` : `FY${first ?? ''}–FY${last ?? ''}`
}

function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="font-medium break-words text-brand-800 underline underline-offset-2"
    >
      {children}
      <SquareArrowUpRight aria-hidden="true" className="ml-0.5 inline h-3 w-3" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  )
}

/** A section's state in words when it is not simply fine (a failed upstream, a budget cut, nothing found). */
function StatusNote({ status }: { status: SectionStatus }) {
  if (!status.message) return null
  const tone =
    status.state === 'failed' ? 'border-red-200 bg-red-50 text-red-900' : 'border-slate-200 bg-slate-50 text-slate-800'
  return (
    <p role={status.state === 'failed' ? 'alert' : undefined} className={`rounded-lg border p-2 text-sm ${tone}`}>
      {status.message}
    </p>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `grant-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h4 id={id} className="text-base font-semibold text-slate-900">
        {title}
      </h4>
      {children}
    </section>
  )
}

const cell = 'border-b border-slate-200 px-2 py-1.5 text-left align-top'

/** The Grant Proposal Writer's answer, section by section (the draft's live findings are the card's). */
export function GrantResults({ result }: { result: GrantWriterResponse }) {
  const { scaffold, evidence, similar, amounts, priorAwards, opportunities, critique } = result
  const known = new Set(evidence.references.map((reference) => reference.n))
  const chosen = new Set(MECHANISM_CODES[result.mechanism])
  return (
    <div className="space-y-6">
      <Section title={scaffold.title}>
        <p className="text-sm text-slate-700">
          {scaffold.limit} {scaffold.mechanismNote}
        </p>
        <p className="text-sm text-slate-700">
          Your words placed so far: {scaffold.characters.toLocaleString('en-US')} of about{' '}
          {scaffold.limitCharacters.toLocaleString('en-US')} characters.
        </p>
        <ol className="space-y-3">
          {scaffold.parts.map((part) => (
            <li key={part.id} className="rounded-lg border border-slate-200 p-3">
              <p className="font-medium text-slate-900">{part.heading}</p>
              {part.placed.length > 0 ? (
                <div className="mt-1 space-y-1">
                  {part.placed.map((entry, i) => (
                    <p key={i} className="text-sm break-words whitespace-pre-line text-slate-800">
                      {entry.text} <span className="text-xs text-slate-600">(from your {entry.from})</span>
                    </p>
                  ))}
                </div>
              ) : (
                <p className="mt-1 text-sm text-amber-900">
                  <span className="font-medium">To answer: </span>
                  {part.question}
                </p>
              )}
              <p className="mt-1 text-xs text-slate-600">{part.guidance}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section title="Evidence for the Significance">
        <StatusNote status={evidence.status} />
        {evidence.quotes.length > 0 && (
          <KnownReferences.Provider value={known}>
            <p className="text-sm text-slate-700">
              Quoted verbatim from the abstracts of works retrieved for “{evidence.query}”; what they say is not yet
              known comes first. Cite them in your own sentences.
            </p>
            <ul className="space-y-2">
              {evidence.quotes.map((quote, i) => (
                <li key={i} className="text-sm text-slate-800">
                  {quote.kind === 'gap' && (
                    <Badge tone="amber" className="mr-2">
                      Gap
                    </Badge>
                  )}
                  <CitedText text={`“${quote.text}” [${quote.n}]`} />
                </li>
              ))}
            </ul>
            <h5 className="text-sm font-semibold text-slate-900">References</h5>
            <ReferenceList references={evidence.references} testId="grant-reference" />
          </KnownReferences.Provider>
        )}
      </Section>

      <Section title="Similar funded projects">
        <StatusNote status={similar.status} />
        {similar.searched
          .filter((entry) => entry.status.message && entry.status.message !== similar.status.message)
          .map((entry) => (
            <StatusNote key={entry.source} status={entry.status} />
          ))}
        {similar.projects.length > 0 && (
          <ScrollBox label="Similar funded projects" className="max-h-[28rem]">
            <Table className="w-full min-w-[40rem] text-sm">
              <caption className="sr-only">Funded projects most similar to your idea, most similar first</caption>
              <thead>
                <tr>
                  {['Project', 'PI', 'Organisation', 'Mechanism', 'Fiscal year', 'Amount', 'Source'].map((label) => (
                    <th key={label} scope="col" className={`${cell} font-medium text-slate-700`}>
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {similar.projects.map((project) => (
                  <tr key={`${project.source}-${project.id}-${project.fiscalYear ?? ''}`}>
                    <td className={cell}>
                      {project.url ? <ExternalLink href={project.url}>{project.title}</ExternalLink> : project.title}
                    </td>
                    <td className={cell}>{project.pis.join(', ') || '—'}</td>
                    <td className={cell}>{project.organisation ?? '—'}</td>
                    <td className={cell}>{project.mechanism ?? '—'}</td>
                    <td className={cell}>{project.fiscalYear ?? '—'}</td>
                    <td className={cell}>{project.amount === null ? 'not given' : dollars(project.amount)}</td>
                    <td className={cell}>{FUNDING_SOURCE_NAMES[project.source]}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </ScrollBox>
        )}
        <p className="text-xs text-slate-600">{similar.method}</p>
      </Section>

      <Section title="Amounts per mechanism">
        <StatusNote status={amounts.status} />
        {amounts.rows.length > 0 && (
          <ScrollBox label="Amounts per mechanism">
            <Table className="w-full min-w-[36rem] text-sm">
              <caption className="sr-only">Award amounts per source and mechanism, with their fiscal years</caption>
              <thead>
                <tr>
                  {['Source', 'Mechanism', 'Projects', 'Fiscal years', 'Median', 'Middle half', 'Range'].map(
                    (label) => (
                      <th key={label} scope="col" className={`${cell} font-medium text-slate-700`}>
                        {label}
                      </th>
                    ),
                  )}
                </tr>
              </thead>
              <tbody>
                {amounts.rows.map((row) => (
                  <tr
                    key={`${row.source}-${row.mechanism}`}
                    className={chosen.has(row.mechanism) ? 'bg-brand-50' : undefined}
                  >
                    <td className={cell}>{FUNDING_SOURCE_NAMES[row.source]}</td>
                    <td className={cell}>
                      {row.mechanism}
                      {chosen.has(row.mechanism) && <span className="sr-only"> (your mechanism)</span>}
                    </td>
                    <td className={cell}>{row.count}</td>
                    <td className={cell}>{yearsOf(row.fiscalYears)}</td>
                    <td className={cell}>{dollars(row.median)}</td>
                    <td className={cell}>
                      {dollars(row.q1)}–{dollars(row.q3)}
                    </td>
                    <td className={cell}>
                      {dollars(row.min)}–{dollars(row.max)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </ScrollBox>
        )}
        <p className="text-xs text-slate-600">{amounts.note}</p>
      </Section>

      {priorAwards && (
        <Section title="Your prior awards">
          <StatusNote status={priorAwards.status} />
          {priorAwards.author && (
            <p className="text-sm text-slate-700">
              OpenAlex author {priorAwards.author.name}
              {priorAwards.author.institutions.length ? ` (${priorAwards.author.institutions.join('; ')})` : ''}.
            </p>
          )}
          <p className="text-xs text-slate-600">{priorAwards.match}</p>
          {priorAwards.awards.length > 0 && (
            <ul className="space-y-1 text-sm">
              {priorAwards.awards.map((award) => (
                <li key={`${award.source}-${award.id}`}>
                  {award.url ? <ExternalLink href={award.url}>{award.title}</ExternalLink> : award.title} —{' '}
                  {[
                    award.organisation,
                    award.mechanism,
                    award.fiscalYear === null ? null : `FY${award.fiscalYear}`,
                    award.amount === null ? null : dollars(award.amount),
                    FUNDING_SOURCE_NAMES[award.source],
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                  {award.sameInstitution && (
                    <Badge tone="green" className="ml-2">
                      At your institution
                    </Badge>
                  )}
                </li>
              ))}
            </ul>
          )}
        </Section>
      )}

      <Section title="Open opportunities">
        <StatusNote status={opportunities.status} />
        {opportunities.items.length > 0 && (
          <ul className="space-y-2 text-sm">
            {opportunities.items.map((item) => (
              <li key={item.id} className="rounded-lg bg-slate-50 p-2">
                <ExternalLink href={item.url}>{item.title}</ExternalLink>
                <span className="mt-0.5 block text-xs text-slate-700">
                  <Badge tone={item.status === 'posted' ? 'green' : 'slate'} className="mr-2">
                    {item.status === 'posted' ? 'Posted' : 'Forecasted'}
                  </Badge>
                  {[
                    item.number,
                    item.agency,
                    item.closeDate
                      ? `closes ${shownDate(item.closeDate) ?? ''}`
                      : item.status === 'forecasted'
                        ? 'no close date yet'
                        : 'no close date given',
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </li>
            ))}
          </ul>
        )}
        <p className="text-xs text-slate-600">
          From Grants.gov, posted and forecasted, for “{opportunities.keyword}”
          {opportunities.total !== null ? ` (${opportunities.total.toLocaleString('en-US')} in all)` : ''}.
        </p>
      </Section>

      <Section title="Critique">
        <p className="text-xs text-slate-600">Held to: {critique.criteria.join('; ')}.</p>
        {critique.text && (
          <div className="rounded-lg border border-slate-200 p-3 text-sm break-words whitespace-pre-line text-slate-800">
            {critique.text}
          </div>
        )}
        <p className="text-sm text-slate-700">{critique.note}</p>
      </Section>

      <p className="text-xs text-slate-600">
        {result.calls} of {result.budget} upstream calls used; answers are kept for the day. Generated{' '}
        {new Date(result.generatedAt).toLocaleString('en-GB', { timeZone: 'UTC' })} UTC.
      </p>
    </div>
  )
}
