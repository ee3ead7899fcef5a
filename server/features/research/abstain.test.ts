import { expect, test } from 'vitest'
import type { SourceProgress } from '#shared/contract/research'
import { abstainReason, buildAbstention, suggestReformulation } from './abstain'

const done = (source: SourceProgress['source'], hits: number): SourceProgress => ({
  source,
  status: 'done',
  hits,
  reason: null,
  query: 'q',
})
const failed = (source: SourceProgress['source'], reason: string): SourceProgress => ({
  source,
  status: 'failed',
  hits: null,
  reason,
  query: 'q',
})

test('when every source failed, the answer names each with its reason and invents nothing', () => {
  const progress = [failed('pubmed', 'PubMed did not answer in time'), failed('arxiv', 'arXiv is rate limiting us')]
  const result = buildAbstention('What causes coral bleaching?', progress, 0)
  expect(result.reason).toBe('all-failed')
  expect(result.markdown).toContain('PubMed: failed (PubMed did not answer in time)')
  expect(result.markdown).toContain('arXiv: failed (arXiv is rate limiting us)')
  expect(result.sentences.every((sentence) => sentence.citations.length === 0)).toBe(true)
})

test('when nothing relevant came back, it says how many works were read and suggests broader terms', () => {
  const result = buildAbstention(
    'What does current research say about the safety of gene therapy in children?',
    [done('pubmed', 12), failed('arxiv', 'arXiv is down')],
    12,
  )
  expect(result.reason).toBe('none-relevant')
  expect(result.markdown).toMatch(/None of the 12 works retrieved/)
  expect(result.markdown).toContain('PubMed: 12 results')
  expect(result.suggestion).toBe('gene therapy children')
  expect(result.markdown).toContain('“gene therapy children”')
})

test.each([
  [[done('pubmed', 0)], 0, 'no-results'],
  [[done('pubmed', 5)], 5, 'none-relevant'],
  [[failed('pubmed', 'down')], 0, 'all-failed'],
  [[], 0, 'all-failed'],
] as const)('abstain reason for %j with %i works is %s', (progress, retrieved, reason) => {
  expect(abstainReason(progress, retrieved)).toBe(reason)
})

test('a question already as short as a query gets no suggestion', () => {
  expect(suggestReformulation('coral')).toBeNull()
})

test('the suggested rewording keeps the terms the retrieved works do not all share: metformin and cancer stay', () => {
  const question = 'Does metformin reduce the risk of cancer in people with type 2 diabetes?'
  const retrieved = [
    'Glycaemic control in people with type 2 diabetes: a cohort of 4,000 adults.',
    'Risk of cardiovascular events in people with type 2 diabetes treated with insulin.',
    'Type 2 diabetes prevalence among older people in rural areas.',
    'Diet and exercise reduce the risk of type 2 diabetes in people at high risk.',
  ]
  // Before: the last three nouns, "people type diabetes", dropped both key terms.
  const suggestion = suggestReformulation(question, retrieved)
  console.log(`suggestion for "${question}": "${suggestion ?? ''}"`)
  expect(suggestion).not.toBeNull()
  const words = (suggestion ?? '').split(' ')
  expect(words).toContain('metformin')
  expect(words).toContain('cancer')
  expect(words).not.toContain('people')
  expect(words.length).toBeLessThanOrEqual(3)

  const abstention = buildAbstention(question, [done('pubmed', 4)], 4, retrieved)
  expect(abstention.markdown).toContain(`“${suggestion ?? ''}”`)
})
