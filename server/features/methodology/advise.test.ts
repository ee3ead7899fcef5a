import { describe, expect, test } from 'vitest'
import { AdviceInputSchema, GuidelineIdSchema, type AdviceInput } from '#shared/contract/methodology'
import { advise } from './advise'
import { readAim } from './advice/aim'

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

describe('the reporting guideline follows the answers', () => {
  const guidelineOf = (input: AdviceInput) => adviceFor(input).guideline.id
  const MEASURED = { outcomeType: 'continuous', groups: 2 } as const

  test.each([
    ['CONSORT', { researchQuestion: 'Does a tutoring program raise grades?', canRandomise: true, ...MEASURED }],
    ['STROBE', { researchQuestion: 'Does a tutoring program raise grades?', canRandomise: false, ...MEASURED }],
    ['STROBE', { researchQuestion: 'Is sleep related to grades?', studyType: 'Quantitative' }],
    ['STARD', { researchQuestion: 'How accurately does an app detect atrial fibrillation?' }],
    ['COSMIN', { researchQuestion: 'Is the new anxiety scale reliable?' }],
    ['TRIPOD', { researchQuestion: 'Can heart-rate variability predict burnout?' }],
    ['CARE', { researchQuestion: 'A case report of a rare drug reaction' }],
    ['CARE', { researchQuestion: 'A single case of recovery', population: 'a patient with aphasia' }],
    ['PRISMA', { researchQuestion: 'A systematic review of peer tutoring' }],
    ['PRISMA-ScR', { researchQuestion: 'A scoping review of peer tutoring' }],
    ['PRISMA-ScR', { researchQuestion: 'Mapping the literature on tutoring', studyType: 'Literature Review' }],
    ['COREQ', { researchQuestion: 'How do nurses experience night shifts? Interviews.' }],
    ['COREQ', { researchQuestion: 'How do parents perceive homework? Focus groups.' }],
    ['SRQR', { researchQuestion: 'How do nurses experience night shifts?' }],
    ['SRQR', { researchQuestion: 'A case study of one school’s timetable reform', aim: 'describe-case' }],
    ['ARRIVE', { researchQuestion: 'Does enrichment reduce stress in mice?', unit: 'animals', canRandomise: true }],
    ['PRISMA', { researchQuestion: 'Do tutoring programs raise grades?', unit: 'studies' }],
  ] as const)('%s for %j', (guideline, input) => {
    expect(guidelineOf(input)).toBe(guideline)
  })

  test('CONSORT only where participants can be randomised: not without randomisation, not for records', () => {
    const question = 'Does a tutoring program raise grades?'
    expect(guidelineOf({ researchQuestion: question, canRandomise: false })).not.toBe('CONSORT')
    expect(guidelineOf({ researchQuestion: question, unit: 'documents' })).toBe('STROBE')
    expect(fitOf(adviceFor({ researchQuestion: question, unit: 'documents' }), 'experimental')).toBe('unsuitable')
  })

  test('STARD, COSMIN, TRIPOD and CARE are not chosen for an intervention question', () => {
    const advice = adviceFor({ researchQuestion: 'Does a tutoring program raise grades?', canRandomise: true })
    expect(['STARD', 'COSMIN', 'TRIPOD', 'CARE']).not.toContain(advice.guideline.id)
  })

  test('PRISMA-ScR only for a scoping review; COREQ only when interviews or focus groups are named', () => {
    expect(guidelineOf({ researchQuestion: 'A systematic review of scopolamine trials' })).toBe('PRISMA')
    expect(guidelineOf({ researchQuestion: 'Is time spent interviewing related to hiring accuracy?' })).toBe('STROBE')
    expect(guidelineOf({ researchQuestion: 'How do nurses experience night shifts? A diary study.' })).toBe('SRQR')
  })

  test('ARRIVE only for animals: an animal question about people’s pets studies people', () => {
    expect(guidelineOf({ researchQuestion: 'How do owners experience their dog’s illness?' })).toBe('SRQR')
  })

  test('a review of studies gives no animal or trial guideline, whatever else is answered', () => {
    expect(
      guidelineOf({ researchQuestion: 'What is known about enrichment?', unit: 'studies', canRandomise: true }),
    ).toBe('PRISMA')
  })

  test('every guideline is reachable from some answers', () => {
    const answers: AdviceInput[] = [
      { researchQuestion: 'Does a program help?', canRandomise: true },
      { researchQuestion: 'Is sleep related to grades?' },
      { researchQuestion: 'How do nurses experience night shifts?' },
      { researchQuestion: 'How do nurses experience night shifts? Interviews.' },
      { researchQuestion: 'How accurately does an app detect atrial fibrillation?' },
      { researchQuestion: 'A systematic review of tutoring' },
      { researchQuestion: 'A scoping review of tutoring' },
      { researchQuestion: 'Is the new scale reliable?' },
      { researchQuestion: 'Does enrichment reduce stress?', unit: 'animals' },
      { researchQuestion: 'What predicts burnout?' },
      { researchQuestion: 'A case report of a rare reaction' },
    ]
    const reached = new Set(answers.map((input) => guidelineOf(input)))
    expect([...reached].sort()).toEqual([...GuidelineIdSchema.options].sort())
  })
})

describe('the population is read by written rules', () => {
  const ETHICS_QUESTION = 'Does a reading program improve reading scores?'
  const idsOf = (advice: ReturnType<typeof advise>) => advice.ethics.map((item) => item.id)
  const phase = (advice: ReturnType<typeof advise>, name: string) => advice.phases.find((item) => item.name === name)

  test('minors named in the population add consent, assent and safeguarding without the tick, and lengthen ethics review', () => {
    const plain = adviceFor({ researchQuestion: ETHICS_QUESTION, population: 'adult learners at a college' })
    const children = adviceFor({ researchQuestion: ETHICS_QUESTION, population: 'children aged 8–11 in two schools' })
    expect(idsOf(plain)).not.toContain('ethics-parental-consent')
    expect(idsOf(children)).toEqual(expect.arrayContaining(['ethics-parental-consent', 'ethics-safeguarding']))
    expect(children.ethics.find((item) => item.id === 'ethics-safeguarding')?.because).toBe(
      'Your population names minors (“children”).',
    )
    expect(phase(children, 'Ethics approval')).toMatchObject({ weeks: 8 })
    expect(phase(children, 'Ethics approval')?.because).toContain('your population names minors')
    expect(phase(plain, 'Ethics approval')?.weeks).toBe(4)
  })

  test('a group both ticked and named gives its items once, with the tick’s reason', () => {
    const advice = adviceFor({ researchQuestion: ETHICS_QUESTION, population: 'pupils', ethicsFlags: ['minors'] })
    const consent = advice.ethics.filter((item) => item.id === 'ethics-parental-consent')
    expect(consent).toHaveLength(1)
    expect(consent[0]?.because).toBe('Participants include minors.')
  })

  test.each([
    ['inpatients on a stroke unit', 'ethics-clinical-site', 8],
    ['men in prison', 'ethics-prison-access', 8],
    ['adults with dementia in care homes', 'ethics-capacity', 8],
    ['the students I teach in first-year statistics', 'ethics-dual-role', 4],
  ])('%j adds %s, with an ethics review of %i weeks', (population, item, weeks) => {
    const advice = adviceFor({ researchQuestion: ETHICS_QUESTION, population })
    expect(idsOf(advice)).toContain(item)
    expect(phase(advice, 'Ethics approval')?.weeks).toBe(weeks)
  })

  test('a population of documents, studies or animals adds no participant ethics', () => {
    expect(idsOf(adviceFor({ researchQuestion: 'What is known about tutoring?', population: 'children' }))).toEqual([
      'ethics-exemption',
      'ethics-licences',
    ])
    expect(
      idsOf(adviceFor({ researchQuestion: ETHICS_QUESTION, unit: 'documents', population: 'patients' })),
    ).not.toContain('ethics-clinical-site')
  })

  test('the phased plan writes eligibility criteria, then screens and recruits the population with each group’s step', () => {
    const advice = adviceFor({ researchQuestion: ETHICS_QUESTION, population: 'children aged 8–11' })
    expect(phase(advice, 'Literature review and design')?.tasks).toContain(
      'Write the eligibility criteria: which children aged 8–11 are included, and who is excluded',
    )
    expect(phase(advice, 'Recruitment and data collection')?.tasks).toEqual([
      'Recruit children aged 8–11 and obtain consent',
      'Screen each person against the eligibility criteria; count those approached, eligible, consenting and analysed',
      'Ask parents or guardians for consent first, then each child for their own assent',
      'Collect the data',
      'Check data quality weekly',
    ])
    const without = adviceFor({ researchQuestion: ETHICS_QUESTION })
    expect(phase(without, 'Recruitment and data collection')?.tasks).toEqual([
      'Recruit and obtain consent',
      'Collect the data',
      'Check data quality weekly',
    ])
  })

  test('a review takes the population into its eligibility criteria', () => {
    const advice = adviceFor({ researchQuestion: 'A systematic review of tutoring', population: 'first-year students' })
    expect(phase(advice, 'Protocol and registration')?.tasks).toContain(
      'Draft eligibility criteria, with the population: first-year students',
    )
  })

  test('the sampling note names the population and the sample size, and is null without a population', () => {
    const advice = adviceFor({
      researchQuestion: ETHICS_QUESTION,
      population: 'nursing students',
      canRandomise: true,
      ...{ groups: 2, outcomeType: 'continuous' },
    })
    expect(advice.analysis.sampling).toMatch(/^Draw the 128 participants from nursing students: a random sample/)
    expect(adviceFor({ researchQuestion: ETHICS_QUESTION }).analysis.sampling).toBeNull()
  })

  test.each([
    [{ unit: 'groups' }, /design effect 1 \+ \(m − 1\)·ICC/],
    [{ population: 'my own students' }, /convenience sample of one setting/],
    [
      { researchQuestion: 'How do nurses experience night shifts?', studyType: 'Qualitative' },
      /^Sample second-year students purposively/,
    ],
    [{ researchQuestion: 'How do nurses experience night shifts?' }, /interviews, choose participants purposively/],
    [{ researchQuestion: 'A systematic review of tutoring' }, /eligibility criterion, not a sample/],
    [{ unit: 'documents' }, /state the source, the period covered/],
    [{ unit: 'animals' }, /allocate them to groups at random/],
  ] as const)('the sampling note for %j says %s', (answers, note) => {
    const advice = adviceFor({ researchQuestion: ETHICS_QUESTION, population: 'second-year students', ...answers })
    expect(advice.analysis.sampling).toMatch(note)
  })
})
