import { expect, test } from 'vitest'
import { assessProfilePlausibility, fieldOfTopic } from './profile-plausibility'

/** OpenAlex-style counts_by_year, 2025 back to 2012: `perYear` works in each year from..to, 0 in the others. */
function counts(from: number, to: number, perYear: number) {
  const entries = []
  for (let year = 2025; year >= 2012; year--) entries.push({ year, works: year >= from && year <= to ? perYear : 0 })
  return entries
}

const person = {
  worksCount: 180,
  worksByYear: counts(2012, 2025, 6),
  institutions: ['University of Oxford'],
  topics: ['Machine Learning in Healthcare', 'Medical Image Segmentation', 'Deep Learning for Radiology'],
}

test.each([
  ['Neural Networks and Applications', 'Computer science'],
  ['Machine Learning in Healthcare', 'Computer science'],
  ['Galaxy Formation and Evolution', 'Physics and astronomy'],
  ['Cancer Immunotherapy', 'Medicine'],
  ['Protein Folding and Stability', 'Life sciences'],
  ['Climate Change Adaptation', 'Earth and environment'],
  ['Perovskite Solar Cells', 'Energy'],
  ['Power Generation Scheduling', null],
  ['Storm Surge Forecasting', null],
  ['Virtual Reality in Education', 'Computer science'],
  ['Medieval Literature', 'Arts and humanities'],
  ['Monetary Policy and Inflation', 'Economics and business'],
  ['Plant Taxonomy', 'Life sciences'],
] as const)('the topic %s reads as %s', (topic, field) => {
  expect(fieldOfTopic(topic)).toBe(field)
})

test.each([
  ['an ordinary career', {}, null],
  ['a long, very prolific career (60 works a year)', { worksCount: 1500, worksByYear: counts(2012, 2024, 60) }, null],
  [
    '1,600 works, most before the per-year counts begin (the career may be far longer)',
    { worksCount: 1600, worksByYear: counts(2016, 2025, 40) },
    null,
  ],
  ['a big-team scientist with 140 works a year', { worksCount: 1900, worksByYear: counts(2012, 2025, 140) }, null],
  ['no per-year counts', { worksCount: 6000, worksByYear: [] }, null],
  ['four current institutions', { institutions: ['A', 'B', 'C', 'D'] }, null],
  [
    'five topics in five fields',
    { topics: ['Deep Learning', 'Quantum Optics', 'Cancer Genomics', 'Soil Erosion', 'Labour Economics'] },
    null,
  ],
])('%s raises no warning', (_, overrides, expected) => {
  expect(assessProfilePlausibility({ ...person, ...overrides })).toBe(expected)
})

test.each([
  [
    'more than 150 works a year over a career inside the counts',
    { worksCount: 1300, worksByYear: counts(2018, 2025, 162) },
    '1,300 works in 8 active years (about 163 a year), far beyond one career',
  ],
  [
    'over 2,500 works in under 15 years',
    { worksCount: 2600, worksByYear: counts(2016, 2024, 289) },
    '2,600 works in 9 active years (about 289 a year), far beyond one career',
  ],
  [
    'over 150 a year even across 45 years, when most works predate the counts',
    { worksCount: 7000, worksByYear: counts(2016, 2025, 100) },
    '7,000 works, over 150 a year even across a 45-year career',
  ],
  [
    'one active year',
    { worksCount: 400, worksByYear: counts(2024, 2024, 400) },
    '400 works in 1 active year (about 400 a year), far beyond one career',
  ],
  [
    'one year far beyond anyone’s output inside an otherwise long career',
    {
      worksCount: 3000,
      worksByYear: [...counts(2012, 2025, 20).filter((entry) => entry.year !== 2019), { year: 2019, works: 480 }],
    },
    '480 works in 2019 alone, far beyond one person’s output',
  ],
  [
    'no per-year counts and more than 45 years could hold',
    { worksCount: 9000, worksByYear: [] },
    '9,000 works, over 150 a year even across a 45-year career',
  ],
  ['five current institutions', { institutions: ['A', 'B', 'C', 'D', 'E', 'E'] }, '5 current institutions at once'],
])('%s is flagged', (_, overrides, reason) => {
  expect(assessProfilePlausibility({ ...person, ...overrides })).toEqual({ reasons: [reason] })
})

test('topics over six unrelated fields are flagged, naming the fields', () => {
  const topics = [
    'Deep Learning',
    'Quantum Optics',
    'Cancer Genomics',
    'Soil Erosion',
    'Labour Economics',
    'Medieval Literature',
    'Unclassifiable Topic',
  ]
  expect(assessProfilePlausibility({ ...person, topics })).toEqual({
    reasons: [
      'topics spread over 6 unrelated fields (Computer science, Physics and astronomy, Medicine, Earth and environment and 2 more)',
    ],
  })
})

test('a profile failing every check lists every reason, career first', () => {
  const warning = assessProfilePlausibility({
    worksCount: 4000,
    worksByYear: counts(2018, 2025, 500),
    institutions: ['A', 'B', 'C', 'D', 'E', 'F'],
    topics: [
      'Deep Learning',
      'Quantum Optics',
      'Cancer Genomics',
      'Soil Erosion',
      'Labour Economics',
      'Medieval Literature',
    ],
  })
  expect(warning?.reasons).toHaveLength(3)
  expect(warning?.reasons[0]).toMatch(/^4,000 works in 8 active years/)
  expect(warning?.reasons[1]).toBe('6 current institutions at once')
})
