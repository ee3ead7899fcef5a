import { z } from 'zod'
import { MAX_MILESTONES, MILESTONE_PRIORITIES, MILESTONE_STATUSES } from './timeline-values'

export {
  MAX_MILESTONES,
  MAX_RESEARCH_PATHS,
  MILESTONE_PRIORITIES,
  MILESTONE_STATUSES,
  RESEARCH_PATH_FIELD,
} from './timeline-values'

export const MilestonePrioritySchema = z.enum(MILESTONE_PRIORITIES)
export type MilestonePriority = z.infer<typeof MilestonePrioritySchema>

export const MilestoneStatusSchema = z.enum(MILESTONE_STATUSES)
export type MilestoneStatus = z.infer<typeof MilestoneStatusSchema>

/** A calendar date, YYYY-MM-DD, between the years 1900 and 2200. */
export const MilestoneDateSchema = z.iso
  .date('Enter a date as YYYY-MM-DD')
  .refine((date) => date >= '1900-01-01' && date <= '2200-12-31', 'Pick a date between 1900 and 2200')

export const ResearchPathIdSchema = z.uuid('Not a research path id')
export const ResearchPathParamSchema = z.object({ pathId: ResearchPathIdSchema })

/** GET /api/timeline/feeds/:pathId/:token (public): the token in the URL is the capability. */
export const CalendarFeedParamSchema = ResearchPathParamSchema.extend({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Not a feed token'),
})

export const MilestoneInputSchema = z.object({
  title: z.string().trim().min(1, 'Give the milestone a title').max(200, 'Keep the title under 200 characters'),
  description: z.string().trim().max(2000, 'Keep the description under 2000 characters').default(''),
  deadline: MilestoneDateSchema,
  priority: MilestonePrioritySchema.default('Medium'),
  status: MilestoneStatusSchema.default('Planned'),
})
export type MilestoneInput = z.input<typeof MilestoneInputSchema>

export const MilestoneSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  deadline: z.string(),
  priority: MilestonePrioritySchema,
  status: MilestoneStatusSchema,
})
export type Milestone = z.infer<typeof MilestoneSchema>

const pathTitle = z.string().trim().min(1, 'Please add a project title').max(200, 'Keep the title under 200 characters')

/** Saving (new or over an existing path): the project details and its whole list of milestones. */
export const SaveResearchPathInputSchema = z.object({
  title: pathTitle,
  description: z.string().trim().max(5000, 'Keep the description under 5000 characters').default(''),
  milestones: z
    .array(MilestoneInputSchema)
    .min(1, 'Please add at least one milestone')
    .max(MAX_MILESTONES, `A path holds at most ${MAX_MILESTONES} milestones`),
})
export type SaveResearchPathInput = z.input<typeof SaveResearchPathInputSchema>

export const RenameResearchPathInputSchema = z.object({ title: pathTitle })
export type RenameResearchPathInput = z.input<typeof RenameResearchPathInputSchema>

export const ResearchPathSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  milestoneCount: z.number().int(),
  doneCount: z.number().int(),
  /** the earliest deadline of a milestone not done, or null */
  nextDeadline: z.string().nullable(),
  hasFeed: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type ResearchPathSummary = z.infer<typeof ResearchPathSummarySchema>

/** The stored row in the original's fields (field, goals, notes), with its milestones, sorted by deadline. */
export const ResearchPathSchema = ResearchPathSummarySchema.extend({
  field: z.string(),
  goals: z.array(z.string()),
  notes: z.string(),
  milestones: z.array(MilestoneSchema),
})
export type ResearchPath = z.infer<typeof ResearchPathSchema>

export const ResearchPathListSchema = z.object({ paths: z.array(ResearchPathSummarySchema) })
export type ResearchPathList = z.infer<typeof ResearchPathListSchema>

export const DeleteResearchPathResponseSchema = z.object({ deleted: z.literal(true) })

/** The feed URL is shown once, when made: only a hash of its token is kept. */
export const CalendarFeedSchema = z.object({ url: z.string() })
export type CalendarFeed = z.infer<typeof CalendarFeedSchema>
export const RevokeCalendarFeedResponseSchema = z.object({ revoked: z.boolean() })
