import { expect, test } from 'vitest'
import { AdviceInputSchema, type AdviceInput } from '../../../shared/contract/methodology'
import { advise, readAim } from './advise'

const adviceFor = (input: AdviceInput) => advise(AdviceInputSchema.parse(input))
const fitOf = (advice: ReturnType<typeof advise>, id: string) => advice.designs.find((design) => design.id === id)?.fit

test.each([
  ['Does a mindfulness program reduce exam anxiety in first-year students?', 'evaluate-intervention', 'program'],
  ['How do nurses experience night shifts?', 'explore-experiences', 'experience'],
  ['What is the relationship between sleep and grades?', 'relate-variables', 'relationship'],
  ['A scoping review of peer tutoring in engineering', 'synthesise-literature', 'scoping review'],
  ['Can heart-rate variability predict burnout?', 'predict', 'predict'],
  ['How accurately does a smartphone app detect atrial fibrillation?', 'diagnostic-accuracy', 'accurately'],
])('the aim of %j is read from a phrase of it', (question, aim, phrase) => {
  const reading = readAim(AdviceInputSchema.parse({ researchQuestion: question }))
  expect(reading).toMatchObject({ aim, aimSource: 'question' })
  expect(reading.matchedPhrase).toContain(phrase)
})

test("the wizard's answer outranks the question's wording, and the study type is the last resort", () => {
  expect(
    readAim(AdviceInputSchema.parse({ researchQuestion: 'How do nurses experience shifts?', aim: 'compare-groups' })),
  ).toMatchObject({ aim: 'compare-groups', aimSource: 'answer' })
  expect(
    readAim(AdviceInputSchema.parse({ researchQuestion: 'Sleep and grades', studyType: 'Qualitative' })),
  ).toMatchObject({ aim: 'explore-experiences', aimSource: 'study type' })
})

test('a randomisable intervention gets a randomised experiment, CONSORT, an independent t-test and 64 per group at d = 0.5', () => {
  const advice = adviceFor({
    researchQuestion: 'Does a mindfulness program reduce exam anxiety?',
    canRandomise: true,
    groups: 2,
    outcomeType: 'continuous',
    studyType: 'Experimental',
  })
  expect(advice.designs[0]).toMatchObject({ id: 'experimental', fit: 'recommended' })
  expect(advice.guideline.id).toBe('CONSORT')
  expect(advice.guideline.items[0]?.id).toBe('CONSORT-1')
  expect(advice.analysis.power).toEqual({ test: 't-independent', effect: 0.5 })
  expect(advice.analysis.sampleSize).toEqual({ n: 64, unit: 'per group', totalN: 128 })
  expect(advice.phases.find((phase) => phase.name === 'Recruitment and data collection')?.because).toContain(
    '128 participants',
  )
})

test('without random assignment the experiment is unsuitable and the quasi-experiment leads, reported by STROBE', () => {
  const advice = adviceFor({
    researchQuestion: 'Does a new curriculum improve maths scores?',
    canRandomise: false,
    studyType: 'Quantitative',
  })
  expect(fitOf(advice, 'experimental')).toBe('unsuitable')
  expect(fitOf(advice, 'quasi-experimental')).toBe('recommended')
  expect(advice.guideline.id).toBe('STROBE')
})

test('an experience question gets a qualitative design, COREQ for interviews, thematic analysis and no power calculation', () => {
  const advice = adviceFor({
    researchQuestion: 'How do nurses experience night shifts? Semi-structured interviews.',
    studyType: 'Qualitative',
  })
  expect(fitOf(advice, 'qualitative')).toBe('recommended')
  expect(fitOf(advice, 'experimental')).toBe('unsuitable')
  expect(advice.guideline.id).toBe('COREQ')
  expect(advice.analysis.test).toContain('thematic analysis')
  expect(advice.analysis.power).toBeNull()
})

test('three groups measured once plan a one-way ANOVA with Tukey and its sample size', () => {
  const advice = adviceFor({
    researchQuestion: 'Compare three teaching methods on test scores',
    groups: 3,
    repeatedMeasures: false,
    outcomeType: 'continuous',
  })
  expect(advice.analysis.test).toContain('One-way ANOVA')
  expect(advice.analysis.power).toEqual({ test: 'anova-one-way', effect: 0.25, groups: 3 })
  expect(advice.analysis.sampleSize?.unit).toBe('per group')
})

test('a review has no participants: PRISMA, an exemption check instead of consent, and review phases', () => {
  const advice = adviceFor({ researchQuestion: 'What is known about peer tutoring?', studyType: 'Literature Review' })
  expect(advice.designs[0]?.id).toBe('review')
  expect(advice.guideline.id).toBe('PRISMA')
  expect(advice.ethics.map((item) => item.id)).toContain('ethics-exemption')
  expect(advice.ethics.map((item) => item.id)).not.toContain('ethics-consent')
  expect(advice.phases.map((phase) => phase.name)).toContain('Screening')
})

test('ethics flags add their items and lengthen the ethics phase', () => {
  const plain = adviceFor({ researchQuestion: 'Is screen time related to sleep in teenagers?' })
  const flagged = adviceFor({
    researchQuestion: 'Is screen time related to sleep in teenagers?',
    ethicsFlags: ['minors', 'health-data'],
  })
  const ids = flagged.ethics.map((item) => item.id)
  expect(ids).toEqual(expect.arrayContaining(['ethics-parental-consent', 'ethics-safeguarding', 'ethics-health-law']))
  const weeks = (advice: typeof plain) => advice.phases.find((phase) => phase.name === 'Ethics approval')?.weeks
  expect(weeks(flagged)).toBeGreaterThan(weeks(plain) ?? 0)
  expect(flagged.totalWeeks).toBe(flagged.phases.reduce((sum, phase) => sum + phase.weeks, 0))
})

test('animals are reported by ARRIVE with the 3Rs', () => {
  const advice = adviceFor({
    researchQuestion: 'Does enrichment reduce stress behaviour in mice?',
    unit: 'animals',
    canRandomise: true,
  })
  expect(advice.guideline.id).toBe('ARRIVE')
  expect(advice.ethics.map((item) => item.id)).toContain('ethics-3rs')
})

test('what the advice assumed is said, and what the user answered is not', () => {
  expect(adviceFor({ researchQuestion: 'Does a program improve grades?' }).assumptions).toEqual(
    expect.arrayContaining(['Two groups are assumed.', 'The outcome is assumed to be a continuous measurement.']),
  )
  expect(
    adviceFor({ researchQuestion: 'Does a program improve grades?', groups: 2, outcomeType: 'binary', unit: 'people' })
      .assumptions,
  ).not.toContain('Two groups are assumed.')
})

test('the question is required with the spec’s message', () => {
  const parsed = AdviceInputSchema.safeParse({ researchQuestion: '   ' })
  expect(parsed.error?.issues[0]?.message).toBe('Please enter your research question for methodology recommendations.')
})

test('three or more repeated measurements get repeated-measures ANOVA with its sample size (ρ = .5, ε = 1 assumed)', () => {
  const advice = advise(
    AdviceInputSchema.parse({
      researchQuestion: 'Does anxiety change over the school year?',
      aim: 'compare-groups',
      groups: 3,
      repeatedMeasures: true,
      outcomeType: 'continuous',
    }),
  )
  expect(advice.analysis.power).toEqual({
    test: 'anova-repeated-measures',
    effect: 0.25,
    measurements: 3,
    correlation: 0.5,
  })
  // λ = f²·N·m/(1 − ρ) = 0.0625 · 28 · 3 / 0.5 = 10.5 on F(2, 54) reaches .80; 27 does not.
  expect(advice.analysis.sampleSize).toEqual({ n: 28, unit: 'participants', totalN: 28 })
  expect(advice.assumptions).toContain('The repeated measures are assumed to correlate at .5, with sphericity (ε = 1).')
})

test('predicting a yes/no outcome gets logistic regression with a sample size by Hsieh et al. from a stated odds ratio', () => {
  const advice = advise(
    AdviceInputSchema.parse({ researchQuestion: 'What predicts dropout in first year?', outcomeType: 'binary' }),
  )
  expect(advice.analysis.test).toBe('Logistic regression')
  expect(advice.analysis.power).toEqual({ test: 'logistic-regression', effect: 1.5, baseProbability: 0.5 })
  // (1.959964 + 0.841621)² / (0.25 · ln(1.5)²) = 190.9 → 191
  expect(advice.analysis.sampleSize).toEqual({ n: 191, unit: 'participants', totalN: 191 })
  expect(advice.assumptions.join(' ')).toMatch(/odds ratio of 1\.5 per SD/)
})
