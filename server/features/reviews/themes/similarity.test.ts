import { expect, test } from 'vitest'
import { readDocument } from './document-terms'
import { combinedSimilarities, couplingSimilarities, similarityOf, textSimilarities } from './similarity'

const coral = 'Coral bleaching on shallow reefs. Heat stress bleached the reef corals and algae left them.'
const volcano = 'Magma chambers under basalt calderas. Lava flows cooled into obsidian near the crater.'

function stemsOf(...texts: string[]): string[][] {
  return texts.map((text) => readDocument({ title: '', abstract: text }).stems)
}

test('a work compared with an identical copy scores 1, with a work sharing no word 0', () => {
  const matrix = textSimilarities(stemsOf(coral, coral, volcano))
  expect(similarityOf(matrix, 0, 1)).toBeCloseTo(1, 10)
  expect(similarityOf(matrix, 0, 2)).toBe(0)
  expect(similarityOf(matrix, 0, 0)).toBe(0)
})

test('text similarity is symmetric and ranks a partly shared text between the two', () => {
  const matrix = textSimilarities(stemsOf(coral, 'Coral reefs and magma.', volcano, 'Seagrass meadows.'))
  const partial = similarityOf(matrix, 0, 1)
  expect(partial).toBeGreaterThan(0.1)
  expect(partial).toBeLessThan(0.9)
  expect(similarityOf(matrix, 1, 0)).toBe(partial)
  expect(similarityOf(matrix, 1, 2)).toBeGreaterThan(0)
})

test('similarity is computed on content stems: no stop words, no LaTeX, the title counted twice', () => {
  const read = readDocument({
    title: 'Bounds on graphs',
    abstract: 'We show that the $\\alpha$-weighted $\\mathcal{O}(n^2)$ bound holds for \\textbf{sparse} graphs.',
  })
  expect(read.stems).toEqual(['bound', 'bound', 'graph', 'graph', 'weight', 'bound', 'hold', 'spars', 'graph'])
})

test('bibliographic coupling is Salton’s cosine over distinct shared references', () => {
  const matrix = couplingSimilarities([['a', 'b', 'c', 'd'], ['a', 'b', 'b'], ['x'], []])
  expect(similarityOf(matrix, 0, 1)).toBeCloseTo(2 / Math.sqrt(4 * 2), 10)
  expect(similarityOf(matrix, 0, 2)).toBe(0)
  expect(similarityOf(matrix, 0, 3)).toBe(0)
})

test('coupling counts half only when both works list references; otherwise text alone', () => {
  const stems = stemsOf(coral, volcano, coral, coral)
  const matrix = combinedSimilarities(stems, [['W1', 'W2'], ['W1', 'W2'], [], ['W9']])
  // different text, identical references: ½ × 0 + ½ × 1
  expect(similarityOf(matrix, 0, 1)).toBeCloseTo(0.5, 10)
  // identical text, one without references: text alone, not halved
  expect(similarityOf(matrix, 0, 2)).toBeCloseTo(1, 10)
  // identical text, references disjoint: ½ × 1 + ½ × 0
  expect(similarityOf(matrix, 0, 3)).toBeCloseTo(0.5, 10)
  expect(similarityOf(matrix, 1, 0)).toBe(similarityOf(matrix, 0, 1))
})
