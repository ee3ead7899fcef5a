/**
 * `npm run eval:careers` (issue 30 §3, decision 050): the Career Path Analyzer's matching on the real O*NET 29.0
 * database and BLS Employment Projections 2024–34 files (../shared/data/careers, or SHARED_DATA_DIR/careers), read
 * by the same import code the app uses.
 *
 * - Stability: for ANSWER_SETS seeded random assessments, the same answers twice give the same top three; and one
 *   answer moved by one step (a skill, an interest area or a value, ±1 within its scale) keeps how much of the top
 *   three (mean share) and the top one (share).
 * - RIASEC: a ranking on interests alone against O*NET's own interest high-point codes. For every two- and
 *   three-letter code held by ≥ 10 occupations, answers rating the code's letters 5, 4, 3 and the rest 1; the share
 *   of the top ten whose O*NET high-point code starts with that code (goal ≥ 0.8). Shown for the shipped interest
 *   score and for its profile correlation alone (the shipped score also counts agreement with the high-point code,
 *   which is what O*NET's own matching uses, so the correlation row is the check that does not lean on the codes).
 * - Figures: every figure the results show (BLS median pay, entry education, growth, openings of each top-ten
 *   occupation) has a source and a year; and the share of shown occupations with a BLS row.
 */
import { join, resolve } from 'node:path'
import { CAREER_SKILLS, RIASEC, WORK_VALUES, type CareerAnswers } from '#shared/contract/careers'
import { readCareerData } from '../server/features/careers/career-import'
import {
  describeOccupation,
  OCCUPATIONS_SHOWN,
  pearson,
  rankByInterests,
  scoreOccupations,
  type OccupationRecord,
  type ProjectionRecord,
} from '../server/features/careers/career-match'
import { projectRoot } from '../server/lib/paths'

const dataDir = resolve(process.env.SHARED_DATA_DIR || join(projectRoot, '..', 'shared', 'data'), 'careers')
const ANSWER_SETS = 200
const SEED = 20_261_128
const MIN_CODE_MEMBERS = 10

/** mulberry32: a small seeded generator, so every run scores the same answers. */
function random(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const int = (rand: () => number, lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1))

function randomAnswers(rand: () => number): CareerAnswers {
  return {
    skills: Object.fromEntries(CAREER_SKILLS.map((s) => [s.id, int(rand, 0, 5)])) as CareerAnswers['skills'],
    interests: Object.fromEntries(RIASEC.map((r) => [r.id, int(rand, 1, 5)])) as CareerAnswers['interests'],
    values: Object.fromEntries(WORK_VALUES.map((v) => [v.id, int(rand, 1, 5)])) as CareerAnswers['values'],
  }
}

/** One answer moved one step (within its scale), chosen at random among all 47. */
function perturb(answers: CareerAnswers, rand: () => number): CareerAnswers {
  const copy: CareerAnswers = {
    skills: { ...answers.skills },
    interests: { ...answers.interests },
    values: { ...answers.values },
  }
  const pick = int(rand, 0, CAREER_SKILLS.length + RIASEC.length + WORK_VALUES.length - 1)
  const step = rand() < 0.5 ? -1 : 1
  const move = (value: number, lo: number, hi: number) =>
    value + step < lo || value + step > hi ? value - step : value + step
  if (pick < CAREER_SKILLS.length) {
    const id = (CAREER_SKILLS[pick] as (typeof CAREER_SKILLS)[number]).id
    copy.skills[id] = move(copy.skills[id], 0, 5)
  } else if (pick < CAREER_SKILLS.length + RIASEC.length) {
    const id = (RIASEC[pick - CAREER_SKILLS.length] as (typeof RIASEC)[number]).id
    copy.interests[id] = move(copy.interests[id], 1, 5)
  } else {
    const id = (WORK_VALUES[pick - CAREER_SKILLS.length - RIASEC.length] as (typeof WORK_VALUES)[number]).id
    copy.values[id] = move(copy.values[id], 1, 5)
  }
  return copy
}

const fmt = (x: number, digits = 3) => x.toFixed(digits)
const pctText = (x: number) => `${(x * 100).toFixed(1)} %`

function main() {
  const started = Date.now()
  const data = readCareerData(dataDir)
  const occupations = data.occupations as OccupationRecord[]
  const projections = new Map<string, ProjectionRecord>(data.projections.map((p) => [p.soc, p]))
  const years = { blsRelease: data.blsRelease, wageYear: data.wageYear }
  const scorable = occupations.filter((o) => o.skills && o.interests && o.workValues)
  console.log(
    `O*NET ${data.onetVersion}: ${occupations.length} occupations, ${scorable.length} with skills, interests and values; BLS Employment Projections ${data.blsRelease}: ${data.projections.length} detailed occupations (wages ${data.wageYear}).`,
  )

  // Stability
  const rand = random(SEED)
  let sameTop3 = 0
  let keptTop3 = 0
  let keptTop1 = 0
  let figures = 0
  let sourced = 0
  let shown = 0
  let withBls = 0
  for (let n = 0; n < ANSWER_SETS; n++) {
    const answers = randomAnswers(rand)
    const first = scoreOccupations(answers, occupations)
    const again = scoreOccupations(answers, occupations)
    const top3 = first.slice(0, 3).map((s) => s.occupation.code)
    if (
      top3.join() ===
      again
        .slice(0, 3)
        .map((s) => s.occupation.code)
        .join()
    )
      sameTop3++
    const moved = scoreOccupations(perturb(answers, rand), occupations)
      .slice(0, 3)
      .map((s) => s.occupation.code)
    keptTop3 += top3.filter((code) => moved.includes(code)).length / 3
    if (moved[0] === top3[0]) keptTop1++
    for (const scored of first.slice(0, OCCUPATIONS_SHOWN)) {
      const fit = describeOccupation(answers, scored, projections, years)
      shown++
      if (!fit.bls) continue
      withBls++
      for (const figure of [fit.bls.medianPay, fit.bls.entryEducation, fit.bls.growth, fit.bls.openings]) {
        figures++
        if (figure.source.trim() && /^\d{4}/.test(figure.year)) sourced++
      }
    }
  }

  // RIASEC against O*NET's high-point codes
  const coded = occupations.filter((o) => o.interests && o.interestCode)
  const letters = ['R', 'I', 'A', 'S', 'E', 'C']
  const riasecRows: string[][] = []
  for (const length of [2, 3]) {
    const codes = [...new Set(coded.map((o) => (o.interestCode as string).slice(0, length)))]
      .filter((code) => code.length === length)
      .filter((code) => coded.filter((o) => (o.interestCode as string).startsWith(code)).length >= MIN_CODE_MEMBERS)
      .sort()
    const overlaps = { shipped: [] as number[], correlation: [] as number[] }
    for (const code of codes) {
      const vector = letters.map((letter) => (code.includes(letter) ? 5 - code.indexOf(letter) : 1))
      const share = (top: OccupationRecord[]) =>
        top.filter((o) => (o.interestCode as string).startsWith(code)).length / top.length
      overlaps.shipped.push(share(rankByInterests(vector, coded).slice(0, 10)))
      const byCorrelation = coded
        .map((o) => ({ o, r: pearson(vector, o.interests as number[]) ?? -1 }))
        .sort((a, b) => b.r - a.r || a.o.code.localeCompare(b.o.code))
        .slice(0, 10)
        .map((x) => x.o)
      overlaps.correlation.push(share(byCorrelation))
    }
    const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length
    for (const [name, xs] of Object.entries(overlaps))
      riasecRows.push([
        `RIASEC top-10 overlap, ${length}-letter codes (${codes.length}), ${name === 'shipped' ? 'shipped score' : 'correlation only'}`,
        `mean ${fmt(mean(xs))}, min ${fmt(Math.min(...xs), 1)}`,
        name === 'shipped' ? (mean(xs) >= 0.8 ? 'met (≥ 0.8)' : 'NOT met (≥ 0.8)') : 'for reference',
      ])
  }

  const rows: string[][] = [
    ['check', 'result', 'goal'],
    [
      `same answers → same top three (${ANSWER_SETS} answer sets)`,
      pctText(sameTop3 / ANSWER_SETS),
      sameTop3 === ANSWER_SETS ? 'met (100 %)' : 'NOT met (100 %)',
    ],
    ['one answer ±1 → top three kept (mean share)', fmt(keptTop3 / ANSWER_SETS), 'reported'],
    ['one answer ±1 → top one kept', pctText(keptTop1 / ANSWER_SETS), 'reported'],
    ...riasecRows,
    [
      `shown figures with source and year (${figures} figures)`,
      pctText(sourced / Math.max(figures, 1)),
      sourced === figures ? 'met (100 %)' : 'NOT met (100 %)',
    ],
    ['shown occupations with a BLS row', `${withBls} of ${shown} (${pctText(withBls / shown)})`, 'reported'],
  ]
  const [head = [], ...body] = rows
  const widths = head.map((_, c) => Math.max(...rows.map((r) => (r[c] ?? '').length)))
  const line = (r: string[]) => `| ${r.map((cell, c) => cell.padEnd(widths[c] ?? 0)).join(' | ')} |`
  console.log(line(head))
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`)
  for (const r of body) console.log(line(r))
  console.log(`(${((Date.now() - started) / 1000).toFixed(1)} s, seed ${SEED})`)
}

main()
