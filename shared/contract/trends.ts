import { z } from 'zod'

/** The Research Trends Predictor (issue 29 §2, decision 043): up to four topics compared, one OpenAlex budget a run. */
export const MAX_TREND_TOPICS = 4
/** OpenAlex calls one run may make (cached answers included: the plan is made before the cache is asked). */
export const TREND_CALL_BUDGET = 10
export const TREND_HORIZONS = 3

export const TrendLabelSchema = z.enum(['emerging', 'growing', 'stable', 'declining'])
export type TrendLabel = z.infer<typeof TrendLabelSchema>

/** OpenAlex topic short id, e.g. T10320. */
export const TopicIdSchema = z.string().regex(/^T\d{1,12}$/, 'Not an OpenAlex topic id')
/** OpenAlex field short id: the number in https://openalex.org/fields/17. */
export const FieldIdSchema = z.string().regex(/^\d{1,6}$/, 'Not an OpenAlex field id')

const topicText = z
  .string()
  .trim()
  .min(2, 'Describe the topic in a few words')
  .max(200, 'Keep a topic under 200 characters')

/**
 * One topic: free text (searched in titles and abstracts), or an OpenAlex topic chosen from the suggestions (its id,
 * and the field the suggestion named, which makes the share of field; text is then the topic's name).
 */
export const TrendTopicInputSchema = z.object({
  text: topicText,
  topicId: TopicIdSchema.optional(),
  fieldId: FieldIdSchema.optional(),
  fieldName: z.string().trim().min(1).max(200).optional(),
})
export type TrendTopicInput = z.infer<typeof TrendTopicInputSchema>

export const PredictTrendsInputSchema = z.object({
  topics: z
    .array(TrendTopicInputSchema)
    .min(1, 'Please describe your research trends predictor requirements.')
    .max(MAX_TREND_TOPICS, `Compare at most ${MAX_TREND_TOPICS} topics`),
})
export type PredictTrendsInput = z.infer<typeof PredictTrendsInputSchema>

export const TopicSuggestionsQuerySchema = z.object({
  q: z.string().trim().min(2, 'Type at least two letters').max(100, 'Keep the search under 100 characters'),
})

export const TopicSuggestionSchema = z.object({
  id: TopicIdSchema,
  name: z.string().min(1).max(300),
  worksCount: z.number().int().min(0),
  field: z.object({ id: FieldIdSchema, name: z.string().min(1).max(200) }).nullable(),
  subfield: z.string().max(200).nullable(),
})
export type TopicSuggestion = z.infer<typeof TopicSuggestionSchema>
export const TopicSuggestionsSchema = z.object({ topics: z.array(TopicSuggestionSchema).max(10) })

const count = z.number().int().min(0)
const share = z.number().min(0).max(1)

export const TrendYearSchema = z.object({
  year: z.number().int(),
  count,
  /** works in the field (or in all of OpenAlex) that year */
  total: count,
  /** count / total, null when total is 0 */
  share: share.nullable(),
  /** the last complete year: OpenAlex may not have indexed all of it yet */
  underIndexed: z.boolean(),
})

export const TrendForecastPointSchema = z.object({
  year: z.number().int(),
  horizon: z.number().int().min(1).max(TREND_HORIZONS),
  count: z.number().min(0),
  /** the 80 % interval, null when the series was too short to have made enough earlier forecasts */
  countLower: z.number().min(0).nullable(),
  countUpper: z.number().min(0).nullable(),
  share: share.nullable(),
  shareLower: share.nullable(),
  shareUpper: share.nullable(),
})
export type TrendForecastPoint = z.infer<typeof TrendForecastPointSchema>

/** One forecast the method would have made from an earlier year, against what happened. */
export const TrendBacktestRowSchema = z.object({
  originYear: z.number().int(),
  year: z.number().int(),
  horizon: z.number().int().min(1).max(TREND_HORIZONS),
  forecast: z.number().min(0),
  lower: z.number().min(0).nullable(),
  upper: z.number().min(0).nullable(),
  actual: count,
  /** (forecast − actual) / actual, null when actual is 0 */
  error: z.number().nullable(),
  /** null when there was no interval */
  covered: z.boolean().nullable(),
})

export const TrendBacktestSummarySchema = z.object({
  horizon: z.number().int().min(1).max(TREND_HORIZONS),
  forecasts: count,
  /** mean absolute percentage error */
  meanAbsoluteError: z.number().min(0).nullable(),
  /** share of actuals inside the 80 % interval */
  coverage: share.nullable(),
})

const link = z.url().max(2000)

export const TrendDriversSchema = z.object({
  works: z
    .array(
      z.object({
        id: z.string().max(40),
        title: z.string().max(2000),
        year: z.number().int().nullable(),
        citations: count,
        url: link,
      }),
    )
    .max(10),
  institutions: z
    .array(z.object({ id: z.string().max(40), name: z.string().max(500), works: count, url: link }))
    .max(10),
  countries: z.array(z.object({ code: z.string().max(8), name: z.string().max(200), works: count, url: link })).max(10),
  /** the years the institutions and countries were counted over (the last three complete years) */
  fromYear: z.number().int(),
  toYear: z.number().int(),
  /** why some drivers are missing (the run's OpenAlex budget), or null */
  omitted: z.string().max(500).nullable(),
})
export type TrendDrivers = z.infer<typeof TrendDriversSchema>

export const TopicTrendSchema = z.object({
  /** what was asked, as given */
  text: z.string().max(200),
  topicId: TopicIdSchema.nullable(),
  /** the name shown: the OpenAlex topic's, or the text */
  name: z.string().max(300),
  /** what the share is of: the topic's field, or all works in OpenAlex */
  denominator: z.object({ kind: z.enum(['field', 'all']), name: z.string().max(200) }),
  /** OpenAlex link to the works counted */
  worksUrl: link,
  years: z.array(TrendYearSchema).max(200),
  forecast: z.array(TrendForecastPointSchema).max(TREND_HORIZONS),
  /** null when there are too few works to forecast */
  label: TrendLabelSchema.nullable(),
  /** the yearly growth of the share the forecast implies (the label's r), null with no forecast */
  growth: z.number().nullable(),
  backtest: z.object({
    rows: z.array(TrendBacktestRowSchema).max(100),
    summary: z.array(TrendBacktestSummarySchema).max(TREND_HORIZONS),
  }),
  drivers: TrendDriversSchema,
  /** too few works to forecast: the years are shown, no forecast or label is made */
  tooFew: z.boolean(),
})
export type TopicTrend = z.infer<typeof TopicTrendSchema>

export const PredictTrendsResponseSchema = z.object({
  topics: z.array(TopicTrendSchema).min(1).max(MAX_TREND_TOPICS),
  /** the current year, left out (partly indexed) */
  currentYear: z.number().int(),
  lastCompleteYear: z.number().int(),
  /** the label rule, in words */
  rule: z.string().max(2000),
  /** how the forecast is made, in words */
  method: z.string().max(2000),
  /** OpenAlex calls this run made (answers from the cache included) and its budget */
  calls: z.number().int().min(0),
  budget: z.number().int().min(0),
  generatedAt: z.string(),
})
export type PredictTrendsResponse = z.infer<typeof PredictTrendsResponseSchema>
