import { z } from 'zod'
import { STUDY_TYPES } from './methodology-options'
import { MilestoneDateSchema } from './timeline'

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
  'anova-repeated-measures',
  'logistic-regression',
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
    /** repeated-measures ANOVA: measurements per participant, their mean correlation, the nonsphericity ε */
    measurements: z.number().int().min(2).max(50).optional(),
    correlation: z.number().min(-0.99).max(0.99).optional(),
    epsilon: z.number().gt(0).max(1).optional(),
    /** logistic regression: the event rate at the predictor's mean, and R² of the predictor on the other ones */
    baseProbability: z.number().gt(0).lt(1).optional(),
    otherR2: z.number().min(0).max(0.95).optional(),
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
    if (input.test === 'anova-repeated-measures') {
      need('measurements', 'Give the number of measurements.')
      need('correlation', 'Give the correlation among the measurements.')
      if (
        input.measurements !== undefined &&
        input.epsilon !== undefined &&
        input.epsilon < 1 / (input.measurements - 1)
      )
        ctx.addIssue({ code: 'custom', path: ['epsilon'], message: 'ε is at least 1/(measurements − 1).' })
    }
    if (input.test === 'logistic-regression') {
      need('baseProbability', 'Give the event rate at the mean of the predictor.')
      if (input.effect !== undefined && input.effect <= 1)
        ctx.addIssue({
          code: 'custom',
          path: ['effect'],
          message: 'Give the odds ratio above 1 (for a protective factor, its inverse).',
        })
    }
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

export { STUDY_TYPES }
export const StudyTypeSchema = z.enum(STUDY_TYPES)
export type StudyType = z.infer<typeof StudyTypeSchema>

export const AimSchema = z.enum([
  'compare-groups',
  'evaluate-intervention',
  'relate-variables',
  'predict',
  'explore-experiences',
  'diagnostic-accuracy',
  'measure-instrument',
  'describe-case',
  'synthesise-literature',
])
export type Aim = z.infer<typeof AimSchema>

export const OutcomeTypeSchema = z.enum([
  'continuous',
  'ordinal',
  'binary',
  'categorical',
  'count',
  'time-to-event',
  'text',
])
export type OutcomeType = z.infer<typeof OutcomeTypeSchema>

export const UnitOfAnalysisSchema = z.enum(['people', 'animals', 'groups', 'documents', 'studies'])
export type UnitOfAnalysis = z.infer<typeof UnitOfAnalysisSchema>

export const EthicsFlagSchema = z.enum([
  'minors',
  'health-data',
  'vulnerable-adults',
  'deception',
  'identifiable-data',
  'online-data',
  'intervention-risk',
])
export type EthicsFlag = z.infer<typeof EthicsFlagSchema>

export const RESEARCH_QUESTION_REQUIRED = 'Please enter your research question for methodology recommendations.'

export const AdviceInputSchema = z.object({
  researchQuestion: z
    .string()
    .trim()
    .min(1, RESEARCH_QUESTION_REQUIRED)
    .max(2000, 'Keep the question under 2000 characters.'),
  studyType: StudyTypeSchema.default('Mixed Methods'),
  aim: AimSchema.optional(),
  canRandomise: z.boolean().optional(),
  groups: z.number().int().min(1).max(20).optional(),
  repeatedMeasures: z.boolean().optional(),
  outcomeType: OutcomeTypeSchema.optional(),
  unit: UnitOfAnalysisSchema.optional(),
  population: z.string().trim().max(300).optional(),
  ethicsFlags: z.array(EthicsFlagSchema).max(EthicsFlagSchema.options.length).default([]),
})
export type AdviceInput = z.input<typeof AdviceInputSchema>
export type ParsedAdviceInput = z.output<typeof AdviceInputSchema>

export const DesignIdSchema = z.enum([
  'experimental',
  'quasi-experimental',
  'correlational',
  'qualitative',
  'mixed',
  'review',
])
export type DesignId = z.infer<typeof DesignIdSchema>

export const CandidateDesignSchema = z.object({
  id: DesignIdSchema,
  name: z.string(),
  fit: z.enum(['recommended', 'possible', 'unsuitable']),
  why: z.array(z.string()),
  strengths: z.array(z.string()),
  tradeOffs: z.array(z.string()),
})
export type CandidateDesign = z.infer<typeof CandidateDesignSchema>

export const GuidelineIdSchema = z.enum([
  'CONSORT',
  'STROBE',
  'SRQR',
  'COREQ',
  'STARD',
  'PRISMA',
  'PRISMA-ScR',
  'COSMIN',
  'ARRIVE',
  'TRIPOD',
  'CARE',
])
export type GuidelineId = z.infer<typeof GuidelineIdSchema>

export const ChecklistItemSchema = z.object({ id: z.string(), section: z.string(), text: z.string() })
export type ChecklistItem = z.infer<typeof ChecklistItemSchema>

export const GuidelineSchema = z.object({
  id: GuidelineIdSchema,
  name: z.string(),
  because: z.string(),
  items: z.array(ChecklistItemSchema),
})
export type Guideline = z.infer<typeof GuidelineSchema>

export const EthicsItemSchema = z.object({ id: z.string(), text: z.string(), because: z.string() })
export type EthicsItem = z.infer<typeof EthicsItemSchema>

export const PhaseSchema = z.object({
  name: z.string(),
  weeks: z.number().int().min(0),
  because: z.string(),
  tasks: z.array(z.string()),
})
export type Phase = z.infer<typeof PhaseSchema>

export const PowerPresetSchema = z.object({
  test: PowerTestSchema,
  effect: z.number(),
  groups: z.number().int().optional(),
  rows: z.number().int().optional(),
  columns: z.number().int().optional(),
  predictors: z.number().int().optional(),
  repeated: z.boolean().optional(),
  measurements: z.number().int().optional(),
  correlation: z.number().optional(),
  baseProbability: z.number().optional(),
})
export type PowerPreset = z.infer<typeof PowerPresetSchema>

export const PlannedAnalysisSchema = z.object({
  test: z.string(),
  alternative: z.string().nullable(),
  effectSize: z.string(),
  because: z.string(),
  power: PowerPresetSchema.nullable(),
  /** the sample the preset needs at α = .05 and power .80, when the calculator covers the test */
  sampleSize: z.object({ n: z.number().int(), unit: z.string(), totalN: z.number().int() }).nullable(),
  /** how to draw the sample from the stated population; null without one, absent on plans made before it existed */
  sampling: z.string().nullable().optional(),
})
export type PlannedAnalysis = z.infer<typeof PlannedAnalysisSchema>

/**
 * The rules' reasons in a few sentences. Present only when a language model is configured: `text` is the model's
 * rewording when it kept every number and name of the rules' sentences and added none, else the rules' own text.
 */
export const RationaleSchema = z.object({
  text: z.string(),
  source: z.enum(['model', 'rules']),
  model: z.string().nullable(),
  /** why the rules' text is shown although a model is configured */
  notice: z.string().nullable(),
})
export type Rationale = z.infer<typeof RationaleSchema>

export const AdviceSchema = z.object({
  aim: AimSchema,
  /** where the aim came from: the user's answer, a phrase of the question, or the preferred study type */
  aimSource: z.enum(['answer', 'question', 'study type']),
  matchedPhrase: z.string().nullable(),
  assumptions: z.array(z.string()),
  designs: z.array(CandidateDesignSchema),
  guideline: GuidelineSchema,
  otherGuidelines: z.array(z.object({ id: GuidelineIdSchema, name: z.string(), because: z.string() })),
  ethics: z.array(EthicsItemSchema),
  phases: z.array(PhaseSchema),
  totalWeeks: z.number().int(),
  analysis: PlannedAnalysisSchema,
  /** absent on plans made before the rewording existed, null without a language model */
  rationale: RationaleSchema.nullable().optional(),
})
export type Advice = z.infer<typeof AdviceSchema>

export const MAX_METHODOLOGY_PLANS = 100

export const PlanIdSchema = z.uuid()
export const PlanIdParamSchema = z.object({ planId: PlanIdSchema })

export const MethodologyPlanSchema = z.object({
  id: PlanIdSchema,
  researchQuestion: z.string(),
  studyType: StudyTypeSchema,
  input: AdviceInputSchema,
  advice: AdviceSchema,
  /** ids of the reporting and ethics checklist items the user ticked */
  checked: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type MethodologyPlan = z.infer<typeof MethodologyPlanSchema>

export const MethodologyPlanSummarySchema = MethodologyPlanSchema.pick({
  id: true,
  researchQuestion: true,
  studyType: true,
  createdAt: true,
  updatedAt: true,
}).extend({ checkedCount: z.number().int(), itemCount: z.number().int() })
export type MethodologyPlanSummary = z.infer<typeof MethodologyPlanSummarySchema>

export const MethodologyPlansResponseSchema = z.object({ plans: z.array(MethodologyPlanSummarySchema) })

export const SetCheckedInputSchema = z.object({ checked: z.array(z.string().max(40)).max(200) })
export type SetCheckedInput = z.infer<typeof SetCheckedInputSchema>

export const DeletePlanResponseSchema = z.object({ removed: z.boolean() })

/** Sending the phased plan to the timeline builder: each phase becomes a milestone due when the phase ends. */
export const SendToTimelineInputSchema = z.object({ startDate: MilestoneDateSchema })
export type SendToTimelineInput = z.infer<typeof SendToTimelineInputSchema>
