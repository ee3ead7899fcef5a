import { describe, expect, test } from 'vitest'
import { CollegeAnswersSchema, type CollegeAnswersInput } from '#shared/contract/colleges'
import {
  balancedOrder,
  combineScores as combine,
  DEFAULT_WEIGHTS,
  NEUTRAL_SCORE,
} from '#shared/contract/college-options'
import { ACADEMIC_INTERESTS, RESEARCH_AREAS } from '#shared/contract/college-options'
import { CIP_FAMILY_LABELS, INTEREST_CIP, RESEARCH_AREA_CIP } from './college-codes'
import { applyFilters, defaultWeightsFor, findByName, matchColleges, whyNot } from './college-match'
import { collegeTable, type Institution } from './college-features'
import { toRecommendation } from './college-recommendation'
import {
  academicFit,
  categorize,
  costFit,
  fitScore,
  outcomeFit,
  OUTSCORED_FIT,
  priceFor,
  programFit,
  researchFit,
  scoreInstitution,
} from './college-scores'

const answers = (input: CollegeAnswersInput = {}) => CollegeAnswersSchema.parse(input)

let nextId = 1
/** A hand-made institution: everything unreported unless given. */
function college(values: Partial<Institution> = {}): Institution {
  return {
    unitId: nextId++,
    opeId: null,
    name: `College ${nextId}`,
    alias: null,
    city: 'Springfield',
    state: 'MA',
    zip: null,
    url: null,
    netPriceCalculatorUrl: null,
    latitude: null,
    longitude: null,
    region: null,
    main: true,
    control: 1,
    locale: null,
    icLevel: 1,
    carnegieBasic: null,
    carnegieSizeSetting: null,
    carnegieUndergradProfile: null,
    predominantDegree: 3,
    highestDegree: 4,
    hbcu: false,
    menOnly: false,
    womenOnly: false,
    religiousAffiliation: null,
    distanceOnly: false,
    undergraduates: null,
    openAdmissions: null,
    admissionRate: null,
    satReading25: null,
    satReading75: null,
    satMath25: null,
    satMath75: null,
    satAverage: null,
    act25: null,
    act50: null,
    act75: null,
    tuitionInState: null,
    tuitionOutState: null,
    costOfAttendance: null,
    netPrice: null,
    netPriceByIncome: [null, null, null, null, null],
    pellShare: null,
    completion4: null,
    completionLess4: null,
    retention4: null,
    retentionLess4: null,
    studentFacultyRatio: null,
    medianEarnings6: null,
    medianEarnings10: null,
    medianDebt: null,
    programShares: {},
    category: 'bachelors',
    communityCollege: false,
    ...values,
  }
}

/** SAT middle 50 % of 1200-1400 (600-700 in each section). */
const satRange = { satReading25: 600, satReading75: 700, satMath25: 600, satMath75: 700 }

describe('hard filters', () => {
  test.each([
    ['locations', { locations: ['Texas'] }, { state: 'TX' }, { state: 'MA' }],
    ['Public', { schoolType: 'Public' }, { control: 1 }, { control: 2 }],
    ['Private', { schoolType: 'Private' }, { control: 3 }, { control: 1 }],
    ['Liberal Arts', { schoolType: 'Liberal Arts' }, { carnegieBasic: 21 }, { carnegieBasic: 22 }],
    ['Research University', { schoolType: 'Research University' }, { carnegieBasic: 16 }, { carnegieBasic: 18 }],
    ['Community College', { schoolType: 'Community College' }, { communityCollege: true }, { communityCollege: false }],
    ['Technical/Trade', { schoolType: 'Technical/Trade' }, { carnegieBasic: 8 }, { carnegieBasic: 2 }],
    ['Small', { schoolSize: 'Small (under 2,000)' }, { undergraduates: 1999 }, { undergraduates: 2000 }],
    ['Medium', { schoolSize: 'Medium (2,000-10,000)' }, { undergraduates: 10_000 }, { undergraduates: 10_001 }],
    ['Large', { schoolSize: 'Large (10,000-20,000)' }, { undergraduates: 20_000 }, { undergraduates: 9000 }],
    ['Very Large', { schoolSize: 'Very Large (over 20,000)' }, { undergraduates: 20_001 }, { undergraduates: null }],
    ['Urban', { campusEnvironment: 'Urban' }, { locale: 11 }, { locale: 21 }],
    ['Suburban', { campusEnvironment: 'Suburban' }, { locale: 23 }, { locale: 13 }],
    ['Rural', { campusEnvironment: 'Rural' }, { locale: 42 }, { locale: 32 }],
    ['College Town', { campusEnvironment: 'College Town' }, { locale: 31 }, { locale: 41 }],
    ['budget on net price', { budgetRange: 'Under $20,000' }, { netPrice: 20_000 }, { netPrice: 20_001 }],
    [
      'budget on cost of attendance when no net price',
      { budgetRange: 'Under $20,000' },
      { costOfAttendance: 15_000 },
      { costOfAttendance: 25_000 },
    ],
    ['budget with no price reported', { budgetRange: 'Under $20,000' }, { netPrice: 1 }, {}],
    [
      'budget by income band',
      { budgetRange: 'Under $20,000', familyIncome: '$0-$30,000' },
      { netPrice: 30_000, netPriceByIncome: [9000, null, null, null, null] },
      { netPrice: 10_000, netPriceByIncome: [25_000, null, null, null, null] },
    ],
  ] as const)('%s keeps the one and drops the other', (_name, input, passing, failing) => {
    const keep = college(passing as Partial<Institution>)
    const drop = college(failing as Partial<Institution>)
    const other = college({ ...(passing as Partial<Institution>) })
    const { kept, outcomes } = applyFilters(answers(input as CollegeAnswersInput), [keep, drop, other])
    expect(kept).toEqual([keep, other])
    expect(outcomes).toHaveLength(1)
    expect(outcomes[0]).toMatchObject({ relaxed: false, remaining: 2 })
  })

  test('graduate-only institutions are never recommended', () => {
    const graduate = college({ category: 'graduate_only', predominantDegree: 4 })
    expect(applyFilters(answers(), [graduate, college()]).kept).not.toContain(graduate)
  })

  test('a filter that would leave nothing is relaxed, and the outcome says which and why', () => {
    const texasBig = college({ state: 'TX', undergraduates: 40_000, locale: 11 })
    const texasSmall = college({ state: 'TX', undergraduates: 1500, locale: 41 })
    const { kept, outcomes } = applyFilters(
      answers({ locations: ['Texas'], schoolSize: 'Medium (2,000-10,000)', campusEnvironment: 'Rural' }),
      [texasBig, texasSmall, college({ state: 'MA', undergraduates: 5000 })],
    )
    expect(kept).toEqual([texasSmall])
    expect(outcomes.map((o) => [o.filter, o.relaxed, o.remaining])).toEqual([
      ['Locations', false, 2],
      ['School size', true, 0],
      ['Campus environment', false, 1],
    ])
    expect(outcomes[1]?.reason).toMatch(/Medium \(2,000-10,000\).*relaxed/)
  })
})

describe('the program filter', () => {
  test('a college with no award in the chosen field is filtered out, with the reason; no shares reported is kept', () => {
    const seminary = college({ name: 'Seminary', programShares: { '39': 0.9, '38': 0.1, '11': 0 } })
    const computing = college({ name: 'Computing', programShares: { '11': 0.2, '52': 0.8 } })
    const unreported = college({ name: 'Unreported' })
    const { kept, outcomes } = applyFilters(answers({ academicInterests: ['Computer Science'] }), [
      seminary,
      computing,
      unreported,
    ])
    expect(kept).toEqual([computing, unreported])
    expect(outcomes).toEqual([
      {
        filter: 'Programs',
        rule: 'awards degrees in Computer Science (a share of awards above 0%, awards in 2022-23; colleges that report no program shares are kept)',
        remaining: 2,
        relaxed: false,
        reason: null,
      },
    ])
    const why = whyNot(answers({ academicInterests: ['Computer Science'] }), [seminary, computing], 'seminary')
    expect(why.entries[0]?.failedFilters.map((f) => f.filter)).toEqual(['Programs'])
  })

  test('any one of several choices is enough, and a filter that would leave nothing is relaxed', () => {
    const business = college({ programShares: { '52': 1 } })
    const multi = answers({ academicInterests: ['Computer Science', 'Business'] })
    expect(applyFilters(multi, [business]).kept).toEqual([business])
    const { kept, outcomes } = applyFilters(answers({ academicInterests: ['Computer Science'] }), [business])
    expect(kept).toEqual([business])
    expect(outcomes[0]).toMatchObject({ filter: 'Programs', relaxed: true })
    expect(outcomes[0]?.reason).toMatch(/awards degrees in Computer Science.*relaxed/)
  })
})

describe('academic fit and reach / match / safety', () => {
  test.each([
    [1300, 100],
    [1250, 90],
    [1400, 80],
    [1200, 80],
    [1500, 60],
    [1600, 40],
    [1800, 0],
    [1100, 40],
    [1000, 0],
    [400, 0],
  ])('SAT %i against 1200-1400 fits at %i', (sat, expected) => {
    expect(fitScore(sat, 1200, 1400)).toBe(expected)
  })

  test('fit is highest inside the middle 50 %, lower far above it (undermatching) and far below it', () => {
    const student = answers({ satScore: 1500 })
    const inside = academicFit(
      college({ satReading25: 700, satMath25: 750, satReading75: 770, satMath75: 790 }),
      student,
    )
    const farBelowStudent = academicFit(
      college({ satReading25: 500, satMath25: 500, satReading75: 600, satMath75: 600 }),
      student,
    )
    const farAboveStudent = academicFit(
      college({ satReading25: 780, satMath25: 790, satReading75: 800, satMath75: 800 }),
      student,
    )
    expect(inside.score).toBeGreaterThan(farBelowStudent.score ?? 100)
    expect(inside.score).toBeGreaterThan(farAboveStudent.score ?? 100)
    expect(farBelowStudent.reason).toMatch(
      /1\.5 range-widths above the 75th percentile: the college is likely below your level/,
    )
    expect(inside.reason).toMatch(/inside the middle 50%, where fit is highest/)
  })

  test('the admission rate plays no part in academic fit, only in reach / match / safety', () => {
    const selective = academicFit(college({ ...satRange, admissionRate: 0.2 }), answers({ satScore: 1300 }))
    const open = academicFit(college({ ...satRange, admissionRate: 0.95 }), answers({ satScore: 1300 }))
    expect(selective.score).toBe(open.score)
    expect(selective.category).toBe('match')
    expect(open.category).toBe('match')
    expect(academicFit(college({ admissionRate: 0.5 }), answers({ satScore: 1400 })).score).toBeNull()
    expect(academicFit(college(), answers()).score).toBeNull()
  })

  test('an open-admission or two-year college without a range is below the level of a student above the national mean', () => {
    const open = college({ openAdmissions: 1 })
    const twoYear = college({ icLevel: 2, predominantDegree: 2 })
    for (const i of [open, twoYear]) {
      const fit = academicFit(i, answers({ satScore: 1500 }))
      expect(fit.score).toBe(OUTSCORED_FIT)
      expect(fit.reason).toMatch(/at or above the national mean \(1028, class of 2023\): it is likely below your level/)
      expect(academicFit(i, answers({ satScore: 900 })).score).toBeNull()
    }
    expect(academicFit(open, answers({ actScore: 30 })).score).toBe(OUTSCORED_FIT)
  })

  test('admission under 15 % is a reach even for a score inside the middle 50 %', () => {
    const i = college({ ...satRange, admissionRate: 0.045 })
    const fit = academicFit(i, answers({ satScore: 1350 }))
    expect(fit.category).toBe('reach')
    expect(fit.rule).toMatch(/admits 4\.5% .*under 15%/)
  })

  test.each([
    ['a score below the 25th percentile', { satScore: 1150 }, { admissionRate: 0.6 }, 'reach', /below the 25th/],
    ['a score inside the middle 50 %', { satScore: 1300 }, { admissionRate: 0.6 }, 'match', /inside the middle 50%/],
    ['a score above the 75th, half admitted', { satScore: 1450 }, { admissionRate: 0.5 }, 'safety', /above the 75th/],
    ['a score above the 75th, 30 % admitted', { satScore: 1450 }, { admissionRate: 0.3 }, 'match', /only 30%/],
    ['exactly at the 15 % line', { satScore: 1300 }, { admissionRate: 0.15 }, 'match', /inside/],
  ] as const)('%s', (_name, input, values, category, rule) => {
    const fit = academicFit(college({ ...satRange, ...values }), answers(input))
    expect(fit.category).toBe(category)
    expect(fit.rule).toMatch(rule)
  })

  test('ACT is compared when no SAT is given', () => {
    const fit = academicFit(college({ act25: 25, act75: 30, admissionRate: 0.5 }), answers({ actScore: 33 }))
    expect(fit.category).toBe('safety')
    expect(fit.reason).toMatch(/ACT 33 against 25-30/)
  })

  test('open admissions are a safety; without scores the admission rate decides', () => {
    expect(categorize(college({ openAdmissions: 1 }), null).category).toBe('safety')
    expect(categorize(college({ admissionRate: 0.8 }), null).category).toBe('safety')
    expect(categorize(college({ admissionRate: 0.4 }), null).category).toBe('match')
    expect(categorize(college({ admissionRate: null }), null).rule).toMatch(/no admission rate/)
  })
})

describe('program fit', () => {
  test('every interest and research area maps to known CIP families', () => {
    for (const interest of ACADEMIC_INTERESTS) {
      expect(INTEREST_CIP[interest].length, interest).toBeGreaterThan(0)
      for (const family of INTEREST_CIP[interest]) expect(CIP_FAMILY_LABELS[family], family).toBeDefined()
    }
    for (const area of RESEARCH_AREAS) {
      expect(RESEARCH_AREA_CIP[area].length, area).toBeGreaterThan(0)
      for (const family of RESEARCH_AREA_CIP[area]) expect(CIP_FAMILY_LABELS[family], family).toBeDefined()
    }
  })

  test('coverage of the choices and depth of the strongest one', () => {
    const i = college({ programShares: { '14': 0.3, '11': 0.005, '52': 0.2 } })
    const fit = programFit(i, answers({ academicInterests: ['Engineering', 'Computer Science'] }))
    // 1 of 2 offered (30) + Engineering 30 % ≥ 25 % (40)
    expect(fit.score).toBe(70)
    expect(fit.reason).toMatch(/1 of your 2 choices offered; Engineering fields hold 30%/)
  })

  test('no choices, or no shares reported, give no score', () => {
    expect(programFit(college({ programShares: { '14': 1 } }), answers()).score).toBeNull()
    expect(programFit(college(), answers({ academicInterests: ['History'] })).score).toBeNull()
  })
})

describe('research, cost and outcome fit', () => {
  test('Carnegie research classes', () => {
    expect(researchFit(college({ carnegieBasic: 15 }), answers()).score).toBe(100)
    expect(researchFit(college({ carnegieBasic: 16 }), answers()).score).toBe(85)
    expect(researchFit(college({ carnegieBasic: 2 }), answers()).score).toBe(10)
    expect(researchFit(college(), answers()).score).toBeNull()
    expect(
      researchFit(college({ carnegieBasic: 15 }), answers({ extracurriculars: ['Research Opportunities'] })).reason,
    ).toMatch(/you asked for research/)
  })

  test('research weighs little unless the answers ask for research', () => {
    expect(defaultWeightsFor(answers()).research).toBe(5)
    expect(defaultWeightsFor(answers({ researchAreas: ['Genetics'] }))).toEqual(DEFAULT_WEIGHTS)
    expect(defaultWeightsFor(answers({ careerGoals: ['Professor'] }))).toEqual(DEFAULT_WEIGHTS)
  })

  test.each([
    [10_000, 100],
    [20_000, 50],
    [30_000, 25],
    [40_000, 0],
  ])('net price %i against a $20,000 budget scores %i', (price, expected) => {
    expect(costFit(college({ netPrice: price }), answers({ budgetRange: 'Under $20,000' })).score).toBe(expected)
  })

  test('cost without a budget, and without a price', () => {
    expect(costFit(college({ netPrice: 10_000 }), answers()).score).toBe(100)
    expect(costFit(college({ netPrice: 40_000 }), answers()).score).toBe(50)
    expect(costFit(college(), answers()).score).toBeNull()
    expect(priceFor(college({ costOfAttendance: 9000 }), null)).toMatchObject({ value: 9000, year: '2022-23' })
  })

  test('outcomes average what is reported, with the year of each figure', () => {
    const fit = outcomeFit(college({ completion4: 0.9, retention4: 0.7 }))
    expect(fit.score).toBe(80)
    expect(fit.reason).toMatch(/Graduation 90% \(students who entered in fall 2017.*retention 70%/)
    expect(outcomeFit(college({ completionLess4: 0.3 })).reason).toMatch(/fall 2020/)
    expect(outcomeFit(college()).score).toBeNull()
  })
})

describe('the match', () => {
  test('a part without data counts as neutral and says so', () => {
    const scored = scoreInstitution(college(), answers(), DEFAULT_WEIGHTS)
    expect(scored.parts.every((part) => part.score === null)).toBe(true)
    expect(scored.matchScore).toBe(NEUTRAL_SCORE)
    expect(scored.parts[0]?.reason).toMatch(/Counted as 50/)
  })

  test('weights re-rank: the weighted mean of the parts', () => {
    const parts = [
      { part: 'academic' as const, score: 100 },
      { part: 'program' as const, score: 0 },
      { part: 'research' as const, score: 0 },
      { part: 'cost' as const, score: 0 },
      { part: 'outcome' as const, score: 0 },
    ]
    expect(combine(parts, { academic: 1, program: 1, research: 1, cost: 1, outcome: 1 })).toBe(20)
    expect(combine(parts, { academic: 100, program: 0, research: 0, cost: 0, outcome: 0 })).toBe(100)
    expect(combine(parts, { academic: 0, program: 0, research: 0, cost: 0, outcome: 0 })).toBe(0)
  })

  test('ranks by match score, then name; rank 1 is the best; figures carry their year', () => {
    const strong = college({ name: 'Strong', completion4: 0.95, retention4: 0.95, netPrice: 5000, carnegieBasic: 15 })
    const weak = college({ name: 'Weak', completion4: 0.2, retention4: 0.3, netPrice: 60_000, carnegieBasic: 22 })
    const result = matchColleges(answers({ academicInterests: ['History'] }), [weak, strong])
    expect(result.recommendations.map((r) => [r.name, r.matchRank])).toEqual([
      ['Strong', 1],
      ['Weak', 2],
    ])
    expect(result.recommendations[0]?.graduationRate).toEqual({
      value: 0.95,
      year: 'students who entered in fall 2017, within 6 years',
    })
    expect(result.recommendations[0]?.acceptanceRate).toEqual({ value: null, year: 'fall 2023' })
  })

  test('a recommendation reports only what the data holds', () => {
    const i = college({
      name: 'Bayside',
      url: 'www.bayside.example/',
      womenOnly: true,
      hbcu: true,
      religiousAffiliation: 30,
      locale: 12,
      undergraduates: 1200,
      programShares: { '50': 0.4, '23': 0.2, '11': 0 },
      ...satRange,
      admissionRate: 0.1,
    })
    const recommendation = toRecommendation(
      scoreInstitution(i, answers({ satScore: 1450 }), DEFAULT_WEIGHTS),
      1,
      answers({ satScore: 1450 }),
    )
    expect(recommendation.website).toBe('https://www.bayside.example/')
    expect(recommendation.programs.map((p) => p.family)).toEqual([
      'Visual and Performing Arts',
      'English Language and Literature',
    ])
    expect(recommendation.campusFeatures).toEqual(
      expect.arrayContaining([
        'Women only',
        'Historically Black College or University',
        'Religious affiliation: Roman Catholic',
        'City: Midsize',
      ]),
    )
    expect(recommendation.applicationTips).toEqual(
      expect.arrayContaining([
        "Your SAT (1450) is above this college's 75th percentile (1400, fall 2023 admits).",
        'Only 10% of applicants are admitted: apply to match and safety colleges as well.',
      ]),
    )
    expect(recommendation.notReported).toEqual([
      'Average class size',
      'Notable alumni',
      'Internship opportunities',
      'Study abroad programs',
    ])
    expect(recommendation.medianEarnings.value).toBeNull()
    expect(recommendation.category).toBe('reach')
  })
})

describe('the balanced list', () => {
  /** A strong student's choices in one state: the kinds of college the issue found leading the list. */
  const pool = () => [
    college({ name: 'Open Online', openAdmissions: 1, icLevel: 1, netPrice: 9000, completion4: 0.3 }),
    college({
      name: 'Two-Year Valley',
      openAdmissions: 1,
      icLevel: 2,
      predominantDegree: 2,
      communityCollege: true,
      netPrice: 5000,
    }),
    college({ name: 'Regional 98', admissionRate: 0.98, netPrice: 12_000, completion4: 0.5 }),
    college({ name: 'Regional 90', admissionRate: 0.9, ...satRange, netPrice: 14_000, completion4: 0.55 }),
    college({
      name: 'Flagship',
      admissionRate: 0.3,
      satReading25: 680,
      satMath25: 700,
      satReading75: 750,
      satMath75: 790,
      netPrice: 18_000,
      completion4: 0.85,
    }),
    college({
      name: 'Good Match',
      admissionRate: 0.45,
      satReading25: 690,
      satMath25: 690,
      satReading75: 760,
      satMath75: 780,
      netPrice: 25_000,
      completion4: 0.8,
    }),
    college({
      name: 'Elite',
      admissionRate: 0.04,
      satReading25: 740,
      satMath25: 770,
      satReading75: 780,
      satMath75: 800,
      netPrice: 20_000,
      completion4: 0.95,
    }),
    college({
      name: 'Selective',
      admissionRate: 0.12,
      satReading25: 720,
      satMath25: 740,
      satReading75: 770,
      satMath75: 790,
      netPrice: 22_000,
      completion4: 0.9,
    }),
  ]

  test('a strong student gets reach, match and safety in the first rounds, ranked by fit, out-scored open colleges last', () => {
    const result = matchColleges(answers({ gpa: 3.9, satScore: 1500 }), pool(), { limit: 8 })
    const listed = result.recommendations.map((r) => [r.name, r.category])
    expect(
      listed
        .slice(0, 3)
        .map(([, category]) => category)
        .sort(),
    ).toEqual(['match', 'reach', 'safety'])
    expect(
      listed
        .slice(-2)
        .map(([name]) => name)
        .sort(),
    ).toEqual(['Open Online', 'Two-Year Valley'])
    expect(result.recommendations.slice(-2).every((r) => r.listedAfterOthers)).toBe(true)
    // Regional 90 (1500 far above 1200-1400, 90 % admitted) no longer beats the colleges that fit.
    const rank = (name: string) => result.recommendations.findIndex((r) => r.name === name)
    expect(rank('Elite')).toBeLessThan(rank('Regional 98'))
    expect(rank('Flagship')).toBeLessThan(rank('Regional 90'))
  })

  test('open-admission and two-year colleges lead when the student asks for them', () => {
    for (const asked of [{ schoolType: 'Community College' }, { budgetRange: 'Under $20,000' }] as const) {
      const result = matchColleges(answers({ satScore: 1500, ...asked }), pool(), { limit: 8 })
      expect(result.recommendations.every((r) => !r.listedAfterOthers)).toBe(true)
    }
    // A student below the national mean does not out-score them either.
    const result = matchColleges(answers({ satScore: 950 }), pool(), { limit: 8 })
    expect(result.recommendations.every((r) => !r.listedAfterOthers)).toBe(true)
  })

  test('balancedOrder takes one of each group per round, the round by score, a group that runs out leaving its turn', () => {
    type Item = { name: string; category: 'reach' | 'match' | 'safety'; score: number; last?: boolean }
    const items: Item[] = [
      { name: 's1', category: 'safety', score: 90 },
      { name: 's2', category: 'safety', score: 89 },
      { name: 's3', category: 'safety', score: 88 },
      { name: 'm1', category: 'match', score: 70 },
      { name: 'r1', category: 'reach', score: 80 },
      { name: 'o1', category: 'safety', score: 99, last: true },
    ]
    const order = balancedOrder(
      items,
      (item) => item.category,
      (item) => item.last === true,
      (a, b) => b.score - a.score || a.name.localeCompare(b.name),
    )
    expect(order.map((item) => item.name)).toEqual(['s1', 'r1', 'm1', 's2', 's3', 'o1'])
  })
})

describe('why not X', () => {
  test('finds by name or alias, names first, accents and case ignored', () => {
    const mit = college({ name: 'Massachusetts Institute of Technology', alias: 'MIT' })
    const other = college({ name: 'Technology College of Massachusetts' })
    const montreal = college({ name: 'École Polytechnique', alias: 'Poly, EP' })
    expect(findByName([other, mit, montreal], 'massachusetts').map((i) => i.name)).toEqual([
      'Massachusetts Institute of Technology',
      'Technology College of Massachusetts',
    ])
    expect(findByName([other, mit, montreal], 'mit')).toEqual([mit])
    expect(findByName([other, mit, montreal], 'ecole')).toEqual([montreal])
    expect(findByName([mit], '  ')).toEqual([])
  })

  test('says which filters keep a college out, and the rank of one that passed', () => {
    const far = college({ name: 'Far College', state: 'CA', netPrice: 50_000 })
    const near = college({ name: 'Near College', state: 'TX', netPrice: 10_000 })
    const graduate = college({ name: 'Graduate School', state: 'TX', category: 'graduate_only', predominantDegree: 4 })
    const input = answers({ locations: ['Texas'], budgetRange: 'Under $20,000' })
    const result = whyNot(input, [far, near, graduate], 'college', { limit: 1 })
    expect(result.eligible).toBe(1)
    const [farEntry, nearEntry] = result.entries
    expect(farEntry?.failedFilters.map((f) => f.filter)).toEqual(['Locations', 'Budget'])
    expect(farEntry?.matchRank).toBeNull()
    expect(nearEntry).toMatchObject({ matchRank: 1, listed: true, failedFilters: [] })
    expect(whyNot(input, [far, near, graduate], 'graduate').entries[0]?.failedFilters[0]?.filter).toBe('Undergraduate')
  })

  test('a relaxed filter is not held against a college', () => {
    const a = college({ name: 'Alpha', undergraduates: 500 })
    const result = whyNot(answers({ schoolSize: 'Very Large (over 20,000)' }), [a], 'alpha')
    expect(result.entries[0]?.failedFilters).toEqual([])
    expect(result.entries[0]?.matchRank).toBe(1)
  })
})

describe('the fast path', () => {
  /** A deterministic spread of rows: every part reported or missing at some point, ties in score included. */
  const varied = Array.from({ length: 60 }, (_, n) =>
    college({
      name: `Varied ${String.fromCharCode(90 - (n % 26))}${n}`,
      state: ['TX', 'MA', 'CA'][n % 3]!,
      admissionRate: n % 7 === 0 ? null : ((n * 37) % 100) / 100,
      openAdmissions: n % 11 === 0 ? 1 : null,
      satReading25: n % 4 === 0 ? null : 450 + (n % 9) * 20,
      satReading75: 560 + (n % 9) * 20,
      satMath25: 460 + (n % 5) * 20,
      satMath75: 580 + (n % 5) * 20,
      act25: 18 + (n % 8),
      act75: 24 + (n % 8),
      netPrice: n % 6 === 0 ? null : 5000 + ((n * 1733) % 40_000),
      costOfAttendance: 30_000 + n * 100,
      netPriceByIncome: [n % 2 ? 4000 + n * 150 : null, null, null, null, null],
      carnegieBasic: [15, 16, 21, 2, 14, null][n % 6]!,
      completion4: n % 5 === 0 ? null : (n % 10) / 10,
      retention4: (n % 8) / 8,
      medianEarnings10: n % 3 === 0 ? null : 30_000 + n * 700,
      medianDebt: 10_000 + n * 300,
      programShares: n % 9 === 0 ? {} : { '11': (n % 4) / 10, '14': (n % 3) / 20, '52': 0.005 * (n % 5) },
    }),
  )
  const students = [
    {},
    { academicInterests: ['Computer Science', 'Engineering'], satScore: 1250, budgetRange: 'Under $20,000' },
    { researchAreas: ['Machine Learning'], actScore: 27, familyIncome: '$0-$30,000', locations: ['Texas'] },
    { academicInterests: ['Business'], satScore: 1000, actScore: 30, budgetRange: 'Over $80,000' },
  ] as const

  test.each(students)('orders by the balanced rule over the reasoned match scores (%o)', (input) => {
    const a = answers(input as CollegeAnswersInput)
    const result = matchColleges(a, varied, { limit: varied.length })
    expect(result.recommendations).toHaveLength(result.eligible)
    const list = result.recommendations
    for (const recommendation of list) {
      const i = varied.find((row) => row.unitId === recommendation.unitId)!
      expect(recommendation.matchScore).toBe(scoreInstitution(i, a, result.weights).matchScore)
    }
    // Out-scored open-admission and two-year colleges come after all the others.
    const firstLast = list.findIndex((r) => r.listedAfterOthers)
    if (firstLast >= 0) expect(list.slice(firstLast).every((r) => r.listedAfterOthers)).toBe(true)
    for (const part of [list.filter((r) => !r.listedAfterOthers), list.filter((r) => r.listedAfterOthers)]) {
      // Each group best first (ties by name)...
      for (const category of ['reach', 'match', 'safety'] as const) {
        const group = part.filter((r) => r.category === category)
        group.slice(1).forEach((next, k) => {
          const before = group[k]!
          expect(
            before.matchScore > next.matchScore ||
              (before.matchScore === next.matchScore && before.name.localeCompare(next.name) < 0),
          ).toBe(true)
        })
      }
      // ...and in rounds: no group is two ahead of another that still has colleges to come.
      const seen = { reach: 0, match: 0, safety: 0 }
      const total = { reach: 0, match: 0, safety: 0 }
      for (const r of part) total[r.category]++
      for (const r of part) {
        seen[r.category]++
        for (const other of ['reach', 'match', 'safety'] as const)
          if (seen[other] < total[other]) expect(seen[r.category] - seen[other]).toBeLessThanOrEqual(1)
      }
    }
  })

  test('features are built once per array of institutions: a new import is a new array', () => {
    const rows = [college({ name: 'Once' })]
    expect(collegeTable(rows)).toBe(collegeTable(rows))
    expect(collegeTable([...rows])).not.toBe(collegeTable(rows))
  })

  test('reasons are written only for the colleges shown', () => {
    const result = matchColleges(answers(), varied, { limit: 3 })
    expect(result.recommendations).toHaveLength(3)
    expect(result.order).toHaveLength(result.eligible)
  })
})
