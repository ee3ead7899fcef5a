import { z } from 'zod'
import {
  ACADEMIC_INTERESTS,
  ASSESSMENT_STEPS,
  BUDGET_RANGES,
  CAMPUS_ENVIRONMENTS,
  CAREER_GOALS,
  EDUCATION_LEVELS,
  EXTRACURRICULARS,
  FAMILY_INCOMES,
  RESEARCH_AREAS,
  SCHOOL_SIZES,
  SCHOOL_TYPES,
  SCORE_PARTS,
  STATE_NAMES,
} from './college-options'

const uniqueList = <T extends z.ZodType>(item: T, max: number) =>
  z
    .array(item)
    .max(max)
    .refine((items) => new Set(items).size === items.length, 'Each choice may appear once')

/** The spec's college assessment answers; everything is optional (null or empty when not answered). */
export const CollegeAnswersSchema = z.object({
  academicInterests: uniqueList(z.enum(ACADEMIC_INTERESTS), ACADEMIC_INTERESTS.length).default([]),
  researchAreas: uniqueList(z.enum(RESEARCH_AREAS), RESEARCH_AREAS.length).default([]),
  careerGoals: uniqueList(z.enum(CAREER_GOALS), CAREER_GOALS.length).default([]),
  gpa: z.number().min(0, 'GPA is 0 to 4.0').max(4, 'GPA is 0 to 4.0').nullable().default(null),
  satScore: z.number().int().min(400, 'SAT is 400 to 1600').max(1600, 'SAT is 400 to 1600').nullable().default(null),
  actScore: z.number().int().min(1, 'ACT is 1 to 36').max(36, 'ACT is 1 to 36').nullable().default(null),
  graduationYear: z.number().int().min(2000).max(2100).nullable().default(null),
  educationLevel: z.enum(EDUCATION_LEVELS).nullable().default(null),
  locations: uniqueList(z.enum(STATE_NAMES), STATE_NAMES.length).default([]),
  schoolSize: z.enum(SCHOOL_SIZES).nullable().default(null),
  schoolType: z.enum(SCHOOL_TYPES).nullable().default(null),
  budgetRange: z.enum(BUDGET_RANGES).nullable().default(null),
  /** ours: the net price the Scorecard reports for this family income band is used when given */
  familyIncome: z.enum(FAMILY_INCOMES).nullable().default(null),
  campusEnvironment: z.enum(CAMPUS_ENVIRONMENTS).nullable().default(null),
  extracurriculars: uniqueList(z.enum(EXTRACURRICULARS), EXTRACURRICULARS.length).default([]),
  additionalInfo: z.string().max(2000, 'Keep additional info under 2,000 characters').default(''),
})
export type CollegeAnswers = z.output<typeof CollegeAnswersSchema>
export type CollegeAnswersInput = z.input<typeof CollegeAnswersSchema>

export const CollegeDatasetSchema = z.object({
  institutions: z.number().int().min(0),
  /** null until a file was imported */
  source: z.string().nullable(),
  importedAt: z.string().nullable(),
  /** what to run when nothing is imported */
  importCommand: z.string(),
})
export type CollegeDataset = z.infer<typeof CollegeDatasetSchema>

/** Where the questionnaire stands: step 0..3 while answering, 4 when the results were shown. */
export const AssessmentStepSchema = z.number().int().min(0).max(ASSESSMENT_STEPS)

export const SaveAssessmentInputSchema = z.object({ answers: CollegeAnswersSchema, step: AssessmentStepSchema })
export type SaveAssessmentInput = z.input<typeof SaveAssessmentInputSchema>
export type ParsedSaveAssessmentInput = z.output<typeof SaveAssessmentInputSchema>

export const AssessmentResponseSchema = z.object({
  answers: CollegeAnswersSchema.nullable(),
  step: AssessmentStepSchema,
  updatedAt: z.string().nullable(),
  dataset: CollegeDatasetSchema,
})
export type AssessmentResponse = z.infer<typeof AssessmentResponseSchema>

export const ResetAssessmentResponseSchema = z.object({ reset: z.literal(true) })

/** A number as published, with the period it describes ('fall 2023'); null when the Scorecard does not report it. */
export const FigureSchema = z.object({ value: z.number().nullable(), year: z.string() })
export type Figure = z.infer<typeof FigureSchema>

export const ScorePartSchema = z.enum(SCORE_PARTS)
export const ScoreWeightsSchema = z.object({
  academic: z.number().min(0).max(100),
  program: z.number().min(0).max(100),
  research: z.number().min(0).max(100),
  cost: z.number().min(0).max(100),
  outcome: z.number().min(0).max(100),
})

export const ScoreBreakdownSchema = z.object({
  part: ScorePartSchema,
  /** 0-100; null when the data needed is not reported (counted as NEUTRAL_SCORE) */
  score: z.number().min(0).max(100).nullable(),
  weight: z.number().min(0).max(100),
  reason: z.string(),
})
export type ScoreBreakdown = z.infer<typeof ScoreBreakdownSchema>

export const AdmissionCategorySchema = z.enum(['reach', 'match', 'safety'])
export type AdmissionCategory = z.infer<typeof AdmissionCategorySchema>

/**
 * A short summary of one college, written only from the figures shown with it: composed by rules, or by the
 * configured language model when its text names no figure outside them (else the composed one, with a notice).
 */
export const CollegeSummarySchema = z.object({
  text: z.string(),
  source: z.enum(['composed', 'model']),
  /** the language model that wrote it (source 'model') */
  model: z.string().nullable(),
  /** why the model's summary was set aside, when it was */
  notice: z.string().nullable(),
})
export type CollegeSummary = z.infer<typeof CollegeSummarySchema>

export const CollegeRecommendationSchema = z.object({
  unitId: z.number().int(),
  name: z.string(),
  city: z.string().nullable(),
  state: z.string(),
  location: z.string(),
  /** the institution's homepage, or null: the web then offers a search for '{name} admissions' */
  website: z.string().nullable(),
  netPriceCalculator: z.string().nullable(),
  matchScore: z.number().min(0).max(100),
  /** our match rank among the colleges that passed the filters (1 = best); not a published ranking */
  matchRank: z.number().int().min(1),
  category: AdmissionCategorySchema,
  categoryRule: z.string(),
  /** an open-admission or two-year college the student out-scores and did not ask for: listed after the others */
  listedAfterOthers: z.boolean(),
  parts: z.array(ScoreBreakdownSchema),
  acceptanceRate: FigureSchema,
  openAdmission: z.boolean(),
  satRange: z.object({ p25: z.number(), p75: z.number(), year: z.string() }).nullable(),
  actRange: z.object({ p25: z.number(), p75: z.number(), year: z.string() }).nullable(),
  tuitionInState: FigureSchema,
  tuitionOutState: FigureSchema,
  netPrice: FigureSchema.extend({ basis: z.string() }),
  costOfAttendance: FigureSchema,
  programs: z.array(z.object({ family: z.string(), share: z.number() })),
  programsYear: z.string(),
  researchOpportunities: z.string(),
  applicationTips: z.array(z.string()),
  campusFeatures: z.array(z.string()),
  studentToFacultyRatio: FigureSchema,
  graduationRate: FigureSchema,
  retentionRate: FigureSchema,
  medianEarnings: FigureSchema,
  medianDebt: FigureSchema,
  pellShare: FigureSchema,
  undergraduates: FigureSchema,
  /** the spec's fields the Scorecard does not hold */
  notReported: z.array(z.string()),
  description: z.string(),
  summary: CollegeSummarySchema,
})
export type CollegeRecommendation = z.infer<typeof CollegeRecommendationSchema>

export const FilterOutcomeSchema = z.object({
  filter: z.string(),
  rule: z.string(),
  /** colleges left after this filter; for a relaxed filter, what it would have left (0) */
  remaining: z.number().int().min(0),
  relaxed: z.boolean(),
  reason: z.string().nullable(),
})
export type FilterOutcome = z.infer<typeof FilterOutcomeSchema>

export const MatchInputSchema = z.object({
  answers: CollegeAnswersSchema,
  weights: ScoreWeightsSchema.optional(),
})
export type MatchInput = z.input<typeof MatchInputSchema>
export type ParsedMatchInput = z.output<typeof MatchInputSchema>

export const MatchResponseSchema = z.object({
  recommendations: z.array(CollegeRecommendationSchema),
  filters: z.array(FilterOutcomeSchema),
  considered: z.number().int(),
  eligible: z.number().int(),
  weights: ScoreWeightsSchema,
  source: z.string().nullable(),
  /** the configured language model, which can write the top colleges' summaries; null when none is */
  narrativeModel: z.string().nullable(),
})
export type MatchResponse = z.infer<typeof MatchResponseSchema>

export const NarrativeInputSchema = z.object({ answers: CollegeAnswersSchema, unitId: z.number().int().min(1) })
export type NarrativeInput = z.input<typeof NarrativeInputSchema>
export type ParsedNarrativeInput = z.output<typeof NarrativeInputSchema>

export const NarrativeResponseSchema = z.object({ unitId: z.number().int(), summary: CollegeSummarySchema })
export type NarrativeResponse = z.infer<typeof NarrativeResponseSchema>

export const WhyNotInputSchema = z.object({
  answers: CollegeAnswersSchema,
  weights: ScoreWeightsSchema.optional(),
  query: z.string().trim().min(2, 'Enter at least 2 characters of a college name').max(100),
})
export type WhyNotInput = z.input<typeof WhyNotInputSchema>
export type ParsedWhyNotInput = z.output<typeof WhyNotInputSchema>

export const WhyNotCollegeSchema = z.object({
  unitId: z.number().int(),
  name: z.string(),
  location: z.string(),
  /** our match rank among the colleges that passed the filters; null when a filter keeps it out */
  matchRank: z.number().int().min(1).nullable(),
  /** whether it is among the recommendations shown */
  listed: z.boolean(),
  matchScore: z.number().min(0).max(100),
  category: AdmissionCategorySchema,
  categoryRule: z.string(),
  parts: z.array(ScoreBreakdownSchema),
  failedFilters: z.array(z.object({ filter: z.string(), rule: z.string() })),
})
export type WhyNotCollege = z.infer<typeof WhyNotCollegeSchema>

export const WhyNotResponseSchema = z.object({
  query: z.string(),
  eligible: z.number().int(),
  listedCount: z.number().int(),
  colleges: z.array(WhyNotCollegeSchema),
})
export type WhyNotResponse = z.infer<typeof WhyNotResponseSchema>

export const MAX_SAVED_COLLEGES = 100

export const CollegeUnitParamSchema = z.object({ unitId: z.string().regex(/^\d{1,9}$/, 'Not a college id') })

export const SavedCollegeSchema = z.object({
  unitId: z.number().int(),
  name: z.string(),
  location: z.string(),
  savedAt: z.string(),
})
export type SavedCollege = z.infer<typeof SavedCollegeSchema>

export const SavedCollegesResponseSchema = z.object({ colleges: z.array(SavedCollegeSchema) })
export type SavedCollegesResponse = z.infer<typeof SavedCollegesResponseSchema>
