import { expect, test } from 'vitest'
import { assessProfilePlausibility, fieldOfTopic } from './profile-plausibility'

const person = {
  worksCount: 180,
  firstActiveYear: 2001,
  lastActiveYear: 2025,
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
  ['a long, very prolific career (60 works a year)', { worksCount: 1500, firstActiveYear: 2000, lastActiveYear: 2024 }, null],
  ['1,600 works with activity all over the ten-year window (the career may be far longer)', { worksCount: 1600, firstActiveYear: 2016, lastActiveYear: 2025 }, null],
  ['no active years known', { worksCount: 9000, firstActiveYear: null, lastActiveYear: null }, null],
  ['four current institutions', { institutions: ['A', 'B', 'C', 'D'] }, null],
  ['five topics in five fields', { topics: ['Deep Learning', 'Quantum Optics', 'Cancer Genomics', 'Soil Erosion', 'Labour Economics'] }, null],
])('%s raises no warning', (_, overrides, expected) => {
  expect(assessProfilePlausibility({ ...person, ...overrides })).toBe(expected)
})

test.each([
  ['more than 150 works a year', { worksCount: 1300, firstActiveYear: 2018, lastActiveYear: 2025 }, '1,300 works in 8 active years (about 163 a year), far beyond one career'],
  ['over 2,500 works in under 15 years', { worksCount: 2600, firstActiveYear: 2016, lastActiveYear: 2024 }, '2,600 works in 9 active years (about 289 a year), far beyond one career'],
  [
    'over 150 a year even across 45 years, when the ten-year activity window hides the start',
    { worksCount: 7000, firstActiveYear: 2016, lastActiveYear: 2025 },
    '7,000 works, over 150 a year even across a 45-year career',
  ],
  ['one active year', { worksCount: 400, firstActiveYear: 2024, lastActiveYear: 2024 }, '400 works in 1 active year (about 400 a year), far beyond one career'],
  ['five current institutions', { institutions: ['A', 'B', 'C', 'D', 'E', 'E'] }, '5 current institutions at once'],
])('%s is flagged', (_, overrides, reason) => {
  expect(assessProfilePlausibility({ ...person, ...overrides })).toEqual({ reasons: [reason] })
})

test('topics over six unrelated fields are flagged, naming the fields', () => {
  const topics = ['Deep Learning', 'Quantum Optics', 'Cancer Genomics', 'Soil Erosion', 'Labour Economics', 'Medieval Literature', 'Unclassifiable Topic']
  expect(assessProfilePlausibility({ ...person, topics })).toEqual({
    reasons: ['topics spread over 6 unrelated fields (Computer science, Physics and astronomy, Medicine, Earth and environment and 2 more)'],
  })
})

test('a profile failing every check lists every reason, career first', () => {
  const warning = assessProfilePlausibility({
    worksCount: 4000,
    firstActiveYear: 2018,
    lastActiveYear: 2025,
    institutions: ['A', 'B', 'C', 'D', 'E', 'F'],
    topics: ['Deep Learning', 'Quantum Optics', 'Cancer Genomics', 'Soil Erosion', 'Labour Economics', 'Medieval Literature'],
  })
  expect(warning?.reasons).toHaveLength(3)
  expect(warning?.reasons[0]).toMatch(/^4,000 works in 8 active years/)
  expect(warning?.reasons[1]).toBe('6 current institutions at once')
})
