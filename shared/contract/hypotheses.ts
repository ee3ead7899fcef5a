import { z } from 'zod'
import { AnswerSentenceSchema, ResearchSourceIdSchema, SourceProgressSchema } from './research'
import { DEFAULT_REVIEW_SOURCES, QuotedSentenceSchema, REVIEW_MAX_YEAR, REVIEW_MIN_YEAR } from './reviews'
import { WorkSchema } from './sources'

/** Hypothesis generator: limits both sides check. */
export const HYPOTHESIS_AREA_MAX_LENGTH = 200
export const HYPOTHESIS_CONTEXT_MAX_LENGTH = 1000
export const HYPOTHESIS_TITLE_MAX_LENGTH = 160
/** A user keeps at most this many runs; the least recently used go first. */
export const MAX_HYPOTHESIS_RUNS = 200
/** H1–H5 are shown first; "show more" reveals the rest. */
export const HYPOTHESES_SHOWN_FIRST = 5
export const MAX_HYPOTHESES = 12
/** Upstream calls one run may spend (every source asked, every OpenAlex batch). */
export const MAX_HYPOTHESIS_UPSTREAM_CALLS = 60
export const DEFAULT_HYPOTHESIS_SOURCES = DEFAULT_REVIEW_SOURCES

export const HypothesisModes = ['open', 'closed'] as const
export const HypothesisModeSchema = z.enum(HypothesisModes)
export type HypothesisMode = z.infer<typeof HypothesisModeSchema>

const YearSchema = z.number().int().min(REVIEW_MIN_YEAR).max(REVIEW_MAX_YEAR)

/** POST /api/hypotheses: open discovery from A, or closed discovery between A and C ("connect two ideas"). */
export const HypothesisInputSchema = z
  .object({
    mode: HypothesisModeSchema.default('open'),
    area: z
      .string()
      .trim()
      .min(1, 'Please enter a research area for hypothesis generation.')
      .max(HYPOTHESIS_AREA_MAX_LENGTH),
    /** closed mode: the second idea (C) */
    target: z.string().trim().max(HYPOTHESIS_AREA_MAX_LENGTH).default(''),
    context: z.string().trim().max(HYPOTHESIS_CONTEXT_MAX_LENGTH).default(''),
    sources: z.array(ResearchSourceIdSchema).min(1).max(12),
    fromYear: YearSchema.nullable().default(null),
    toYear: YearSchema.nullable().default(null),
  })
  .refine((input) => input.mode === 'open' || input.target.length > 0, {
    message: 'Please enter the second idea to connect.',
    path: ['target'],
  })
  .refine((input) => input.fromYear === null || input.toYear === null || input.fromYear <= input.toYear, {
    message: 'The first year must not be after the last.',
    path: ['fromYear'],
  })
export type HypothesisInput = z.input<typeof HypothesisInputSchema>
export type ParsedHypothesisInput = z.output<typeof HypothesisInputSchema>

/** A concept as the works name it, with the number of retrieved works that do. */
export const ConceptSchema = z.object({ name: z.string(), works: z.number().int().min(0) })

/** One link of a chain (A–B or B–C): how many retrieved works support it and the two that state it best. */
export const LinkEvidenceSchema = z.object({
  works: z.number().int().min(0),
  /** works seen together against what chance would give from how often each appears */
  expected: z.number().min(0),
  /** sentences quoted verbatim from the works' abstracts (or titles) that name both concepts */
  quotes: z.array(QuotedSentenceSchema),
})
export type LinkEvidence = z.infer<typeof LinkEvidenceSchema>

export const HypothesisChainLinkSchema = z.object({
  via: ConceptSchema,
  ab: LinkEvidenceSchema,
  bc: LinkEvidenceSchema,
})

export const HypothesisNoveltySchema = z.object({
  /** retrieved works that already name A and C together */
  observed: z.number().int().min(0),
  /** what the two concepts' frequencies alone would lead one to expect */
  expected: z.number().min(0),
  /** observed is far below expected: P(X ≤ observed) < 0.05 for a Poisson count with the expected mean */
  isGap: z.boolean(),
  /** the closest work already studying both, when one does */
  closest: z.number().int().min(1).nullable(),
})

export const GeneratedHypothesisSchema = z.object({
  rank: z.number().int().min(1),
  a: ConceptSchema,
  c: ConceptSchema,
  statement: z.string(),
  nullHypothesis: z.string(),
  variables: z.object({ independent: z.string(), dependent: z.string(), mediators: z.array(z.string()) }),
  /** distinct linking concepts B (the ranking's first key) */
  linkingTermCount: z.number().int().min(0),
  /** works behind the strongest links (the ranking's second key) */
  evidence: z.number().int().min(0),
  links: z.array(HypothesisChainLinkSchema),
  novelty: HypothesisNoveltySchema,
  /** the evidence counts behind it, in words; never a percentage */
  plausibility: z.string(),
  /** with a language model: the chain as a mechanism in plain words, citing only the chain's passages */
  mechanism: z.array(AnswerSentenceSchema).nullable(),
})
export type GeneratedHypothesis = z.infer<typeof GeneratedHypothesisSchema>

/** A numbered reference: a record a source returned, never one a model named. */
export const HypothesisReferenceSchema = z.object({
  n: z.number().int().min(1),
  work: WorkSchema,
  link: z.string().nullable(),
  retracted: z.boolean(),
})
export type HypothesisReference = z.infer<typeof HypothesisReferenceSchema>

export const HypothesisMethodSchema = z.object({
  at: z.string(),
  /** what was sent to every source for A (and C) */
  queries: z.array(z.string()),
  sources: z.array(SourceProgressSchema),
  /** the concepts B searched for in the second step, with the works each brought */
  expansions: z.array(z.object({ concept: z.string(), works: z.number().int().min(0) })),
  /** the concept the research area became in the works' vocabulary */
  areaConcept: z.string().nullable(),
  targetConcept: z.string().nullable(),
  works: z.number().int().min(0),
  concepts: z.number().int().min(0),
  upstreamCalls: z.number().int().min(0),
  /** how links are measured and hypotheses ranked, in words */
  ranking: z.string(),
  model: z.string().nullable(),
  ms: z.number().int().min(0),
})

export const HypothesisResultSchema = z.object({
  kind: z.enum(['rules', 'model']),
  mode: HypothesisModeSchema,
  /** why there are fewer hypotheses than asked, why the model's wording is missing, and the like */
  notice: z.string().nullable(),
  hypotheses: z.array(GeneratedHypothesisSchema),
  /** open questions the literature states, quoted */
  openQuestions: z.array(QuotedSentenceSchema),
  method: HypothesisMethodSchema,
  references: z.array(HypothesisReferenceSchema),
})
export type HypothesisResult = z.infer<typeof HypothesisResultSchema>

export const SavedHypothesisRunSchema = z.object({
  id: z.string(),
  title: z.string(),
  input: z.object({
    mode: HypothesisModeSchema,
    area: z.string(),
    target: z.string(),
    context: z.string(),
    sources: z.array(ResearchSourceIdSchema),
    fromYear: z.number().int().nullable(),
    toYear: z.number().int().nullable(),
  }),
  result: HypothesisResultSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type SavedHypothesisRun = z.infer<typeof SavedHypothesisRunSchema>

export const HypothesisRunSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  mode: HypothesisModeSchema,
  hypotheses: z.number().int().min(0),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type HypothesisRunSummary = z.infer<typeof HypothesisRunSummarySchema>
export const HypothesisRunListSchema = z.object({ runs: z.array(HypothesisRunSummarySchema) })

export const HypothesisRunIdParamSchema = z.object({ runId: z.uuid() })
export const DeleteHypothesisRunResponseSchema = z.object({ removed: z.boolean() })

export const HypothesisExportFormats = ['markdown', 'bibtex', 'ris'] as const
export const HypothesisExportFormatSchema = z.enum(HypothesisExportFormats)
export type HypothesisExportFormat = z.infer<typeof HypothesisExportFormatSchema>
export const HypothesisExportParamSchema = HypothesisRunIdParamSchema.extend({ format: HypothesisExportFormatSchema })

export const HypothesisStages = ['retrieve', 'concepts', 'expand', 'discover', 'write'] as const
export const HypothesisStageSchema = z.enum(HypothesisStages)
export type HypothesisStage = z.infer<typeof HypothesisStageSchema>

export const HypothesisEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('stage'),
    stage: HypothesisStageSchema,
    status: z.enum(['started', 'done', 'skipped']),
    detail: z.string(),
  }),
  z.object({ type: z.literal('progress'), progress: SourceProgressSchema }),
  z.object({ type: z.literal('done'), run: SavedHypothesisRunSchema }),
  z.object({ type: z.literal('error'), code: z.string(), message: z.string() }),
])
export type HypothesisEvent = z.infer<typeof HypothesisEventSchema>
