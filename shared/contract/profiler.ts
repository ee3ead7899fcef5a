import { z } from 'zod'
import {
  COLLABORATION_INTERESTS,
  EXPERIENCE_LEVELS,
  PROFILER_QUESTIONS,
  PROFILER_TEXT_MAX,
  PUBLICATION_COUNTS,
} from './profiler-questions'

const text = (what: string) =>
  z
    .string()
    .trim()
    .max(PROFILER_TEXT_MAX, `Keep ${what} under ${PROFILER_TEXT_MAX.toLocaleString('en-US')} characters`)

const LINKEDIN_URL = /^https:\/\/([a-z]{2,3}\.)?linkedin\.com\/(in|pub)\/[^\s/?#]+\/?$/i

/** The answers while the questionnaire is being filled in: anything may still be empty. */
export const ProfilerDraftSchema = z.object({
  research_interest: text('your research interest').default(''),
  experience_level: z.enum(EXPERIENCE_LEVELS).nullable().default(null),
  linkedin_url: z
    .string()
    .trim()
    .max(300)
    .refine(
      (url) => url === '' || LINKEDIN_URL.test(url),
      'Give a LinkedIn profile address, like https://www.linkedin.com/in/your-name',
    )
    .default(''),
  current_projects: text('your current projects').default(''),
  research_goals: text('your research goals').default(''),
  collaboration_interests: z.enum(COLLABORATION_INTERESTS).nullable().default(null),
  tools_expertise: text('your tools and methods').default(''),
  publications: z.enum(PUBLICATION_COUNTS).nullable().default(null),
  career_aspirations: text('your career aspirations').default(''),
})
export type ProfilerDraft = z.output<typeof ProfilerDraftSchema>
export type ProfilerDraftInput = z.input<typeof ProfilerDraftSchema>

/** Where the questionnaire stands: the question shown (0..8) while answering. */
export const ProfilerStepSchema = z
  .number()
  .int()
  .min(0)
  .max(PROFILER_QUESTIONS.length - 1)

export const SaveProfilerDraftInputSchema = z.object({ answers: ProfilerDraftSchema, step: ProfilerStepSchema })
export type SaveProfilerDraftInput = z.input<typeof SaveProfilerDraftInputSchema>

const required = (what: string) => text(what).min(1, `Answer: ${what}`)

/** Complete answers, as the analysis needs them: every question but the LinkedIn URL answered. */
export const ProfilerAnswersSchema = ProfilerDraftSchema.extend({
  research_interest: required('your research interest').min(3, 'Say a little more about your research interest'),
  experience_level: z.enum(EXPERIENCE_LEVELS, { message: 'Choose your experience level' }),
  current_projects: required('your current projects'),
  research_goals: required('your research goals'),
  collaboration_interests: z.enum(COLLABORATION_INTERESTS, { message: 'Choose a kind of collaboration' }),
  tools_expertise: required('your tools and methods'),
  publications: z.enum(PUBLICATION_COUNTS, { message: 'Choose how many publications you have' }),
  career_aspirations: required('your career aspirations'),
})
export type ProfilerAnswers = z.output<typeof ProfilerAnswersSchema>
export type ProfilerAnswersInput = z.input<typeof ProfilerAnswersSchema>

export const AnalyzeProfileInputSchema = z.object({ answers: ProfilerAnswersSchema })
export type AnalyzeProfileInput = z.input<typeof AnalyzeProfileInputSchema>

export const ProfileScoreIdSchema = z.enum(['researchPotential', 'goalAlignment', 'collaborationScore'])
export type ProfileScoreId = z.infer<typeof ProfileScoreIdSchema>

/** One line of the rubric that gave points: what was found in the answers, and how many points it gave. */
export const RubricReasonSchema = z.object({ text: z.string(), points: z.number().int(), max: z.number().int() })
export type RubricReason = z.infer<typeof RubricReasonSchema>

export const ProfileScoreSchema = z.object({
  id: ProfileScoreIdSchema,
  label: z.string(),
  /** 0..100: the sum of the reasons' points */
  score: z.number().int().min(0).max(100),
  reasons: z.array(RubricReasonSchema),
})
export type ProfileScore = z.infer<typeof ProfileScoreSchema>

export const RecommendationPrioritySchema = z.enum(['High', 'Medium', 'Low'])
export type RecommendationPriority = z.infer<typeof RecommendationPrioritySchema>

export const RecommendationSchema = z.object({
  id: z.string(),
  type: z.string(),
  priority: RecommendationPrioritySchema,
  title: z.string(),
  description: z.string(),
  actionItems: z.array(z.string()),
  /** a page of Lodestar that helps with it */
  link: z.object({ label: z.string(), to: z.string() }).nullable(),
})
export type Recommendation = z.infer<typeof RecommendationSchema>

/** A journal or conference where works on the topic were published, with how many (OpenAlex). */
export const VenueSchema = z.object({
  id: z.string(),
  name: z.string(),
  works: z.number().int().min(0),
  url: z.string(),
})
export type Venue = z.infer<typeof VenueSchema>

export const OpportunitiesSchema = z.object({
  /** the words searched for: the research interest's content words */
  query: z.string(),
  journals: z.array(VenueSchema),
  conferences: z.array(VenueSchema),
  /** null when the venues were found; otherwise why not (OpenAlex unreachable, not configured, …) */
  unavailable: z.string().nullable(),
})
export type Opportunities = z.infer<typeof OpportunitiesSchema>

export const ProfileAnalysisSchema = z.object({
  summary: z.object({
    research_interest: z.string(),
    experience_level: z.string(),
    publications: z.string(),
    research_goals: z.string(),
    collaboration_interests: z.string(),
    linkedin_url: z.string().nullable(),
  }),
  scores: z.array(ProfileScoreSchema),
  recommendations: z.array(RecommendationSchema),
  opportunities: OpportunitiesSchema,
  analyzedAt: z.string(),
})
export type ProfileAnalysis = z.infer<typeof ProfileAnalysisSchema>

export const ProfilerStateSchema = z.object({
  answers: ProfilerDraftSchema.nullable(),
  step: ProfilerStepSchema,
  analysis: ProfileAnalysisSchema.nullable(),
  updatedAt: z.string().nullable(),
})
export type ProfilerState = z.infer<typeof ProfilerStateSchema>

export const ResetProfilerResponseSchema = z.object({ reset: z.literal(true) })
