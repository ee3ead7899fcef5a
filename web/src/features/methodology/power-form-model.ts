import type { PowerInput, PowerPreset, PowerSolveFor, PowerTest } from '../../../../shared/contract/methodology'

export const POWER_TESTS: { id: PowerTest; label: string; effect: string; conventions: string }[] = [
  {
    id: 't-independent',
    label: 'Independent-samples t-test',
    effect: "Cohen's d",
    conventions: 'small 0.2, medium 0.5, large 0.8',
  },
  {
    id: 't-paired',
    label: 'Paired t-test',
    effect: "Cohen's d (of the differences)",
    conventions: 'small 0.2, medium 0.5, large 0.8',
  },
  {
    id: 't-one-sample',
    label: 'One-sample t-test',
    effect: "Cohen's d",
    conventions: 'small 0.2, medium 0.5, large 0.8',
  },
  {
    id: 'anova-one-way',
    label: 'One-way ANOVA',
    effect: "Cohen's f",
    conventions: 'small 0.10, medium 0.25, large 0.40',
  },
  { id: 'correlation', label: 'Correlation (Pearson r)', effect: 'r', conventions: 'small 0.1, medium 0.3, large 0.5' },
  {
    id: 'two-proportions',
    label: 'Two proportions',
    effect: "Cohen's h",
    conventions: 'small 0.2, medium 0.5, large 0.8',
  },
  {
    id: 'chi-square-goodness-of-fit',
    label: 'χ² goodness of fit',
    effect: "Cohen's w",
    conventions: 'small 0.1, medium 0.3, large 0.5',
  },
  {
    id: 'chi-square-association',
    label: 'χ² test of association',
    effect: "Cohen's w",
    conventions: 'small 0.1, medium 0.3, large 0.5',
  },
  {
    id: 'multiple-regression',
    label: 'Multiple regression (R²)',
    effect: 'f² = R²/(1 − R²)',
    conventions: 'small 0.02, medium 0.15, large 0.35',
  },
]

export const MEDIUM_EFFECT: Record<PowerTest, number> = {
  't-independent': 0.5,
  't-paired': 0.5,
  't-one-sample': 0.5,
  'anova-one-way': 0.25,
  correlation: 0.3,
  'two-proportions': 0.5,
  'chi-square-goodness-of-fit': 0.3,
  'chi-square-association': 0.3,
  'multiple-regression': 0.15,
}

/** The form as typed: text fields, so half-typed numbers survive until submit. */
export type PowerForm = {
  test: PowerTest
  solveFor: PowerSolveFor
  alpha: string
  power: string
  effect: string
  n: string
  tails: '1' | '2'
  groups: string
  categories: string
  rows: string
  columns: string
  predictors: string
}

export function initialPowerForm(preset?: PowerPreset | null): PowerForm {
  const test = preset?.test ?? 't-independent'
  return {
    test,
    solveFor: 'sampleSize',
    alpha: '0.05',
    power: '0.80',
    effect: String(preset?.effect ?? MEDIUM_EFFECT[test]),
    n: '50',
    tails: '2',
    groups: String(preset?.groups ?? 3),
    categories: '4',
    rows: String(preset?.rows ?? 2),
    columns: String(preset?.columns ?? 3),
    predictors: String(preset?.predictors ?? 3),
  }
}

export const usesTails = (test: PowerTest) =>
  test.startsWith('t-') || test === 'correlation' || test === 'two-proportions'

export function extraFieldsOf(test: PowerTest): ('groups' | 'categories' | 'rows' | 'columns' | 'predictors')[] {
  if (test === 'anova-one-way') return ['groups']
  if (test === 'chi-square-goodness-of-fit') return ['categories']
  if (test === 'chi-square-association') return ['rows', 'columns']
  if (test === 'multiple-regression') return ['predictors']
  return []
}

type Built = { input: PowerInput; errors: null } | { input: null; errors: Partial<Record<keyof PowerForm, string>> }

/** Checks what the server would refuse, field by field, so the form can say where. */
export function buildPowerInput(form: PowerForm): Built {
  const errors: Partial<Record<keyof PowerForm, string>> = {}
  const number = (key: keyof PowerForm, check: (value: number) => boolean, message: string) => {
    const value = Number(form[key])
    if (form[key].trim() === '' || !Number.isFinite(value) || !check(value)) errors[key] = message
    return value
  }
  const alpha = number('alpha', (v) => v > 0 && v <= 0.5, 'Between 0 and 0.5')
  const input: PowerInput = { test: form.test, solveFor: form.solveFor, alpha, tails: form.tails === '1' ? 1 : 2 }
  if (form.solveFor !== 'power') input.power = number('power', (v) => v > 0 && v < 1, 'Between 0 and 1')
  if (form.solveFor !== 'effect')
    input.effect = number(
      'effect',
      (v) => v > 0 && (form.test !== 'correlation' || v < 1),
      form.test === 'correlation' ? 'Between 0 and 1' : 'Above 0',
    )
  if (form.solveFor !== 'sampleSize')
    input.n = number('n', (v) => Number.isInteger(v) && v >= 2 && v <= 1_000_000, 'A whole number from 2')
  for (const key of extraFieldsOf(form.test)) {
    const [min, max] = key === 'predictors' ? [1, 100] : [2, 50]
    input[key] = number(key, (v) => Number.isInteger(v) && v >= min && v <= max, `A whole number from ${min} to ${max}`)
  }
  return Object.keys(errors).length > 0 ? { input: null, errors } : { input, errors: null }
}
