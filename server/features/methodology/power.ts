import {
  MAX_POWER_SAMPLE_SIZE,
  type ParsedPowerInput,
  type PowerCurvePoint,
  type PowerResult,
  type PowerTest,
} from '#shared/contract/methodology'
import { AppError } from '../../lib/app-error'
import {
  chiSquareQuantile,
  fQuantile,
  noncentralChiSquareUpper,
  noncentralFUpper,
  noncentralTCdf,
  normalCdf,
  normalQuantile,
  tQuantile,
} from './noncentral'

/** What one design gives at sample size n (fractional n allowed, as R's pwr solves with uniroot). */
type PowerPoint = { power: number; degreesOfFreedom: number[]; noncentrality: number | null; criticalValue: number }

type Design = {
  test: PowerTest
  alpha: number
  tails: 1 | 2
  groups: number
  degreesOfFreedom: number
  predictors: number
  measurements: number
  correlation: number
  epsilon: number
  baseProbability: number
  otherR2: number
}

type TestSpec = {
  effectName: string
  unit: PowerResult['sampleSizeUnit']
  minN: (design: Design) => number
  /** the smallest effect searched when solving for it (power grows with the effect from here) */
  minEffect?: number
  totalN: (n: number, design: Design) => number
  maxEffect: number
  usesTails: boolean
  method: string
  at: (n: number, effect: number, design: Design) => PowerPoint
}

function tTest(n: number, d: number, design: Design, samples: 1 | 2): PowerPoint {
  const df = samples === 2 ? 2 * (n - 1) : n - 1
  const ncp = d * Math.sqrt(n / samples)
  if (design.tails === 2) {
    const critical = tQuantile(1 - design.alpha / 2, df)
    const power = 1 - noncentralTCdf(critical, df, ncp) + noncentralTCdf(-critical, df, ncp)
    return { power, degreesOfFreedom: [df], noncentrality: ncp, criticalValue: critical }
  }
  const critical = tQuantile(1 - design.alpha, df)
  return {
    power: 1 - noncentralTCdf(critical, df, ncp),
    degreesOfFreedom: [df],
    noncentrality: ncp,
    criticalValue: critical,
  }
}

function fTest(df1: number, df2: number, lambda: number, alpha: number): PowerPoint {
  const critical = fQuantile(1 - alpha, df1, df2)
  return {
    power: noncentralFUpper(critical, df1, df2, lambda),
    degreesOfFreedom: [df1, df2],
    noncentrality: lambda,
    criticalValue: critical,
  }
}

function chiSquareTest(n: number, w: number, design: Design): PowerPoint {
  const df = design.degreesOfFreedom
  const critical = chiSquareQuantile(1 - design.alpha, df)
  const lambda = n * w * w
  return {
    power: noncentralChiSquareUpper(critical, df, lambda),
    degreesOfFreedom: [df],
    noncentrality: lambda,
    criticalValue: critical,
  }
}

const tSpec = (samples: 1 | 2, unit: PowerResult['sampleSizeUnit'], method: string): TestSpec => ({
  effectName: "Cohen's d",
  unit,
  minN: () => 2,
  totalN: (n) => n * samples,
  maxEffect: 10,
  usesTails: true,
  method,
  at: (n, d, design) => tTest(n, d, design, samples),
})

const specs: Record<PowerTest, TestSpec> = {
  't-one-sample': tSpec(1, 'participants', 'One-sample t-test, non-central t (as R pwr.t.test, type "one.sample")'),
  't-paired': tSpec(1, 'pairs', 'Paired t-test on the differences, non-central t (as R pwr.t.test, type "paired")'),
  't-independent': tSpec(2, 'per group', 'Independent-samples t-test, equal groups, non-central t (as R pwr.t.test)'),
  'anova-one-way': {
    effectName: "Cohen's f",
    unit: 'per group',
    minN: () => 2,
    totalN: (n, design) => n * design.groups,
    maxEffect: 10,
    usesTails: false,
    method: 'One-way ANOVA, equal groups, non-central F with λ = k·n·f² (as R pwr.anova.test)',
    at: (n, f, design) => fTest(design.groups - 1, design.groups * (n - 1), design.groups * n * f * f, design.alpha),
  },
  correlation: {
    effectName: 'r',
    unit: 'participants',
    minN: () => 4,
    totalN: (n) => n,
    maxEffect: 0.9999,
    usesTails: true,
    method: "Pearson correlation against 0, Fisher's z with the bias correction r/(2(n−1)) (as R pwr.r.test)",
    at: (n, r, design) => {
      const df = n - 2
      const critical = tQuantile(1 - design.alpha / design.tails, df)
      const criticalR = Math.sqrt((critical * critical) / (critical * critical + df))
      const zr = Math.atanh(r) + r / (2 * (n - 1))
      const zCritical = Math.atanh(criticalR)
      const scale = Math.sqrt(n - 3)
      const power =
        design.tails === 2
          ? normalCdf((zr - zCritical) * scale) + normalCdf((-zr - zCritical) * scale)
          : normalCdf((zr - zCritical) * scale)
      return { power, degreesOfFreedom: [df], noncentrality: null, criticalValue: criticalR }
    },
  },
  'two-proportions': {
    effectName: "Cohen's h",
    unit: 'per group',
    minN: () => 2,
    totalN: (n) => 2 * n,
    maxEffect: Math.PI,
    usesTails: true,
    method: 'Two independent proportions, arcsine transformation, normal approximation (as R pwr.2p.test)',
    at: (n, h, design) => {
      const shift = h * Math.sqrt(n / 2)
      const critical = normalQuantile(1 - design.alpha / design.tails)
      const power =
        design.tails === 2 ? normalCdf(shift - critical) + normalCdf(-shift - critical) : normalCdf(shift - critical)
      return { power, degreesOfFreedom: [], noncentrality: shift, criticalValue: critical }
    },
  },
  'chi-square-goodness-of-fit': {
    effectName: "Cohen's w",
    unit: 'participants',
    minN: () => 2,
    totalN: (n) => n,
    maxEffect: 10,
    usesTails: false,
    method: 'χ² goodness of fit, non-central χ² with λ = N·w², df = categories − 1 (as R pwr.chisq.test)',
    at: (n, w, design) => chiSquareTest(n, w, design),
  },
  'chi-square-association': {
    effectName: "Cohen's w",
    unit: 'participants',
    minN: () => 2,
    totalN: (n) => n,
    maxEffect: 10,
    usesTails: false,
    method: 'χ² test of association, non-central χ² with λ = N·w², df = (rows − 1)(columns − 1) (as R pwr.chisq.test)',
    at: (n, w, design) => chiSquareTest(n, w, design),
  },
  'multiple-regression': {
    effectName: 'f²',
    unit: 'participants',
    minN: (design) => design.predictors + 2,
    totalN: (n) => n,
    maxEffect: 100,
    usesTails: false,
    method: 'Multiple regression, R² different from 0, non-central F with λ = f²·N (as R pwr.f2.test and G*Power)',
    at: (n, f2, design) => fTest(design.predictors, n - design.predictors - 1, f2 * n, design.alpha),
  },
  'anova-repeated-measures': {
    effectName: "Cohen's f",
    unit: 'participants',
    minN: () => 2,
    totalN: (n) => n,
    maxEffect: 10,
    usesTails: false,
    method:
      'Repeated-measures ANOVA, within factor, one group: non-central F with λ = f²·N·m·ε/(1 − ρ), ' +
      'df = (m − 1)ε and (N − 1)(m − 1)ε (G*Power "ANOVA: Repeated measures, within factors")',
    at: (n, f, design) => {
      const { measurements: m, correlation, epsilon } = design
      const lambda = (f * f * n * m * epsilon) / (1 - correlation)
      return fTest((m - 1) * epsilon, (n - 1) * (m - 1) * epsilon, lambda, design.alpha)
    },
  },
  'logistic-regression': {
    effectName: 'odds ratio per SD',
    unit: 'participants',
    minN: () => 10,
    minEffect: 1,
    totalN: (n) => n,
    maxEffect: 100,
    usesTails: true,
    method:
      'Logistic regression, Wald test of one normally distributed predictor: N = (z₁₋α + z₁₋β)² / (P(1 − P)·β²·(1 − R²)) ' +
      '(Hsieh, Bloch & Larsen 1998)',
    at: (n, oddsRatio, design) => {
      const { baseProbability: p, otherR2 } = design
      const shift = Math.abs(Math.log(oddsRatio)) * Math.sqrt(n * p * (1 - p) * (1 - otherR2))
      const critical = normalQuantile(1 - design.alpha / design.tails)
      const power =
        design.tails === 2 ? normalCdf(shift - critical) + normalCdf(-shift - critical) : normalCdf(shift - critical)
      return { power, degreesOfFreedom: [], noncentrality: shift, criticalValue: critical }
    },
  },
}

function designOf(input: ParsedPowerInput): Design {
  return {
    test: input.test,
    alpha: input.alpha,
    tails: input.tails,
    groups: input.groups ?? 2,
    degreesOfFreedom:
      input.test === 'chi-square-goodness-of-fit'
        ? (input.categories ?? 2) - 1
        : ((input.rows ?? 2) - 1) * ((input.columns ?? 2) - 1),
    predictors: input.predictors ?? 1,
    measurements: input.measurements ?? 2,
    correlation: input.correlation ?? 0.5,
    epsilon: input.epsilon ?? 1,
    baseProbability: input.baseProbability ?? 0.5,
    otherR2: input.otherR2 ?? 0,
  }
}

/** The smallest whole n reaching `target`, then the fractional root between it and n − 1. */
function solveSampleSize(spec: TestSpec, design: Design, effect: number, target: number) {
  const minN = spec.minN(design)
  const reaches = (n: number) => spec.at(n, effect, design).power >= target
  if (reaches(minN)) return { n: minN, exactN: minN }
  let high = minN * 2
  while (!reaches(high)) {
    if (high >= MAX_POWER_SAMPLE_SIZE)
      throw new AppError(
        'BAD_REQUEST',
        `This effect needs more than ${MAX_POWER_SAMPLE_SIZE.toLocaleString('en-US')} ${spec.unit} to reach that power.`,
      )
    high = Math.min(MAX_POWER_SAMPLE_SIZE, high * 2)
  }
  let low = minN
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2)
    if (reaches(middle)) high = middle
    else low = middle
  }
  let exactLow = low
  let exactHigh = high
  for (let i = 0; i < 60; i++) {
    const middle = (exactLow + exactHigh) / 2
    if (reaches(middle)) exactHigh = middle
    else exactLow = middle
  }
  return { n: high, exactN: exactHigh }
}

function solveEffect(spec: TestSpec, design: Design, n: number, target: number): number {
  const powerAt = (effect: number) => spec.at(n, effect, design).power
  if (powerAt(spec.maxEffect) < target)
    throw new AppError(
      'BAD_REQUEST',
      `No ${spec.effectName} up to ${spec.maxEffect} reaches that power with this sample.`,
    )
  let low = spec.minEffect ?? 0
  let high = spec.maxEffect
  for (let i = 0; i < 80 && high - low > 1e-10; i++) {
    const middle = (low + high) / 2
    if (powerAt(middle) >= target) high = middle
    else low = middle
  }
  return high
}

const CURVE_POINTS = 40

/** Power from the smallest sample to twice the design's (or to the sample giving 95 % power, if further). */
function powerCurve(spec: TestSpec, design: Design, effect: number, designN: number): PowerCurvePoint[] {
  const minN = spec.minN(design)
  let end = Math.max(designN * 2, minN + CURVE_POINTS)
  if (spec.at(end, effect, design).power < 0.95) {
    try {
      end = Math.max(end, solveSampleSize(spec, design, effect, 0.95).n)
    } catch {
      // an effect too small to ever reach 95 % keeps the default range
    }
  }
  end = Math.min(end, MAX_POWER_SAMPLE_SIZE)
  const sizes = new Set<number>()
  for (let i = 0; i < CURVE_POINTS; i++) sizes.add(Math.round(minN + ((end - minN) * i) / (CURVE_POINTS - 1)))
  sizes.add(designN)
  return [...sizes].sort((a, b) => a - b).map((n) => ({ n, power: spec.at(n, effect, design).power }))
}

export function analysePower(input: ParsedPowerInput): PowerResult {
  const spec = specs[input.test]
  const design = designOf(input)
  let n: number
  let exactN: number | null = null
  let effect: number
  if (input.solveFor === 'sampleSize') {
    effect = input.effect ?? 0
    const solved = solveSampleSize(spec, design, effect, input.power ?? 0.8)
    n = solved.n
    exactN = solved.exactN
  } else if (input.solveFor === 'effect') {
    n = input.n ?? spec.minN(design)
    effect = solveEffect(spec, design, n, input.power ?? 0.8)
  } else {
    n = input.n ?? spec.minN(design)
    effect = input.effect ?? 0
  }
  if (n < spec.minN(design))
    throw new AppError('BAD_REQUEST', `This design needs at least ${spec.minN(design)} ${spec.unit}.`)
  const point = spec.at(n, effect, design)
  return {
    test: input.test,
    solvedFor: input.solveFor,
    alpha: input.alpha,
    tails: spec.usesTails ? input.tails : null,
    effect,
    effectName: spec.effectName,
    n,
    exactN,
    sampleSizeUnit: spec.unit,
    totalN: spec.totalN(n, design),
    power: point.power,
    degreesOfFreedom: point.degreesOfFreedom,
    noncentrality: point.noncentrality,
    criticalValue: point.criticalValue,
    curve: powerCurve(spec, design, effect, n),
    method: spec.method,
  }
}
