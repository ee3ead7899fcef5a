import { expect, test } from 'vitest'
import { EMPTY_ANALYSIS, toAnalysisRequest } from './analysis-form-model'

test('an independent t-test needs its outcome and group, and carries the variance choice', () => {
  const draft = { ...EMPTY_ANALYSIS, kind: 't-test' as const, outcome: 'extra' }
  expect(toAnalysisRequest(draft)).toBe('Choose the grouping variable.')
  expect(toAnalysisRequest({ ...draft, group: 'group', equalVariances: true })).toEqual({
    kind: 't-test',
    design: 'independent',
    outcome: 'extra',
    group: 'group',
    equalVariances: true,
  })
})

test('a correlation needs two variables; a one-sample test a numeric reference', () => {
  expect(toAnalysisRequest({ ...EMPTY_ANALYSIS, kind: 'correlation', variables: ['a'] })).toBe(
    'Choose at least two variables.',
  )
  expect(toAnalysisRequest({ ...EMPTY_ANALYSIS, kind: 't-test', design: 'one-sample', outcome: 'a', mu: 'ten' })).toBe(
    'Enter the reference mean as a number.',
  )
  expect(toAnalysisRequest({ ...EMPTY_ANALYSIS, kind: 'chi-square', outcome: 'am', group: 'vs' })).toEqual({
    kind: 'chi-square',
    row: 'am',
    column: 'vs',
  })
})
