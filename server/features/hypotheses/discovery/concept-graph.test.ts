import { expect, test } from 'vitest'
import type { Work } from '#shared/contract/sources'
import {
  associate,
  associationOf,
  buildConceptGraph,
  buildConceptGraphOfWorks,
  findConcept,
  idsOfWorksWithBoth,
  worksWith,
  worksWithBoth,
} from './concept-graph'
import { conceptKey } from './concepts'
import { plantedCorpus } from './planted-corpus'

test('document frequencies and pair counts are counted once per work', () => {
  const graph = buildConceptGraph(plantedCorpus())
  expect(worksWith(graph, 'alpha')).toBe(10)
  expect(worksWith(graph, 'echo')).toBe(9)
  expect(worksWithBoth(graph, 'alpha', 'bravo')).toBe(3)
  expect(worksWithBoth(graph, 'bravo', 'alpha')).toBe(3)
  expect(worksWithBoth(graph, 'alpha', 'echo')).toBe(0)
  expect(idsOfWorksWithBoth(graph, 'alpha', 'charli')).toEqual(['W3', 'W4', 'W5'])
})

test('concepts in too few or too many works are left out', () => {
  const works = [
    ...plantedCorpus({ fillers: 0 }),
    { id: 'once', concepts: [{ key: 'unique', name: 'unique', kind: 'phrase' as const }] },
  ]
  const graph = buildConceptGraph(works, { minWorks: 2, maxShare: 0.3 })
  expect(graph.index.has('unique')).toBe(false)
  expect(graph.index.has('alpha')).toBe(false) // 10 of 23 works
  expect(graph.index.has('bravo')).toBe(true)
})

test('association: NPMI is 1 for concepts always together, 0 for independent ones, and the LLR agrees in sign', () => {
  const always = associationOf(100, 10, 10, 10)
  expect(always.npmi).toBeCloseTo(1)
  expect(always.expected).toBe(1)
  const independent = associationOf(100, 10, 10, 1)
  expect(independent.pmi).toBeCloseTo(0)
  expect(independent.npmi).toBeCloseTo(0)
  expect(independent.llr).toBeCloseTo(0)
  expect(associationOf(100, 10, 10, 5).llr).toBeGreaterThan(0)
  expect(associationOf(100, 50, 50, 10).llr).toBeLessThan(0)
  expect(associationOf(100, 10, 10, 0).npmi).toBe(-1)
  const graph = buildConceptGraph(plantedCorpus())
  expect(associate(graph, 'alpha', 'bravo').npmi).toBeGreaterThan(0.3)
})

test('a graph of works reads their concepts and finds a user’s words among them', () => {
  const work = (title: string, abstract: string): Work => ({
    ids: { doi: `10.1/${title.length}-${abstract.length}` },
    title,
    abstract,
    abstractSections: [],
    authors: [],
    year: 2020,
    publicationDate: null,
    venue: null,
    type: null,
    citationCount: null,
    url: null,
    openAccessUrl: null,
    topics: [],
    sources: ['openalex'],
  })
  const graph = buildConceptGraphOfWorks(
    [
      work('Fish oil and blood viscosity', 'Dietary fish oil lowers blood viscosity.'),
      work('Blood viscosity in Raynaud disease', 'Raynaud disease patients have high blood viscosity.'),
      work('Fish oils', 'Fish oils reduce platelet aggregation and blood viscosity.'),
    ],
    { minWorks: 2, maxShare: 1 },
  )
  expect(worksWith(graph, conceptKey('blood viscosity'))).toBe(3)
  expect(worksWith(graph, conceptKey('fish oil'))).toBe(2)
  expect(findConcept(graph, conceptKey('Fish Oils'))).toBe(conceptKey('fish oil'))
  expect(findConcept(graph, conceptKey('viscosities'))).toBe(conceptKey('viscosity'))
  expect(findConcept(graph, conceptKey('quantum gravity'))).toBeNull()
})
