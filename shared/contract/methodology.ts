import { z } from 'zod'

export const PowerTestSchema = z.enum([
  't-one-sample',
  't-paired',
  't-independent',
  'anova-one-way',
  'correlation',
  'two-proportions',
  'chi-square-goodness-of-fit',
  'chi-square-association',
  'multiple-regression',
])
export type PowerTest = z.infer<typeof PowerTestSchema>

export const PowerSolveForSchema = z.enum(['sampleSize', 'power', 'effect'])
export type PowerSolveFor = z.infer<typeof PowerSolveForSchema>

export const MAX_POWER_SAMPLE_SIZE = 1_000_000

export const PowerInputSchema = z
  .object({
    test: PowerTestSchema,
    solveFor: PowerSolveForSchema,
    alpha: z.number().gt(0).max(0.5),
    tails: z.union([z.literal(1), z.literal(2)]).default(2),
    /** target power when solving for the sample size or the effect */
    power: z.number().gt(0).lt(1).optional(),
    /** Cohen's d, f, r, h, w or f², as the test defines it */
    effect: z.number().positive().max(100).optional(),
    /** the test's sample-size unit: per group, pairs, or total (see PowerResult.sampleSizeUnit) */
    n: z.number().int().min(2).max(MAX_POWER_SAMPLE_SIZE).optional(),
    groups: z.number().int().min(2).max(100).optional(),
    categories: z.number().int().min(2).max(100).optional(),
    rows: z.number().int().min(2).max(50).optional(),
    columns: z.number().int().min(2).max(50).optional(),
    predictors: z.number().int().min(1).max(100).optional(),
  })
  .superRefine((input, ctx) => {
    const need = (key: keyof typeof input, message: string) => {
      if (input[key] === undefined) ctx.addIssue({ code: 'custom', path: [key], message })
    }
    if (input.solveFor !== 'power') need('power', 'Give the power you want to reach.')
    if (input.solveFor !== 'effect') need('effect', 'Give the effect size you expect.')
    if (input.solveFor !== 'sampleSize') need('n', 'Give the sample size.')
    if (input.test === 'anova-one-way') need('groups', 'Give the number of groups.')
    if (input.test === 'chi-square-goodness-of-fit') need('categories', 'Give the number of categories.')
    if (input.test === 'chi-square-association') {
      need('rows', 'Give the number of rows.')
      need('columns', 'Give the number of columns.')
    }
    if (input.test === 'multiple-regression') need('predictors', 'Give the number of predictors.')
    if (input.test === 'correlation' && input.effect !== undefined && input.effect >= 1)
      ctx.addIssue({ code: 'custom', path: ['effect'], message: 'A correlation is below 1.' })
    if (input.test === 'two-proportions' && input.effect !== undefined && input.effect > Math.PI)
      ctx.addIssue({ code: 'custom', path: ['effect'], message: "Cohen's h is at most π." })
  })
export type PowerInput = z.input<typeof PowerInputSchema>
export type ParsedPowerInput = z.output<typeof PowerInputSchema>

export const PowerCurvePointSchema = z.object({ n: z.number().int(), power: z.number().min(0).max(1) })
export type PowerCurvePoint = z.infer<typeof PowerCurvePointSchema>

export const PowerResultSchema = z.object({
  test: PowerTestSchema,
  solvedFor: PowerSolveForSchema,
  alpha: z.number(),
  /** null for the F and χ² tests, which have one rejection region */
  tails: z.union([z.literal(1), z.literal(2)]).nullable(),
  effect: z.number(),
  effectName: z.string(),
  /** the whole sample size at which the design reaches `power` */
  n: z.number().int(),
  /** the exact (fractional) solution when solving for the sample size, as R's pwr reports it */
  exactN: z.number().nullable(),
  sampleSizeUnit: z.enum(['per group', 'pairs', 'participants']),
  totalN: z.number().int(),
  power: z.number().min(0).max(1),
  degreesOfFreedom: z.array(z.number()),
  noncentrality: z.number().nullable(),
  criticalValue: z.number(),
  curve: z.array(PowerCurvePointSchema),
  method: z.string(),
})
export type PowerResult = z.infer<typeof PowerResultSchema>
