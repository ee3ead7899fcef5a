import { z } from 'zod'
export {
  DATA_UPLOAD_MAX_BYTES,
  DATA_UPLOAD_MAX_MB,
  DATA_UPLOAD_MAX_ROWS,
  UPLOAD_TOO_LARGE_MESSAGE,
  UPLOAD_WRONG_TYPE_MESSAGE,
} from './data-analysis-limits'

export const VariableTypeSchema = z.enum(['nominal', 'ordinal', 'continuous'])
export type VariableType = z.infer<typeof VariableTypeSchema>

export const DatasetColumnSchema = z.object({
  name: z.string(),
  type: VariableTypeSchema,
  missing: z.number().int(),
  distinct: z.number().int(),
  /** whether every present value is a number: only such a column can be made continuous */
  numeric: z.boolean(),
  /** a text column's distinct values in R's factor order, when there are few enough to put in order (ordinal) */
  levels: z.array(z.string()).optional(),
})
export type DatasetColumn = z.infer<typeof DatasetColumnSchema>

export const DatasetSummarySchema = z.object({
  format: z.enum(['csv', 'tsv', 'xlsx']),
  rowCount: z.number().int(),
  columns: z.array(DatasetColumnSchema),
  /** the first rows as they were read, missing cells empty */
  preview: z.array(z.array(z.string())),
})
export type DatasetSummary = z.infer<typeof DatasetSummarySchema>

const column = z.string().trim().min(1, 'Choose a variable').max(200)

export const AnalysisRequestSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('descriptives'), variables: z.array(column).min(1, 'Choose a variable').max(20) }),
  z.object({
    kind: z.literal('t-test'),
    design: z.enum(['independent', 'paired', 'one-sample']),
    outcome: column,
    /** the two-level grouping variable of an independent test */
    group: column.optional(),
    /** the second measurement of a paired test */
    second: column.optional(),
    /** the reference mean of a one-sample test */
    mu: z.number().default(0),
    equalVariances: z.boolean().default(false),
  }),
  z.object({
    kind: z.literal('correlation'),
    method: z.enum(['pearson', 'spearman']).default('pearson'),
    variables: z.array(column).min(2, 'Choose at least two variables').max(10),
  }),
  z.object({ kind: z.literal('anova'), outcome: column, group: column }),
  z.object({
    kind: z.literal('nonparametric'),
    test: z.enum(['mann-whitney', 'wilcoxon-signed-rank', 'kruskal-wallis']),
    outcome: column,
    group: column.optional(),
    second: column.optional(),
  }),
  z.object({ kind: z.literal('chi-square'), row: column, column }),
  z.object({
    kind: z.literal('regression'),
    outcome: column,
    predictors: z.array(column).min(1, 'Choose a predictor').max(10),
  }),
  z.object({
    kind: z.literal('logistic'),
    outcome: column,
    predictors: z.array(column).min(1, 'Choose a predictor').max(10),
  }),
])
export type AnalysisRequest = z.input<typeof AnalysisRequestSchema>
export type ParsedAnalysisRequest = z.output<typeof AnalysisRequestSchema>
export type AnalysisKind = AnalysisRequest['kind']

/** A text column marked ordinal can be ranked once the user puts its levels in order; at most this many levels. */
export const MAX_ORDINAL_LEVELS = 30

const LevelOrderSchema = z
  .array(z.string().max(200))
  .min(2, 'An order needs at least two levels')
  .max(MAX_ORDINAL_LEVELS)
  .refine((levels) => new Set(levels).size === levels.length, 'Each level appears once in the order')

/**
 * The `analysis` field of the upload form: the analysis, the user's changes to the inferred types, and the order
 * (lowest first) of each ordinal text column's levels.
 */
export const AnalyseFormSchema = z.object({
  analysis: AnalysisRequestSchema,
  types: z.record(z.string().max(200), VariableTypeSchema).default({}),
  levels: z
    .record(z.string().max(200), LevelOrderSchema)
    .refine((orders) => Object.keys(orders).length <= 200, 'At most 200 columns')
    .default({}),
})
export type AnalyseForm = z.input<typeof AnalyseFormSchema>
export type ParsedAnalyseForm = z.output<typeof AnalyseFormSchema>

export const ReportTableSchema = z.object({
  title: z.string(),
  columns: z.array(z.string()),
  rows: z.array(z.array(z.string())),
  note: z.string().optional(),
})
export type ReportTable = z.infer<typeof ReportTableSchema>

export const AssumptionCheckSchema = z.object({
  name: z.string(),
  detail: z.string(),
  /** null when the check could not be run (too few or too many values) */
  met: z.boolean().nullable(),
})
export type AssumptionCheck = z.infer<typeof AssumptionCheckSchema>

export const ChartSchema = z.object({
  title: z.string(),
  /** a histogram's bins or a bar chart's categories */
  bars: z.array(z.object({ label: z.string(), value: z.number() })),
})
export type Chart = z.infer<typeof ChartSchema>

export const BoxSchema = z.object({
  label: z.string(),
  n: z.number().int(),
  /** the whiskers' ends: the most extreme values within 1.5 hinge spreads of the hinges (R's boxplot.stats) */
  lowerWhisker: z.number(),
  lowerHinge: z.number(),
  median: z.number(),
  upperHinge: z.number(),
  upperWhisker: z.number(),
  /** values beyond the whiskers, at most the first 100 */
  outliers: z.array(z.number()),
  outlierCount: z.number().int(),
})
export type Box = z.infer<typeof BoxSchema>

export const BoxPlotSchema = z.object({
  title: z.string(),
  /** the measured variable, the value axis's label */
  axis: z.string(),
  boxes: z.array(BoxSchema),
})
export type BoxPlot = z.infer<typeof BoxPlotSchema>

export const AnalysisReportSchema = z.object({
  kind: z.string(),
  title: z.string(),
  /** the APA-7 result sentences */
  apa: z.array(z.string()),
  /** what the numbers mean, for students, written by rules from the numbers */
  reading: z.array(z.string()),
  assumptions: z.array(AssumptionCheckSchema),
  /** the alternative to use when an assumption fails */
  suggestions: z.array(z.string()),
  tables: z.array(ReportTableSchema),
  charts: z.array(ChartSchema),
  /** box plots: five numbers and outliers per group, computed on the server */
  boxPlots: z.array(BoxPlotSchema),
  /** the equivalent R code, starting from reading the file */
  rCode: z.string(),
  notes: z.array(z.string()),
  /** the headline tests' p-values, unadjusted, so a session of several analyses can adjust them together */
  pValues: z.array(z.object({ label: z.string(), p: z.number().min(0).max(1) })),
})
export type AnalysisReport = z.infer<typeof AnalysisReportSchema>
