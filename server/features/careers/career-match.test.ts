import { join } from 'node:path'
import { expect, test } from 'vitest'
import { CAREER_SKILLS, RIASEC, WORK_VALUES, type CareerAnswers } from '#shared/contract/careers'
import { projectRoot } from '../../lib/paths'
import { blsYearsOf, onetVersionOf, readCareerData } from './career-import'
import {
  archetypeFits,
  blsFigures,
  codeAgreement,
  codeOf,
  describeOccupation,
  gapPlan,
  pearson,
  rankByInterests,
  scoreOccupations,
  skillPart,
  userLevel,
  valuePart,
  type OccupationRecord,
} from './career-match'

const FIXTURE = join(projectRoot, 'server/test/fixtures/careers')

/** Answers: every skill at `skill`, interests and values as given (the rest 1). */
function answersOf(
  skill: number,
  interests: Partial<Record<(typeof RIASEC)[number]['id'], number>>,
  values: Partial<Record<(typeof WORK_VALUES)[number]['id'], number>> = {},
  skills: Record<string, number> = {},
): CareerAnswers {
  return {
    skills: Object.fromEntries(CAREER_SKILLS.map((s) => [s.id, skills[s.id] ?? skill])) as CareerAnswers['skills'],
    interests: Object.fromEntries(RIASEC.map((r) => [r.id, interests[r.id] ?? 1])) as CareerAnswers['interests'],
    values: Object.fromEntries(WORK_VALUES.map((v) => [v.id, values[v.id] ?? 1])) as CareerAnswers['values'],
  }
}

const data = readCareerData(FIXTURE)
const occupations = data.occupations as OccupationRecord[]

test('the fixture reads as O*NET and BLS publish it: version, years, codes, suppressed rows left out', () => {
  expect(data).toMatchObject({ onetVersion: '29.0', blsRelease: '2024–34', wageYear: '2024' })
  expect(data.occupations).toHaveLength(7)
  const developers = data.occupations.find((o) => o.code === '15-1252.00')
  expect(developers).toMatchObject({ soc: '15-1252', jobZone: 4, interestCode: 'ICR' })
  expect(developers?.interests).toEqual([2.6, 6.7, 3.0, 1.5, 3.2, 5.4])
  expect(developers?.skills?.['2.B.3.e']).toEqual({ im: 4.6, lv: 5.4 })
  expect(developers?.topKnowledge?.[0]).toBe('Computers and Electronics')
  // a third high point of 0 means none
  expect(data.occupations.find((o) => o.code === '11-1011.00')?.interestCode).toBe('EC')
  // Recommend Suppress = Y is not read
  expect(data.occupations.find((o) => o.code === '47-2031.01')?.skills?.['2.B.5.b']).toBeUndefined()
  // detailed rows only, cells as published
  expect(data.projections.map((p) => p.soc)).not.toContain('11-0000')
  expect(data.projections.find((p) => p.soc === '11-1011')).toMatchObject({
    title: 'Chief executives',
    medianWage: '>=$239,200',
    changePercent: '-1.2',
  })
  expect(data.projections.find((p) => p.soc === '25-1022')?.medianWage).toBe('—')
})

test('versions and years come from the files’ own words', () => {
  expect(onetVersionOf('O*NET 30.1 Database\nNovember 2025 Release')).toBe('30.1')
  expect(onetVersionOf('a read me')).toBeNull()
  expect(blsYearsOf(['Employment change, percent, 2025–35', 'Median annual wage, dollars, 2025[1]'])).toEqual({
    release: '2025–35',
    wageYear: '2025',
  })
  expect(blsYearsOf(['Employment, 2024'])).toBeNull()
})

test('skills: the importance-weighted share of the level covered; matches and the largest gaps', () => {
  const developers = occupations.find((o) => o.code === '15-1252.00') as OccupationRecord
  const expert = skillPart(answersOf(5, {}), developers.skills ?? {})
  expect(expert.score).toBe(1)
  expect(expert.gaps).toEqual([])
  expect(expert.matches.map((m) => m.name)).toEqual(['Programming', 'Complex Problem Solving', 'Technology Design'])

  const none = skillPart(answersOf(0, {}), developers.skills ?? {})
  expect(none.score).toBe(0)
  expect(none.gaps.map((g) => g.name)).toEqual(['Programming', 'Complex Problem Solving', 'Technology Design'])

  // programming expert, the rest at 2 (2.8 on the 0–7 scale): programming matches, and is no gap
  const programmer = skillPart(answersOf(2, {}, {}, { '2.B.3.e': 5 }), developers.skills ?? {})
  expect(programmer.matches.map((m) => m.name)).toEqual(['Programming'])
  expect(programmer.gaps.map((g) => g.name)).not.toContain('Programming')
  expect(programmer.score).toBeGreaterThan(none.score)
  expect(programmer.score).toBeLessThan(1)
  expect(userLevel(5)).toBe(7)
})

test('values: what you value that the occupation offers; a highly rated value it hardly offers conflicts', () => {
  const carpenters = occupations.find((o) => o.code === '47-2031.01') as OccupationRecord
  const wantsIndependence = valuePart(answersOf(3, {}, { independence: 5 }), carpenters.workValues ?? [])
  expect(wantsIndependence.conflicts.map((c) => c.name)).toEqual(['Independence'])
  expect(wantsIndependence.conflicts[0]?.why).toContain('2.8 of 7')
  const wantsAchievement = valuePart(answersOf(3, {}, { achievement: 5 }), carpenters.workValues ?? [])
  expect(wantsAchievement.conflicts).toEqual([])
  expect(wantsAchievement.score).toBeGreaterThan(wantsIndependence.score)
})

test('RIASEC codes: ratings to a code, O*NET order on ties; agreement by position', () => {
  expect(codeOf([1, 5, 2, 4, 1, 3])).toBe('ISC')
  expect(codeOf([3, 3, 3, 3, 3, 3])).toBe('RIA')
  expect(codeAgreement('ICR', 'ICR')).toBe(1)
  expect(codeAgreement('ICR', 'IRC')).toBe(0.5)
  expect(codeAgreement('ICR', 'EC')).toBeCloseTo(2 / 6)
  expect(pearson([1, 2, 3], [2, 4, 6])).toBeCloseTo(1)
  expect(pearson([1, 1, 1], [2, 4, 6])).toBeNull()
})

test('ranking by interests alone puts the occupation with that interest code first', () => {
  expect(rankByInterests([1, 7, 1, 1, 1, 6], occupations)[0]?.code).toBe('15-1252.00')
  expect(rankByInterests([7, 1, 1, 1, 1, 5], occupations)[0]?.code).toBe('47-2031.01')
  expect(rankByInterests([1, 2, 1, 3, 7, 6], occupations)[0]?.code).toBe('11-1011.00')
})

test('the same answers give the same order; a programmer who likes ideas gets software developers first', () => {
  const answers = answersOf(
    2,
    { investigative: 5, conventional: 4, realistic: 2 },
    { achievement: 5 },
    {
      '2.B.3.e': 5,
      '2.B.2.i': 4,
      '2.B.3.b': 4,
    },
  )
  const first = scoreOccupations(answers, occupations).map((s) => s.occupation.code)
  expect(scoreOccupations(answers, occupations).map((s) => s.occupation.code)).toEqual(first)
  expect(first[0]).toBe('15-1252.00')
})

test('each occupation’s figures say their source and year; text wages are shown as published', () => {
  const years = { blsRelease: '2024–34', wageYear: '2024' }
  const projections = new Map(data.projections.map((p) => [p.soc, { ...p }]))
  const answers = answersOf(3, { enterprising: 5, conventional: 4 })
  const scored = scoreOccupations(answers, occupations)
  const fits = scored.map((s) => describeOccupation(answers, s, projections, years))
  const chief = fits.find((f) => f.code === '11-1011.00')
  expect(chief?.bls?.medianPay).toMatchObject({ value: '>=$239,200', year: '2024' })
  expect(chief?.bls?.growth).toMatchObject({ value: '-1.2 %', year: '2024–34' })
  expect(fits.find((f) => f.code === '15-1252.00')?.bls).toMatchObject({
    medianPay: { value: '$130,000' },
    growth: { value: '+16.7 %' },
    openings: { value: '110,000 a year' },
    entryEducation: { value: "Bachelor's degree" },
  })
  expect(fits.find((f) => f.code === '25-1022.00')?.bls?.medianPay.value).toBe('—')
  for (const fit of fits) {
    expect(fit.why).toMatch(/Skills \d+ % covered/)
    for (const figure of Object.values(fit.bls ?? {}).filter((v) => typeof v === 'object'))
      expect(figure).toMatchObject({ source: expect.stringContaining('BLS'), year: expect.stringMatching(/^\d{4}/) })
  }
  // the BLS aggregated row with no O*NET detail is not invented: Clinical Research Coordinators join 11-9121
  expect(fits.find((f) => f.code === '11-9121.01')?.bls?.soc).toBe('11-9121')
  expect(blsFigures({ ...data.projections[0]!, changePercent: '—' }, years).growth.value).toBe('—')
})

test('archetypes: from the answers alone without data, and nudged by the best occupation of their set with it', () => {
  const researcher = answersOf(
    3,
    { investigative: 5, social: 4, artistic: 3 },
    { achievement: 5, independence: 5 },
    {
      '2.A.1.f': 5,
      '2.A.1.c': 5,
    },
  )
  const alone = archetypeFits(researcher, null)
  expect(alone[0]?.id).toBe('academic-researcher')
  expect(alone.every((a) => a.occupations.length === 0)).toBe(true)
  const founder = answersOf(
    3,
    { enterprising: 5, investigative: 4 },
    { independence: 5, recognition: 5 },
    {
      '2.B.5.b': 5,
      '2.B.1.c': 5,
      '2.B.1.d': 5,
    },
  )
  expect(archetypeFits(founder, null)[0]?.id).toBe('research-entrepreneur')

  const withData = archetypeFits(researcher, scoreOccupations(researcher, occupations))
  const academic = withData.find((a) => a.id === 'academic-researcher')
  // the set's occupations (postsecondary teachers, life scientists), best first; interests I–S favour the teacher
  expect(academic?.occupations.map((o) => o.code)).toEqual(['25-1022.00', '19-1042.00'])
  const [best, next] = academic?.occupations ?? []
  expect(best?.fit).toBeGreaterThanOrEqual(next?.fit ?? 1)
  expect(academic?.why).toContain('best-fitting occupation for you')
})

test('the gap plan gathers the top occupations’ gaps, most shared first, with steps and in-app links', () => {
  const answers = answersOf(1, { investigative: 5 })
  const projections = new Map<string, never>()
  const fits = scoreOccupations(answers, occupations).map((s) => describeOccupation(answers, s, projections, null))
  const plan = gapPlan(fits)
  expect(plan.length).toBeGreaterThan(0)
  const counts = plan.map((p) => p.forOccupations.length)
  expect([...counts].sort((a, b) => b - a)).toEqual(counts)
  for (const step of plan) {
    expect(step.steps.length).toBeGreaterThan(0)
    expect(step.links.length).toBeGreaterThan(0)
    for (const link of step.links) expect(link.href).toMatch(/^\/research-(verse|pathways)$/)
  }
})
