import { z } from 'zod'

export const RESEARCHERS_PER_PAGE = 12
/** Load More stops here; the aggregated list of a topic never holds more than about 125 people. */
export const MAX_RESEARCHER_PAGE = 50
export const MAX_SAVED_RESEARCHERS = 500

export const ResearcherSortSchema = z.enum(['citations', 'works', 'h_index'])
export type ResearcherSort = z.infer<typeof ResearcherSortSchema>

/** OpenAlex author short id, e.g. A5023888391. */
export const ResearcherIdSchema = z.string().regex(/^A\d{1,15}$/, 'Not an OpenAlex author id')

/** `A5023888391`, or an ORCID iD bare or as its https://orcid.org/ address; null when it is neither. */
export function readAuthorRef(raw: string): { kind: 'openalex' | 'orcid'; id: string } | null {
  const text = raw.trim()
  const openalex = /^(?:https:\/\/openalex\.org\/)?(a\d{1,15})$/i.exec(text)
  if (openalex?.[1]) return { kind: 'openalex', id: openalex[1].toUpperCase() }
  const orcid = /^(?:https?:\/\/(?:www\.)?orcid\.org\/)?(\d{4})-?(\d{4})-?(\d{4})-?(\d{3}[\dXx])$/.exec(text)
  if (orcid) return { kind: 'orcid', id: orcid.slice(1, 5).join('-').toUpperCase() }
  return null
}

/** Who a member is on OpenAlex, as they give it: an ORCID iD or an OpenAlex author id. */
export const AuthorRefSchema = z
  .string()
  .trim()
  .max(60)
  .refine((value) => readAuthorRef(value) !== null, 'Enter an ORCID iD (0000-0002-1825-0097) or an OpenAlex author id')

export const SearchResearchersInputSchema = z.object({
  query: z.string().trim().min(1, 'Enter a topic or a name').max(200, 'Keep the search under 200 characters'),
  sortBy: ResearcherSortSchema.default('citations'),
  page: z.coerce.number().int().min(1).max(MAX_RESEARCHER_PAGE).default(1),
  perPage: z.coerce.number().pipe(z.literal(RESEARCHERS_PER_PAGE)).default(RESEARCHERS_PER_PAGE),
})
export type SearchResearchersInput = z.input<typeof SearchResearchersInputSchema>

export const ProfileWarningSchema = z.object({ reasons: z.array(z.string().max(300)).min(1).max(10) })
export type ProfileWarning = z.infer<typeof ProfileWarningSchema>

const name = z.string().min(1).max(300)

/** A researcher card: the original's field names, mapped from OpenAlex author profiles. */
export const ResearcherCardSchema = z.object({
  id: ResearcherIdSchema,
  display_name: name,
  institution_name: name.nullable(),
  /** ISO 3166-1 alpha-2 */
  country: z.string().max(8).nullable(),
  works_count: z.number().int().min(0),
  cited_by_count: z.number().int().min(0),
  h_index: z.number().int().min(0).nullable(),
  /** the researcher's top topics, most prominent first */
  concepts: z.array(z.object({ display_name: name })).max(10),
  /** bare ORCID iD, 0000-0000-0000-0000 */
  orcid: z
    .string()
    .regex(/^\d{4}-\d{4}-\d{4}-\d{3}[\dX]$/)
    .nullable(),
  /** set when the profile probably merges several people */
  profileWarning: ProfileWarningSchema.nullable(),
})
export type ResearcherCard = z.infer<typeof ResearcherCardSchema>

export const ResearcherSchema = ResearcherCardSchema.extend({ isSaved: z.boolean() })
export type Researcher = z.infer<typeof ResearcherSchema>

export const ResearcherQuotaSchema = z.object({
  used: z.number().int(),
  /** null: unlimited (premium and admin) */
  limit: z.number().int().nullable(),
  /** whether this request used a search; later pages and re-sorts of a search made today do not */
  counted: z.boolean(),
})
export type ResearcherQuota = z.infer<typeof ResearcherQuotaSchema>

export const SearchResearchersResponseSchema = z.object({
  success: z.literal(true),
  researchers: z.array(ResearcherSchema),
  hasMore: z.boolean(),
  total: z.number().int(),
  page: z.number().int(),
  quota: ResearcherQuotaSchema.nullable(),
})
export type SearchResearchersResponse = z.infer<typeof SearchResearchersResponseSchema>

/** PUT /researchers/saved/:researcherId carries the card as shown, kept as a snapshot. */
export const SaveResearcherInputSchema = ResearcherCardSchema
export type SaveResearcherInput = z.input<typeof SaveResearcherInputSchema>

export const SavedResearcherSchema = ResearcherSchema.extend({ savedAt: z.string() })
export type SavedResearcher = z.infer<typeof SavedResearcherSchema>

export const SavedResearchersResponseSchema = z.object({ researchers: z.array(SavedResearcherSchema) })
export type SavedResearchersResponse = z.infer<typeof SavedResearchersResponseSchema>

export const ResearcherIdParamSchema = z.object({ researcherId: ResearcherIdSchema })

/** DELETE /researchers/saved/:researcherId; false when it was not saved. */
export const UnsaveResearcherResponseSchema = z.object({ removed: z.boolean() })
