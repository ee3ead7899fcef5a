import { expect, test } from 'vitest'
import type { DatasetColumn } from '#shared/contract/data-analysis'
import { proposeTest } from './test-chooser'

const column = (name: string, type: DatasetColumn['type'], distinct: number): DatasetColumn => ({
  name,
  type,
  distinct,
  missing: 0,
  numeric: type !== 'nominal',
})
const mpg = column('mpg', 'continuous', 25)
const wt = column('wt', 'continuous', 29)
const am = column('am', 'nominal', 2)
const cyl = column('cyl', 'nominal', 3)
const rating = column('rating', 'ordinal', 5)

const testOf = (proposal: ReturnType<typeof proposeTest>) => ('problem' in proposal ? proposal.problem : proposal.test)

test('comparing groups: two groups → Welch t-test (Mann-Whitney as the fallback), more → ANOVA, ranks for ordinal', () => {
  const welch = proposeTest('compare-groups', mpg, am)
  expect(welch).toMatchObject({
    test: "Independent-samples t-test (Welch's)",
    alternative: 'Mann-Whitney U test if the groups are far from normal',
    draft: { kind: 't-test', design: 'independent', outcome: 'mpg', group: 'am', equalVariances: false },
  })
  expect(testOf(proposeTest('compare-groups', mpg, cyl))).toBe("One-way ANOVA with Tukey's post-hoc comparisons")
  expect(testOf(proposeTest('compare-groups', rating, am))).toBe('Mann-Whitney U test')
  expect(testOf(proposeTest('compare-groups', rating, cyl))).toBe('Kruskal-Wallis test')
  expect(testOf(proposeTest('compare-groups', am, cyl))).toBe('χ² test of association')
  expect(testOf(proposeTest('compare-groups', mpg, wt))).toBe('wt has 29 values: a grouping variable needs at most 20.')
})

test('relating, predicting, paired measurements and describing', () => {
  expect(proposeTest('relate', mpg, wt)).toMatchObject({ draft: { kind: 'correlation', method: 'pearson' } })
  expect(proposeTest('relate', mpg, rating)).toMatchObject({ draft: { kind: 'correlation', method: 'spearman' } })
  expect(testOf(proposeTest('relate', am, cyl))).toBe("χ² test of association with Cramér's V")
  expect(testOf(proposeTest('relate', mpg, am))).toBe("Independent-samples t-test (Welch's)")
  expect(proposeTest('predict', am, wt)).toMatchObject({
    draft: { kind: 'logistic', outcome: 'am', variables: ['wt'] },
  })
  expect(proposeTest('predict', mpg, wt)).toMatchObject({ draft: { kind: 'regression' } })
  expect(testOf(proposeTest('predict', cyl, wt))).toMatch(/multinomial regression/)
  expect(testOf(proposeTest('compare-measurements', mpg, wt))).toBe('Paired-samples t-test')
  expect(testOf(proposeTest('compare-measurements', rating, wt))).toBe('Wilcoxon signed-rank test')
  expect(proposeTest('describe', am, undefined)).toMatchObject({ draft: { kind: 'descriptives', variables: ['am'] } })
  expect(testOf(proposeTest('relate', mpg, mpg))).toBe('Choose two different variables.')
})
