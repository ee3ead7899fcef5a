/**
 * `npm run eval:grants` (issue 30 §3, decision 049).
 *
 * Ranking: the real NSF FY2017 award extract (../shared/data/funding/awards, read its README) is indexed whole
 * (server/features/grants/similar-projects: BM25 over title ×2 + abstract with the research engine's tokenizer).
 * Every SAMPLE_STRIDE-th award (by award id) is a query: its own title is the idea, ranked against all awards.
 * Scored: the award itself in the top 10; the same PI's earlier award (same first and last name, an earlier start
 * date) in the top 10, over the queries whose PI has one; either of the two.
 * Amounts: of the amounts the top 10s show, the share carrying their source and fiscal year (the federal fiscal
 * year of the award's first amendment letter, else of its start).
 * Checker: shared/grants/check-draft on the drafts of eval-grants-drafts.ts (written for this eval): findings whose
 * rule the draft breaks / all findings (precision), expected rules found (recall), findings on good drafts.
 */
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { buildProjectIndex, rankSimilarProjects } from '../server/features/grants'
import { federalFiscalYear, type FundedProject } from '../server/features/sources'
import { projectRoot } from '../server/lib/paths'
import { checkDraft } from '#shared/grants/check-draft'
import { DRAFT_CASES } from './eval-grants-drafts'

const dataDir = resolve(process.env.SHARED_DATA_DIR || join(projectRoot, '..', 'shared', 'data'))
const SAMPLE_STRIDE = 45
const TOP = 10

type Investigator = { first_name?: string; last_name?: string; role?: string }
type NsfBulkAward = {
  award_id: string
  title: string
  abstract: string | null
  amount: number | null
  instrument: string | null
  effective_date: string | null
  min_amd_letter_date: string | null
  investigators?: Investigator[]
  institution?: { name?: string } | null
  program_references?: { code?: string; text?: string }[]
}

function toProject(award: NsfBulkAward): FundedProject {
  const career =
    /^CAREER\b/i.test(award.title) || (award.program_references ?? []).some((reference) => reference.code === '1045')
  const pis = (award.investigators ?? [])
    .filter((person) => person.role === 'Principal Investigator')
    .map((person) => `${person.first_name ?? ''} ${person.last_name ?? ''}`.trim())
  return {
    source: 'nsf-awards',
    id: award.award_id,
    title: award.title,
    abstract: award.abstract,
    pis,
    organisation: award.institution?.name ?? null,
    mechanism: career ? 'CAREER' : award.instrument,
    fiscalYear: federalFiscalYear(award.min_amd_letter_date ?? award.effective_date),
    amount: award.amount,
    url: null,
    startDate: award.effective_date,
  }
}

const percent = (part: number, whole: number) => (whole ? `${((100 * part) / whole).toFixed(1)} %` : '—')

function main() {
  const file = join(dataDir, 'funding', 'awards', 'nsf-awards-2017.jsonl.gz')
  const awards = gunzipSync(readFileSync(file))
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => toProject(JSON.parse(line) as NsfBulkAward))
    .sort((a, b) => a.id.localeCompare(b.id))
  const started = performance.now()
  const index = buildProjectIndex(awards)
  const indexSeconds = (performance.now() - started) / 1000

  const byPi = new Map<string, FundedProject[]>()
  for (const award of awards) {
    for (const pi of award.pis) {
      const key = pi.toLowerCase()
      byPi.set(key, [...(byPi.get(key) ?? []), award])
    }
  }

  let queries = 0
  let own = 0
  let withEarlier = 0
  let earlierFound = 0
  let either = 0
  let shownAmounts = 0
  let amountsWithProvenance = 0
  const queryStarted = performance.now()
  for (let at = 0; at < awards.length; at += SAMPLE_STRIDE) {
    const award = awards[at] as FundedProject
    const top = rankSimilarProjects(index, award.title, TOP).map((entry) => entry.project)
    queries += 1
    const ownHit = top.some((project) => project.id === award.id)
    if (ownHit) own += 1
    const earlier = award.pis
      .flatMap((pi) => byPi.get(pi.toLowerCase()) ?? [])
      .filter((other) => other.id !== award.id && (other.startDate ?? '') < (award.startDate ?? ''))
    let earlierHit = false
    if (earlier.length) {
      withEarlier += 1
      const ids = new Set(earlier.map((other) => other.id))
      earlierHit = top.some((project) => ids.has(project.id))
      if (earlierHit) earlierFound += 1
    }
    if (ownHit || earlierHit) either += 1
    for (const project of top) {
      if (project.amount === null) continue
      shownAmounts += 1
      if (project.source.length > 0 && project.fiscalYear !== null) amountsWithProvenance += 1
    }
  }
  const querySeconds = (performance.now() - queryStarted) / 1000

  let findings = 0
  let rightFindings = 0
  let expectedRules = 0
  let foundRules = 0
  let goodDrafts = 0
  let falseAlarms = 0
  for (const draft of DRAFT_CASES) {
    const found = checkDraft(draft.text, draft.funder, draft.references)
    const expected = new Set(draft.expected)
    findings += found.length
    rightFindings += found.filter((finding) => expected.has(finding.rule)).length
    expectedRules += expected.size
    const rules = new Set(found.map((finding) => finding.rule))
    foundRules += [...expected].filter((rule) => rules.has(rule)).length
    if (!expected.size) {
      goodDrafts += 1
      falseAlarms += found.length
    }
    const wrong = found.filter((finding) => !expected.has(finding.rule))
    const missed = [...expected].filter((rule) => !rules.has(rule))
    if (wrong.length || missed.length) {
      console.log(
        `  ${draft.name}: unexpected ${wrong.map((f) => f.rule).join(', ') || '—'}; missed ${missed.join(', ') || '—'}`,
      )
    }
  }

  const rows: [string, string, string][] = [
    ['NSF awards indexed (FY2017 extract)', String(awards.length), `${indexSeconds.toFixed(1)} s to index`],
    [
      'queries (own title as the idea)',
      String(queries),
      `every ${SAMPLE_STRIDE}th award; ${querySeconds.toFixed(1)} s`,
    ],
    ['own award in top 10', `${own}/${queries}`, percent(own, queries)],
    [
      'same PI earlier award in top 10',
      `${earlierFound}/${withEarlier}`,
      `${percent(earlierFound, withEarlier)} of queries whose PI has one`,
    ],
    ['own or same-PI earlier in top 10 (goal ≥ 70 %)', `${either}/${queries}`, percent(either, queries)],
    [
      'shown amounts with source and fiscal year',
      `${amountsWithProvenance}/${shownAmounts}`,
      percent(amountsWithProvenance, shownAmounts),
    ],
    ['checker precision (findings of a broken rule)', `${rightFindings}/${findings}`, percent(rightFindings, findings)],
    ['checker recall (broken rules found)', `${foundRules}/${expectedRules}`, percent(foundRules, expectedRules)],
    ['checker false alarms on good drafts', `${falseAlarms} on ${goodDrafts} drafts`, ''],
  ]
  const widths = [0, 1, 2].map((column) => Math.max(...rows.map((row) => row[column]?.length ?? 0)))
  console.log('\neval:grants')
  for (const row of rows)
    console.log(
      `  ${row
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd()}`,
    )
}

main()
