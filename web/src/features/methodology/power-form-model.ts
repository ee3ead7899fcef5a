import type { PowerInput, PowerPreset, PowerSolveFor, PowerTest } from '#shared/contract/methodology'
import { cohensH, f2FromR2 } from '#shared/effect-sizes'

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
  {
    id: 'anova-repeated-measures',
    label: 'Repeated-measures ANOVA (within factor)',
    effect: "Cohen's f",
    conventions: 'small 0.10, medium 0.25, large 0.40',
  },
  {
    id: 'logistic-regression',
    label: 'Logistic regression (one predictor)',
    effect: 'odds ratio per SD of the predictor',
    conventions: 'no convention: take it from earlier studies (above 1)',
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
  'anova-repeated-measures': 0.25,
  'logistic-regression': 1.5,
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
  measurements: string
  correlation: string
  epsilon: string
  baseProbability: string
  otherR2: string
  /** how the effect is given: the effect size itself, or what it is worked out from */
  effectEntry: EffectEntry
  p1: string
  p2: string
  r2: string
}

/** Two proportions give Cohen's h; the R² a regression should explain gives f². */
export type EffectEntry = 'effect' | 'proportions' | 'r2'

export function effectEntriesOf(test: PowerTest): EffectEntry[] {
  if (test === 'two-proportions') return ['effect', 'proportions']
  if (test === 'multiple-regression') return ['effect', 'r2']
  return ['effect']
}

type Derived =
  { effect: number; working: string } | { effect: null; errors: Partial<Record<'p1' | 'p2' | 'r2', string>> }

const fixed = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 4 })

/** The effect worked out from the proportions or R², with its working; null when the effect is typed directly. */
export function deriveEffect(form: PowerForm): Derived | null {
  const entry = effectEntriesOf(form.test).includes(form.effectEntry) ? form.effectEntry : 'effect'
  const read = (key: 'p1' | 'p2' | 'r2', high: number) => {
    const value = Number(form[key])
    return form[key].trim() !== '' && Number.isFinite(value) && value > 0 && value < high ? value : null
  }
  if (entry === 'proportions') {
    const p1 = read('p1', 1)
    const p2 = read('p2', 1)
    const errors: Partial<Record<'p1' | 'p2', string>> = {}
    if (p1 === null) errors.p1 = 'Between 0 and 1'
    if (p2 === null) errors.p2 = 'Between 0 and 1'
    if (p1 === null || p2 === null) return { effect: null, errors }
    if (p1 === p2) return { effect: null, errors: { p2: 'Different from p₁' } }
    const h = cohensH(p1, p2)
    return { effect: h, working: `h = |2·asin√${fixed(p1)} − 2·asin√${fixed(p2)}| = ${fixed(h)}` }
  }
  if (entry === 'r2') {
    const r2 = read('r2', 0.99 + 1e-12)
    if (r2 === null) return { effect: null, errors: { r2: 'Above 0, at most 0.99' } }
    const f2 = f2FromR2(r2)
    return { effect: f2, working: `f² = ${fixed(r2)} / (1 − ${fixed(r2)}) = ${fixed(f2)}` }
  }
  return null
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
    measurements: String(preset?.measurements ?? 3),
    correlation: String(preset?.correlation ?? 0.5),
    epsilon: '1',
    baseProbability: String(preset?.baseProbability ?? 0.5),
    otherR2: '0',
    effectEntry: 'effect',
    p1: '',
    p2: '',
    r2: '',
  }
}

export const usesTails = (test: PowerTest) =>
  test.startsWith('t-') || test === 'correlation' || test === 'two-proportions' || test === 'logistic-regression'

export type ExtraField =
  | 'groups'
  | 'categories'
  | 'rows'
  | 'columns'
  | 'predictors'
  | 'measurements'
  | 'correlation'
  | 'epsilon'
  | 'baseProbability'
  | 'otherR2'

export function extraFieldsOf(test: PowerTest): ExtraField[] {
  if (test === 'anova-one-way') return ['groups']
  if (test === 'chi-square-goodness-of-fit') return ['categories']
  if (test === 'chi-square-association') return ['rows', 'columns']
  if (test === 'multiple-regression') return ['predictors']
  if (test === 'anova-repeated-measures') return ['measurements', 'correlation', 'epsilon']
  if (test === 'logistic-regression') return ['baseProbability', 'otherR2']
  return []
}

/** Each extra field's check and its message, as the server's schema has them. */
const EXTRA_CHECKS: Record<ExtraField, [check: (value: number, form: PowerForm) => boolean, message: string]> = {
  groups: [(v) => Number.isInteger(v) && v >= 2 && v <= 50, 'A whole number from 2 to 50'],
  categories: [(v) => Number.isInteger(v) && v >= 2 && v <= 50, 'A whole number from 2 to 50'],
  rows: [(v) => Number.isInteger(v) && v >= 2 && v <= 50, 'A whole number from 2 to 50'],
  columns: [(v) => Number.isInteger(v) && v >= 2 && v <= 50, 'A whole number from 2 to 50'],
  predictors: [(v) => Number.isInteger(v) && v >= 1 && v <= 100, 'A whole number from 1 to 100'],
  measurements: [(v) => Number.isInteger(v) && v >= 2 && v <= 50, 'A whole number from 2 to 50'],
  correlation: [(v) => v >= -0.99 && v <= 0.99, 'Between −0.99 and 0.99'],
  epsilon: [
    (v, form) => v > 0 && v <= 1 && v >= 1 / (Number(form.measurements) - 1),
    'Between 1/(measurements − 1) and 1',
  ],
  baseProbability: [(v) => v > 0 && v < 1, 'Between 0 and 1'],
  otherR2: [(v) => v >= 0 && v <= 0.95, 'Between 0 and 0.95'],
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
  const derived = form.solveFor === 'effect' ? null : deriveEffect(form)
  if (derived?.effect === null) Object.assign(errors, derived.errors)
  else if (derived) input.effect = derived.effect
  else if (form.solveFor !== 'effect')
    input.effect = number(
      'effect',
      (v) => (form.test === 'logistic-regression' ? v > 1 : v > 0) && (form.test !== 'correlation' || v < 1),
      form.test === 'correlation' ? 'Between 0 and 1' : form.test === 'logistic-regression' ? 'Above 1' : 'Above 0',
    )
  if (form.solveFor !== 'sampleSize')
    input.n = number('n', (v) => Number.isInteger(v) && v >= 2 && v <= 1_000_000, 'A whole number from 2')
  for (const key of extraFieldsOf(form.test)) {
    const [check, message] = EXTRA_CHECKS[key]
    input[key] = number(key, (value) => check(value, form), message)
  }
  return Object.keys(errors).length > 0 ? { input: null, errors } : { input, errors: null }
}
