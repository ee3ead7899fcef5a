import { z } from 'zod'
import { ResearcherCardSchema, ResearcherIdSchema } from './researchers'

/**
 * The Collaboration Opportunity Finder (issue 29 §3, decisions 048 and 051): people to work with on a research
 * interest, from the member's co-author network (with their OpenAlex author) and the interest's active authors.
 */

/** OpenAlex calls one run may make (cached answers included: the plan is made before the cache is asked). */
export const COLLABORATOR_CALL_BUDGET = 25
export const MAX_SUGGESTIONS = 15

/** The sectors of the career archetypes, by the OpenAlex type of the person's current institution. */
export const SECTORS = ['any', 'education', 'company', 'government', 'nonprofit'] as const
export const SectorSchema = z.enum(SECTORS)
export type Sector = z.infer<typeof SectorSchema>

/** `A5023888391`, or an ORCID iD bare or as its https://orcid.org/ address; null when it is neither. */
export function readAuthorRef(raw: string): { kind: 'openalex' | 'orcid'; id: string } | null {
  const text = raw.trim()
  const openalex = /^(?:https:\/\/openalex\.org\/)?(a\d{1,15})$/i.exec(text)
  if (openalex?.[1]) return { kind: 'openalex', id: openalex[1].toUpperCase() }
  const orcid = /^(?:https?:\/\/(?:www\.)?orcid\.org\/)?(\d{4})-?(\d{4})-?(\d{4})-?(\d{3}[\dXx])$/.exec(text)
  if (orcid) return { kind: 'orcid', id: orcid.slice(1, 5).join('-').toUpperCase() }
  return null
}

export const FindCollaboratorsInputSchema = z.object({
  interest: z
    .string()
    .trim()
    .min(2, 'Please describe your collaboration opportunity finder requirements.')
    .max(200, 'Keep the research interest under 200 characters'),
  /** who the member is on OpenAlex: an author id or an ORCID iD (optional) */
  author: z
    .string()
    .trim()
    .max(60)
    .refine(
      (value) => readAuthorRef(value) !== null,
      'Enter an ORCID iD (0000-0002-1825-0097) or an OpenAlex author id',
    )
    .optional(),
  sector: SectorSchema.default('any'),
})
export type FindCollaboratorsInput = z.input<typeof FindCollaboratorsInputSchema>
/** The input as the server has it, checked and with the sector's default. */
export type FindCollaboratorsRequest = z.infer<typeof FindCollaboratorsInputSchema>

const count = z.number().int().min(0)
const link = z.url().max(2000)
const unit = z.number().min(0).max(1)

export const CollaboratorSuggestionSchema = z.object({
  /** the researcher as the saved-researchers list keeps them */
  card: ResearcherCardSchema,
  /** the OpenAlex type of their current institution (education, company, government, nonprofit, healthcare, …) */
  institutionType: z.string().max(40).nullable(),
  score: z.number().min(0),
  /** each part of the score as it counted (graph and recent scaled within the run, topic a 0–1 fit) */
  parts: z.object({ graph: unit, topic: unit, recent: unit }),
  /** the top reasons, in words */
  reasons: z.array(z.string().max(300)).min(1).max(5),
  /** the member's co-authors who also work with them */
  sharedCoauthors: z.array(z.object({ id: ResearcherIdSchema, name: z.string().max(300) })).max(5),
  sharedCoauthorCount: count,
  /** works on the interest since `sinceYear` (the interest's active authors) */
  interestWorks: count,
  /** works in the last two complete years and this one */
  recentWorks: count,
  exampleWorks: z
    .array(
      z.object({ id: z.string().max(40), title: z.string().max(2000), year: z.number().int().nullable(), url: link }),
    )
    .max(2),
  links: z.object({ openalex: link, orcid: link.nullable(), scholar: link }),
})
export type CollaboratorSuggestion = z.infer<typeof CollaboratorSuggestionSchema>

export const FindCollaboratorsResponseSchema = z.object({
  interest: z.string().max(200),
  sector: SectorSchema,
  /** the member as OpenAlex knows them, when they gave an author */
  me: z
    .object({
      id: ResearcherIdSchema,
      name: z.string().max(300),
      institution: z.string().max(300).nullable(),
      coauthors: count,
      /** the co-authors whose own co-authors were read (the second hop), most frequent first */
      coauthorsRead: count,
    })
    .nullable(),
  suggestions: z.array(CollaboratorSuggestionSchema).max(MAX_SUGGESTIONS),
  /** people found who already co-authored with the member: left out */
  existingCoauthorsLeftOut: count,
  /** people found whose institution is not of the chosen sector: left out */
  otherSectorsLeftOut: count,
  sinceYear: z.number().int(),
  /** how the score is made, in words */
  method: z.string().max(2000),
  /** parts of the run that could not be done (budget, an OpenAlex call that failed) */
  notes: z.array(z.string().max(500)).max(10),
  calls: count,
  budget: count,
  generatedAt: z.string(),
})
export type FindCollaboratorsResponse = z.infer<typeof FindCollaboratorsResponseSchema>
