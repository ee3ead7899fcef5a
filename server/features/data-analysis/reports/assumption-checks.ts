import type { AssumptionCheck } from '#shared/contract/data-analysis'
import { num, pValue } from './apa-format'
import { levene } from '../statistics/levene-and-tukey'
import { shapiroWilk } from '../statistics/shapiro-wilk'

/** Shapiro-Wilk on one sample, or why it could not run. */
export function normalityCheck(values: number[], of: string): AssumptionCheck {
  const name = `Normality of ${of}`
  if (values.length < 3) return { name, detail: 'Fewer than 3 values: normality cannot be tested.', met: null }
  if (values.length > 5000)
    return {
      name,
      detail:
        'More than 5000 values: Shapiro-Wilk is not defined; with a sample this large the t and F tests are robust to non-normality. Look at the histogram.',
      met: null,
    }
  try {
    const { w, p } = shapiroWilk(values)
    return { name, detail: `Shapiro-Wilk W = ${num(w, 3)}, ${pValue(p)}.`, met: p >= 0.05 }
  } catch {
    return { name, detail: 'All values are the same: normality cannot be tested.', met: null }
  }
}

export function equalVariancesCheck(groups: number[][]): AssumptionCheck {
  const name = 'Equal variances'
  if (groups.some((group) => group.length < 2)) return { name, detail: 'A group has fewer than 2 values.', met: null }
  const { f, df, p } = levene(groups)
  if (!Number.isFinite(f)) return { name, detail: 'Every group has no spread: Levene’s test cannot run.', met: null }
  return {
    name,
    detail: `Levene’s test (median-centred) F(${df[0]}, ${df[1]}) = ${num(f)}, ${pValue(p)}.`,
    met: p >= 0.05,
  }
}

export const failed = (checks: AssumptionCheck[], prefix: string) =>
  checks.some((check) => check.met === false && check.name.startsWith(prefix))
