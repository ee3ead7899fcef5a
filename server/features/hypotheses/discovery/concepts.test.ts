import { expect, test } from 'vitest'
import { conceptKey, extractConcepts } from './concepts'

const keysOf = (work: { title: string; abstract: string | null; topics?: string[] }): string[] =>
  extractConcepts({ topics: [], ...work }).map((concept) => concept.key)

test('singular and plural, and any capitals, share one key', () => {
  expect(conceptKey('neural networks')).toBe(conceptKey('Neural Network'))
  expect(conceptKey('LLMs')).toBe(conceptKey('LLM'))
  const keys = keysOf({ title: 'Pruning Neural Networks', abstract: 'We prune a neural network.' })
  expect(keys.filter((key) => key === conceptKey('neural network'))).toHaveLength(1)
})

test('noun phrases of one to three words are concepts; rhetoric and generic words are not', () => {
  const keys = keysOf({
    title: 'A novel approach',
    abstract:
      'In this paper we propose a new method. Results show that fish oil lowers blood viscosity in patients with Raynaud disease.',
  })
  for (const phrase of ['fish oil', 'blood viscosity', 'raynaud disease', 'viscosity']) {
    expect(keys).toContain(conceptKey(phrase))
  }
  for (const word of ['method', 'approach', 'results', 'paper', 'novel approach', 'new method', 'patients']) {
    expect(keys).not.toContain(conceptKey(word))
  }
})

test('a noun that modifies the next one does not end a phrase, and phrases are at most three words', () => {
  const keys = keysOf({ title: '', abstract: 'We train large language models with reinforcement learning.' })
  expect(keys).toContain(conceptKey('large language models'))
  expect(keys).toContain(conceptKey('language models'))
  expect(keys).toContain(conceptKey('reinforcement learning'))
  expect(keys).not.toContain(conceptKey('large language'))
  expect(keys).not.toContain(conceptKey('reinforcement'))
  const long = keysOf({ title: '', abstract: 'We study deep graph neural network ensembles.' })
  expect(long.every((key) => key.split(' ').length <= 3)).toBe(true)
})

test('LaTeX is ignored', () => {
  const keys = keysOf({
    title: '',
    abstract: 'We bound the $\\alpha$-divergence by $\\mathcal{O}(n \\log n)$ samples of kernel density.',
  })
  expect(keys).toContain(conceptKey('kernel density'))
  expect(keys.some((key) => /alpha|mathcal|log/.test(key))).toBe(false)
})

test('topics count, filing codes do not, and a MeSH heading merges with the same phrase', () => {
  const concepts = extractConcepts({
    title: 'Raynaud disease and fish oil',
    abstract: null,
    topics: ['cs.LG', 'I.2.7', '68T05', 'Raynaud Disease'],
  })
  const raynaud = concepts.filter((concept) => concept.key === conceptKey('raynaud disease'))
  expect(raynaud).toEqual([{ key: conceptKey('raynaud disease'), name: 'Raynaud Disease', kind: 'topic' }])
  expect(concepts.some((concept) => /cs|68t05|^i$/.test(concept.key))).toBe(false)
})

test('a phrase keeps how it was written for its name: acronyms as written, other words in lower case', () => {
  const names = extractConcepts({ title: '', abstract: 'Graph Neural Networks and LLMs help.', topics: [] }).map(
    (concept) => concept.name,
  )
  expect(names).toContain('graph neural networks')
  expect(names).toContain('LLMs')
})
