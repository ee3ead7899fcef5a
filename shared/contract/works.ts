import { z } from 'zod'
import { SourceIdSchema, WorkSchema } from './sources'

export const SearchWorksInputSchema = z.object({
  query: z.string().trim().min(1, 'Enter a topic or question').max(300),
  /** comma-separated source ids; empty → every configured source */
  sources: z
    .string()
    .optional()
    .transform((value) => (value ? value.split(',').map((id) => id.trim()).filter(Boolean) : []))
    .pipe(z.array(SourceIdSchema).max(11)),
  limit: z.coerce.number().int().min(1).max(50).default(10),
})
export type SearchWorksInput = z.input<typeof SearchWorksInputSchema>

export const SourceOutcomeSchema = z.object({
  id: SourceIdSchema,
  status: z.enum(['ok', 'failed', 'unavailable']),
  count: z.number().int(),
  total: z.number().int().nullable(),
  message: z.string().nullable(),
})

export const WorkSearchResponseSchema = z.object({
  works: z.array(WorkSchema),
  sources: z.array(SourceOutcomeSchema),
})
export type WorkSearchResponse = z.infer<typeof WorkSearchResponseSchema>
