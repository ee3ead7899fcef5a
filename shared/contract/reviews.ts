import { z } from 'zod'
import {
  AnswerSentenceSchema,
  DEFAULT_RESEARCH_SOURCES,
  ResearchSourceIdSchema,
  SourceProgressSchema,
} from './research'
import { WorkSchema } from './sources'

/** Literature reviews: limits both sides check. */
export const REVIEW_TOPIC_MAX_LENGTH = 300
export const REVIEW_KEYWORDS_MAX_LENGTH = 300
export const REVIEW_TITLE_MAX_LENGTH = 160
/** A user keeps at most this many reviews; the least recently used go first. */
export const MAX_LITERATURE_REVIEWS = 200
/** The most works one review includes. */
export const MAX_REVIEW_WORKS = 200
export const REVIEW_MIN_YEAR = 1800
export const REVIEW_MAX_YEAR = 2100
export const DEFAULT_REVIEW_SOURCES = [...DEFAULT_RESEARCH_SOURCES, 'openalex'] as const

const YearSchema = z.number().int().min(REVIEW_MIN_YEAR).max(REVIEW_MAX_YEAR)

/** POST /api/reviews: what the user asks for. */
export const ReviewInputSchema = z
  .object({
    topic: z
      .string()
      .trim()
      .min(1, 'Please enter a research topic for literature review.')
      .max(REVIEW_TOPIC_MAX_LENGTH),
    keywords: z.string().trim().max(REVIEW_KEYWORDS_MAX_LENGTH).default(''),
    sources: z.array(ResearchSourceIdSchema).min(1).max(12),
    fromYear: YearSchema.nullable().default(null),
    toYear: YearSchema.nullable().default(null),
    followReferences: z.boolean().default(true),
  })
  .refine((input) => input.fromYear === null || input.toYear === null || input.fromYear <= input.toYear, {
    message: 'The first year must not be after the last.',
    path: ['fromYear'],
  })
export type ReviewInput = z.input<typeof ReviewInputSchema>
export type ParsedReviewInput = z.output<typeof ReviewInputSchema>

/**
 * How a work came into the review: a source's search, one hop from a seed (its references, or citing it), or a search
 * for what the first pass missed (proposed by the language model).
 */
export const ReviewOrigins = ['search', 'reference', 'citing', 'gap'] as const
export const ReviewOriginSchema = z.enum(ReviewOrigins)
export type ReviewOrigin = z.infer<typeof ReviewOriginSchema>

/** One numbered reference of the review: a work that was retrieved, never one a model named. */
export const ReviewReferenceSchema = z.object({
  n: z.number().int().min(1),
  work: WorkSchema,
  /** a link that resolves: DOI, PubMed, arXiv or OpenAlex */
  link: z.string().nullable(),
  /** OpenAlex or Crossref says the work was retracted: listed, never cited as support */
  retracted: z.boolean(),
  origin: ReviewOriginSchema,
  /** the themes (their ids) whose text cites this reference */
  themes: z.array(z.number().int().min(1)),
})
export type ReviewReference = z.infer<typeof ReviewReferenceSchema>

/** A sentence quoted verbatim from the abstract of reference n. */
export const QuotedSentenceSchema = z.object({ text: z.string(), n: z.number().int().min(1) })
export type QuotedSentence = z.infer<typeof QuotedSentenceSchema>

export const ReviewThemeSchema = z.object({
  id: z.number().int().min(1),
  /** the most distinctive phrases, joined: "graph neural networks · molecules" */
  label: z.string(),
  phrases: z.array(z.string()),
  /** the most common OpenAlex topic of its works, where known */
  topic: z.string().nullable(),
  /** the reference numbers of its works, most central first */
  works: z.array(z.number().int().min(1)),
  keyWorks: z.object({
    mostCited: z.number().int().min(1).nullable(),
    earliest: z.number().int().min(1).nullable(),
    mostRecent: z.number().int().min(1).nullable(),
  }),
  /** what the works report: sentences quoted from their abstracts */
  findings: z.array(QuotedSentenceSchema),
  /** the methods its works name, with the works that name each */
  methods: z.array(z.object({ name: z.string(), works: z.array(z.number().int().min(1)) })),
  /** open questions and limitations the abstracts state */
  openQuestions: z.array(QuotedSentenceSchema),
  /** with a language model: the theme's section written from its quoted passages, every [n] checked */
  synthesis: z.array(AnswerSentenceSchema).nullable(),
})
export type ReviewTheme = z.infer<typeof ReviewThemeSchema>

/** Why a screened record was left out; over-limit: relevant, but past the review's MAX_REVIEW_WORKS most relevant. */
export const ExclusionReasons = ['outside-years', 'retracted', 'no-abstract', 'off-topic', 'over-limit'] as const
export const ExclusionReasonSchema = z.enum(ExclusionReasons)
export type ExclusionReason = z.infer<typeof ExclusionReasonSchema>

/** The places records come from that are not a source's search, as the flow diagram and the exports name them. */
export const IDENTIFIED_BY_FOLLOWING = {
  references: 'References of the best matches',
  citing: 'Works citing them',
  gaps: 'Searches for what was missing',
} as const

/** PRISMA 2020 flow counts, each from the run itself. */
export const PrismaCountsSchema = z.object({
  /** records per place they came from: each source's search, and the references followed */
  identified: z.array(
    z.object({
      from: z.union([ResearchSourceIdSchema, z.enum(['references', 'citing', 'gaps'])]),
      records: z.number().int(),
    }),
  ),
  duplicatesRemoved: z.number().int().min(0),
  screened: z.number().int().min(0),
  excluded: z.array(z.object({ reason: ExclusionReasonSchema, records: z.number().int().min(0) })),
  included: z.number().int().min(0),
})
export type PrismaCounts = z.infer<typeof PrismaCountsSchema>

/** How the review was made: enough to run the same search again. */
export const ReviewMethodSchema = z.object({
  at: z.string(),
  /** what was sent to every source */
  query: z.string(),
  sources: z.array(SourceProgressSchema),
  fromYear: z.number().int().nullable(),
  toYear: z.number().int().nullable(),
  followReferences: z.boolean(),
  /** OpenAlex calls spent on enrichment and following references (batched by id) */
  openAlexCalls: z.number().int().min(0),
  /** why references were not followed, when they were asked for and could not be */
  followNotice: z.string().nullable(),
  /** similarity and clustering, in words: "½ BM25 text + ½ shared references, 8 nearest neighbours, Louvain" */
  clustering: z.string(),
  /** the partition's modularity (Newman), null with too few works to cluster */
  modularity: z.number().nullable(),
  model: z.string().nullable(),
  /** with a language model: the searches it proposed for what the first pass missed (absent in older reviews) */
  gapQueries: z.array(z.string()).optional(),
  ms: z.number().int().min(0),
})
export type ReviewMethod = z.infer<typeof ReviewMethodSchema>

export const ReviewKinds = ['extractive', 'model'] as const
export const ReviewKindSchema = z.enum(ReviewKinds)

export const ReviewSchema = z.object({
  kind: ReviewKindSchema,
  /** why the review is extractive when a model was configured, or other notes */
  notice: z.string().nullable(),
  overview: z.string(),
  themes: z.array(ReviewThemeSchema),
  /** works per year per theme: counts[i] belongs to themes[i] */
  overTime: z.array(z.object({ year: z.number().int(), counts: z.array(z.number().int().min(0)) })),
  method: ReviewMethodSchema,
  prisma: PrismaCountsSchema,
  references: z.array(ReviewReferenceSchema),
})
export type Review = z.infer<typeof ReviewSchema>

export const SavedReviewSchema = z.object({
  id: z.string(),
  title: z.string(),
  input: z.object({
    topic: z.string(),
    keywords: z.string(),
    sources: z.array(ResearchSourceIdSchema),
    fromYear: z.number().int().nullable(),
    toYear: z.number().int().nullable(),
    followReferences: z.boolean(),
  }),
  review: ReviewSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type SavedReview = z.infer<typeof SavedReviewSchema>

export const ReviewSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  topic: z.string(),
  works: z.number().int().min(0),
  themes: z.number().int().min(0),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type ReviewSummary = z.infer<typeof ReviewSummarySchema>
export const ReviewListSchema = z.object({ reviews: z.array(ReviewSummarySchema) })

export const ReviewIdParamSchema = z.object({ reviewId: z.uuid() })
export const RenameReviewInputSchema = z.object({ title: z.string().trim().min(1).max(REVIEW_TITLE_MAX_LENGTH) })
export const DeleteReviewResponseSchema = z.object({ removed: z.boolean() })

export const ReviewExportFormats = ['markdown', 'bibtex', 'ris', 'csl-json', 'apa', 'vancouver'] as const
export const ReviewExportFormatSchema = z.enum(ReviewExportFormats)
export type ReviewExportFormat = z.infer<typeof ReviewExportFormatSchema>
export const ReviewExportParamSchema = ReviewIdParamSchema.extend({ format: ReviewExportFormatSchema })

export const ReviewStages = ['retrieve', 'follow', 'enrich', 'screen', 'themes', 'gaps', 'write'] as const
export const ReviewStageSchema = z.enum(ReviewStages)
export type ReviewStage = z.infer<typeof ReviewStageSchema>

/** The review's server-sent events: stages with their counts, each source's answer, then the saved review. */
export const ReviewEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('stage'),
    stage: ReviewStageSchema,
    status: z.enum(['started', 'done', 'skipped']),
    /** what happened, in words, with the counts: "212 records from 3 sources, 41 duplicates removed" */
    detail: z.string(),
  }),
  z.object({ type: z.literal('progress'), progress: SourceProgressSchema }),
  z.object({ type: z.literal('done'), review: SavedReviewSchema }),
  z.object({ type: z.literal('error'), code: z.string(), message: z.string() }),
])
export type ReviewEvent = z.infer<typeof ReviewEventSchema>
