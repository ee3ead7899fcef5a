import { expect, test } from 'vitest'
import type { GeneratedHypothesis } from '#shared/contract/hypotheses'
import { designStudyUrl, linkWords, noveltyWords, studyQuestion } from './hypothesis-words'

const hypothesis = {
  statement: 'Fish oil affects Raynaud disease through blood viscosity and platelet aggregation.',
  nullHypothesis: 'Fish oil has no effect on Raynaud disease.',
  variables: {
    independent: 'fish oil',
    dependent: 'Raynaud disease',
    mediators: ['blood viscosity', 'platelet aggregation'],
  },
} as GeneratedHypothesis

test('the study question names the independent and dependent variables and the mediators', () => {
  expect(studyQuestion(hypothesis)).toBe(
    'Does fish oil affect Raynaud disease, through blood viscosity and platelet aggregation?',
  )
  expect(studyQuestion({ ...hypothesis, variables: { ...hypothesis.variables, mediators: [] } })).toBe(
    'Does fish oil affect Raynaud disease?',
  )
})

test('Design a study leads to the methodology advisor with the question as ?question=', () => {
  const url = new URL(designStudyUrl(hypothesis), 'https://example.test')
  expect(url.pathname).toBe('/ai-methodology-advisor')
  expect(url.searchParams.get('question')).toBe(studyQuestion(hypothesis))
})

test('novelty and link support in words, expected to one decimal, the gap named only when it is one', () => {
  expect(noveltyWords({ observed: 3, expected: 11.24, isGap: true, closest: 2 })).toBe(
    '3 works already study both, against 11.2 expected — a gap',
  )
  expect(noveltyWords({ observed: 1, expected: 1.5, isGap: false, closest: 1 })).toBe(
    '1 work already studies both, against 1.5 expected',
  )
  expect(noveltyWords({ observed: 0, expected: 4, isGap: true, closest: null })).toBe(
    'No retrieved work studies both yet, against 4.0 expected — a gap',
  )
  expect(linkWords({ works: 12, expected: 3.14, quotes: [] })).toBe('12 works, against 3.1 expected by chance')
})
