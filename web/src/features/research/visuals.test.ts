import { expect, test } from 'vitest'
import { testReference } from '../../test/fixtures'
import {
  axisTicks,
  conceptMapFileName,
  formulaParts,
  layoutConceptMap,
  shorten,
  trendReading,
  type TrendData,
} from './visuals'

const reference = (n: number, title: string, topics: string[]) => testReference(n, { title, topics })

const references = [
  reference(1, 'CRISPR base editing in human embryos', ['Gene editing', 'Embryology', 'Ethics']),
  reference(2, 'Off-target effects of Cas9', ['Gene editing', 'Genomics', 'gene editing']),
  reference(3, 'Public attitudes to germline editing', ['Ethics', 'Public opinion']),
  reference(4, 'A work without topics', []),
  reference(5, 'Prime editing', ['Gene Editing', 'Protein engineering']),
]

test('the trend reads as works a year over the fitted span', () => {
  const trend: TrendData = {
    years: [
      { year: 2022, count: 30 },
      { year: 2015, count: 4 },
    ],
    slope: 12.34,
    intercept: -24000,
  }
  expect(trendReading(trend)).toBe('About +12 works a year (fitted, 2015–2022)')
  expect(trendReading({ ...trend, slope: -2.26 })).toBe('About −2.3 works a year (fitted, 2015–2022)')
  expect(trendReading({ ...trend, slope: 0.031 })).toBe('About +0.03 works a year (fitted, 2015–2022)')
  expect(trendReading({ ...trend, slope: 0.001 })).toBe('About 0 works a year (fitted, 2015–2022)')
  expect(trendReading({ ...trend, years: [] })).toBeNull()
})

test('axis ticks are round steps from 0 that reach the maximum', () => {
  expect(axisTicks(37)).toEqual([0, 10, 20, 30, 40])
  expect(axisTicks(4)).toEqual([0, 1, 2, 3, 4])
  expect(axisTicks(1234)).toEqual([0, 500, 1000, 1500])
  expect(axisTicks(0)).toEqual([0, 1])
})

test('formula digits after an element or bracket are subscripts; a leading coefficient is not', () => {
  expect(formulaParts('C6H12O6')).toEqual([
    { text: 'C', sub: false },
    { text: '6', sub: true },
    { text: 'H', sub: false },
    { text: '12', sub: true },
    { text: 'O', sub: false },
    { text: '6', sub: true },
  ])
  expect(formulaParts('2Na(OH)2').map((part) => part.sub)).toEqual([false, false, true])
})

test('the concept map takes the most frequent topics, case-insensitively, and the works that list them', () => {
  const map = layoutConceptMap(references)
  expect(map.topics.map((topic) => [topic.label, topic.count])).toEqual([
    ['Gene editing', 3],
    ['Ethics', 2],
    ['Embryology', 1],
    ['Genomics', 1],
    ['Public opinion', 1],
    ['Protein engineering', 1],
  ])
  expect(map.works.map((work) => work.n).sort()).toEqual([1, 2, 3, 5])
  expect(map.works.find((work) => work.n === 1)?.label).toBe('[1] CRISPR base editing…')
})

test('the concept map is deterministic, stays inside its viewbox and has no duplicate edges', () => {
  const map = layoutConceptMap(references)
  expect(layoutConceptMap(references)).toEqual(map)
  for (const node of [...map.topics, ...map.works]) {
    expect(node.x).toBeGreaterThan(0)
    expect(node.x).toBeLessThan(map.width)
    expect(node.y).toBeGreaterThan(0)
    expect(node.y).toBeLessThan(map.height)
  }
  const keys = map.edges.map((edge) => `${edge.work}|${edge.topic}`)
  expect(new Set(keys).size).toBe(keys.length)
  expect(keys).toContain('2|gene editing')
  expect(keys.filter((key) => key.startsWith('2|'))).toEqual(['2|gene editing', '2|genomics'])
})

test('the concept map caps topics and works, and is empty when no work lists a topic', () => {
  const many = Array.from({ length: 20 }, (_, i) => reference(i + 1, `Work ${i + 1}`, [`Topic ${i}`, `Topic ${i + 1}`]))
  const map = layoutConceptMap(many)
  expect(map.topics).toHaveLength(8)
  expect(map.works.length).toBeLessThanOrEqual(12)
  for (const edge of map.edges) expect(map.topics.some((topic) => topic.id === edge.topic)).toBe(true)
  const bare = layoutConceptMap([reference(1, 'x', [])])
  expect(bare.topics).toEqual([])
  expect(bare.edges).toEqual([])
})

test('labels are shortened with an ellipsis; file names carry a timestamp', () => {
  expect(shorten('short')).toBe('short')
  expect(shorten('a very long title that goes on and on', 10)).toBe('a very lo…')
  expect(conceptMapFileName(new Date('2025-03-04T10:01:02.000Z'))).toBe('concept-map-2025-03-04T10-01-02.svg')
})
