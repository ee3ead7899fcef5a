import { expect, test } from 'vitest'
import type { ChainLink } from './discovery'
import { distinctLinks, resolveConcept } from './make-hypotheses'

test('the user’s words become the concept the works name: exactly, within a longer one, or its longest part', () => {
  const frequency = new Map([
    ['fish oil', 12],
    ['dietari fish oil', 3],
    ['drug discoveri', 9],
    ['discoveri', 20],
    ['machin learn model', 4],
  ])
  expect(resolveConcept(frequency, 'fish oil')).toBe('fish oil')
  expect(resolveConcept(frequency, 'Fish oils')).toBe('fish oil')
  expect(resolveConcept(frequency, 'machine learning')).toBe('machin learn model')
  expect(resolveConcept(frequency, 'quantum computing for drug discovery')).toBe('drug discoveri')
  expect(resolveConcept(frequency, 'coral reefs')).toBeNull()
})

const link = (key: string, strength: number): ChainLink => {
  const side = { observed: 3, expected: 1, npmi: 0.3, strength, workIds: [] }
  return { via: { key, name: key, works: 5 }, ab: side, bc: side, strength }
}

test('a link told twice keeps the stronger one’s place and the more specific one’s name', () => {
  const links = [link('aggreg', 9), link('blood viscos', 8), link('platelet aggreg', 5), link('reactiv', 4)]
  expect(distinctLinks(links, 3).map((entry) => entry.via.key)).toEqual(['platelet aggreg', 'blood viscos', 'reactiv'])
  expect(distinctLinks(links, 1)).toHaveLength(1)
})
