import { z } from 'zod'

export const SourceIds = [
  'openalex',
  'pubmed',
  'arxiv',
  'crossref',
  'europepmc',
  'semanticscholar',
  'core',
  'pubchem',
  'blast',
  'federalregister',
  'searxng',
  'nsfawards',
  'nihreporter',
  'grantsgov',
  'local',
] as const
export const SourceIdSchema = z.enum(SourceIds)
export type SourceId = z.infer<typeof SourceIdSchema>

/** Identifiers of one work in each source that knows it; merging works joins these. */
export const WorkIdsSchema = z.object({
  openalex: z.string().optional(),
  doi: z.string().optional(), // lower case, bare: 10.1234/abc
  pmid: z.string().optional(),
  pmcid: z.string().optional(),
  arxiv: z.string().optional(), // without version: 2510.01234 or astro-ph/0601001
  semanticscholar: z.string().optional(),
  core: z.string().optional(),
  local: z.string().optional(),
})
export type WorkIds = z.infer<typeof WorkIdsSchema>

export const AbstractSectionSchema = z.object({ label: z.string().nullable(), text: z.string() })

export const WorkAuthorSchema = z.object({
  name: z.string(),
  openalexId: z.string().optional(),
  orcid: z.string().optional(), // bare 0000-0000-0000-0000
  affiliations: z.array(z.string()).default([]),
})

export const WorkSchema = z.object({
  ids: WorkIdsSchema,
  title: z.string(),
  /** plain text: no HTML, MathML or JATS tags */
  abstract: z.string().nullable(),
  /** labelled sections when the source structures the abstract (PubMed: BACKGROUND, METHODS, …) */
  abstractSections: z.array(AbstractSectionSchema).default([]),
  authors: z.array(WorkAuthorSchema),
  year: z.number().int().nullable(),
  publicationDate: z.string().nullable(), // YYYY-MM-DD or YYYY-MM or YYYY
  venue: z.string().nullable(),
  type: z.string().nullable(), // article, preprint, review, book-chapter, dataset, …
  citationCount: z.number().int().nullable(),
  url: z.string().nullable(), // landing page
  openAccessUrl: z.string().nullable(),
  topics: z.array(z.string()).default([]),
  /** which sources contributed to this record (after merging, several) */
  sources: z.array(SourceIdSchema),
})
export type Work = z.infer<typeof WorkSchema>

export const YearWorksSchema = z.object({ year: z.number().int(), works: z.number().int() })

export const AuthorProfileSchema = z.object({
  /** the source's own id: OpenAlex short id (A5023888391) or Semantic Scholar authorId (2262347) */
  id: z.string(),
  name: z.string(),
  institution: z.string().nullable(),
  /** all current institutions; OpenAlex lists several for some people */
  institutions: z.array(z.string()).default([]),
  /** the OpenAlex type of the first current institution: education, company, government, nonprofit, healthcare, … */
  institutionType: z.string().nullable().default(null),
  country: z.string().nullable(), // ISO 3166-1 alpha-2
  worksCount: z.number().int(),
  citationCount: z.number().int(),
  hIndex: z.number().int().nullable(),
  i10Index: z.number().int().nullable(),
  topics: z.array(z.string()),
  orcid: z.string().nullable(), // bare 0000-0000-0000-0000
  firstActiveYear: z.number().int().nullable(),
  lastActiveYear: z.number().int().nullable(),
  /** works per year where the source gives them (OpenAlex counts_by_year: recent years only, newest first) */
  worksByYear: z.array(YearWorksSchema).default([]),
  source: SourceIdSchema,
})
export type AuthorProfile = z.infer<typeof AuthorProfileSchema>

export const SourceStatusSchema = z.object({
  id: SourceIdSchema,
  name: z.string(),
  configured: z.boolean(),
  /** closed: healthy; open: failing fast after repeated failures; half-open: probing */
  circuit: z.enum(['closed', 'open', 'half-open']),
  reason: z.string().nullable(),
})
export type SourceStatus = z.infer<typeof SourceStatusSchema>

/** GET /api/sources */
export const SourcesResponseSchema = z.object({ sources: z.array(SourceStatusSchema) })
export type SourcesResponse = z.infer<typeof SourcesResponseSchema>
