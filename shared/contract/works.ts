import { z } from 'zod'
import { AuthorProfileSchema, SourceIdSchema, WorkSchema } from './sources'

export const SearchWorksInputSchema = z.object({
  query: z.string().trim().min(1, 'Enter a topic or question').max(300),
  /** comma-separated source ids; empty → every configured source */
  sources: z
    .string()
    .optional()
    .transform((value) =>
      value
        ? value
            .split(',')
            .map((id) => id.trim())
            .filter(Boolean)
        : [],
    )
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

/** The sources that can look people up by name. */
export const AuthorSourceSchema = z.enum(['openalex', 'semanticscholar'])

export const SearchAuthorsInputSchema = z.object({
  q: z.string().trim().min(1, 'Enter a name').max(200, 'Keep the name under 200 characters'),
  source: AuthorSourceSchema.default('openalex'),
  limit: z.coerce.number().int().min(1).max(50).default(20),
})
export type SearchAuthorsInput = z.input<typeof SearchAuthorsInputSchema>

export const AuthorSearchResponseSchema = z.object({
  source: AuthorSourceSchema,
  authors: z.array(AuthorProfileSchema),
  /** the source's own count of matches, when it gives one */
  total: z.number().int().nullable(),
})
export type AuthorSearchResponse = z.infer<typeof AuthorSearchResponseSchema>
