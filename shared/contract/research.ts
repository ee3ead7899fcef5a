import { z } from 'zod'
import { WorkSchema, type SourceIdSchema } from './sources'

/**
 * The AI research engine's vocabulary: the data sources a user picks, the research modes, the question,
 * and the events of one answer's stream (server-sent events, one JSON object per `data:` line).
 */

/** The data sources the engine offers (the spec's list plus OpenAlex, Europe PMC and the local library). */
export const ResearchSourceIds = [
  'pubmed',
  'arxiv',
  'ncbi',
  'pubchem',
  'blast',
  'crossref',
  'core',
  'semanticscholar',
  'web',
  'government',
  'openalex',
  'europepmc',
  'local',
] as const
export const ResearchSourceIdSchema = z.enum(ResearchSourceIds)
export type ResearchSourceId = z.infer<typeof ResearchSourceIdSchema>

/** The groups of the 'Integrated APIs' section. */
export const ResearchSourceGroups = ['Research', 'Chemical', 'Data', 'Legal & Policy', 'Medical'] as const
export type ResearchSourceGroup = (typeof ResearchSourceGroups)[number]

export type ResearchSourceInfo = {
  id: ResearchSourceId
  name: string
  /** the spec's category label shown beside the name */
  category: string
  group: ResearchSourceGroup
  /** the connector that answers for it; null where none exists yet */
  connector: z.infer<typeof SourceIdSchema> | null
}

export const RESEARCH_SOURCES: readonly ResearchSourceInfo[] = [
  { id: 'pubmed', name: 'PubMed', category: 'Biomedical', group: 'Medical', connector: 'pubmed' },
  { id: 'arxiv', name: 'arXiv', category: 'Preprints', group: 'Research', connector: 'arxiv' },
  { id: 'ncbi', name: 'NCBI E-utilities', category: 'Biomedical', group: 'Medical', connector: 'pubmed' },
  { id: 'pubchem', name: 'PubChem', category: 'Chemical', group: 'Chemical', connector: 'pubchem' },
  { id: 'blast', name: 'BLAST', category: 'Genomic', group: 'Data', connector: 'blast' },
  { id: 'crossref', name: 'Crossref', category: 'Academic', group: 'Research', connector: 'crossref' },
  { id: 'core', name: 'CORE', category: 'Academic', group: 'Research', connector: 'core' },
  {
    id: 'semanticscholar',
    name: 'Semantic Scholar',
    category: 'Academic',
    group: 'Research',
    connector: 'semanticscholar',
  },
  { id: 'web', name: 'Web Scanner', category: 'General', group: 'Data', connector: 'searxng' },
  {
    id: 'government',
    name: 'Government APIs',
    category: 'Policy',
    group: 'Legal & Policy',
    connector: 'federalregister',
  },
  { id: 'openalex', name: 'OpenAlex', category: 'Academic', group: 'Research', connector: 'openalex' },
  { id: 'europepmc', name: 'Europe PMC', category: 'Biomedical', group: 'Medical', connector: 'europepmc' },
  { id: 'local', name: 'Local library', category: 'Offline', group: 'Data', connector: 'local' },
]

export const DEFAULT_RESEARCH_SOURCES: readonly ResearchSourceId[] = ['pubmed', 'arxiv']

export const ResearchModeIds = [
  'comprehensive',
  'biomedical',
  'chemical',
  'genomic',
  'literature',
  'trends',
  'statistical',
  'molecular',
  'policy',
  'synthesis',
  'image',
  'deep',
] as const
export const ResearchModeIdSchema = z.enum(ResearchModeIds)
export type ResearchModeId = z.infer<typeof ResearchModeIdSchema>

export type ResearchMode = {
  id: ResearchModeId
  name: string
  description: string
  isPremium: boolean
  /** the mode's sources, best first; choosing the mode selects the first three */
  apis: readonly ResearchSourceId[]
}

export const RESEARCH_MODES: readonly ResearchMode[] = [
  {
    id: 'comprehensive',
    name: 'Comprehensive',
    description: 'Searches the scholarly literature across fields and answers with citations.',
    isPremium: false,
    apis: ['openalex', 'pubmed', 'arxiv', 'crossref', 'semanticscholar', 'europepmc', 'core', 'local'],
  },
  {
    id: 'biomedical',
    name: 'Biomedical',
    description: 'Clinical and life-science literature from PubMed and Europe PMC.',
    isPremium: true,
    apis: ['pubmed', 'europepmc', 'ncbi', 'openalex'],
  },
  {
    id: 'chemical',
    name: 'Chemical',
    description: 'PubChem compound records beside the chemistry literature.',
    isPremium: true,
    apis: ['pubchem', 'pubmed', 'openalex', 'europepmc'],
  },
  {
    id: 'genomic',
    name: 'Genomic',
    description: 'NCBI literature, and BLAST when the question holds a DNA or protein sequence.',
    isPremium: true,
    apis: ['ncbi', 'blast', 'europepmc', 'openalex'],
  },
  {
    id: 'literature',
    name: 'Literature',
    description: 'A literature review: the most relevant works, their findings and their gaps.',
    isPremium: true,
    apis: ['openalex', 'crossref', 'semanticscholar', 'core', 'arxiv'],
  },
  {
    id: 'trends',
    name: 'Trends',
    description: 'How much is published on a topic year by year, with the fitted trend.',
    isPremium: true,
    apis: ['openalex', 'crossref', 'arxiv'],
  },
  {
    id: 'statistical',
    name: 'Statistical',
    description: 'Methods literature: which analyses are used and how they are reported.',
    isPremium: true,
    apis: ['openalex', 'arxiv', 'semanticscholar', 'pubmed'],
  },
  {
    id: 'molecular',
    name: 'Molecular',
    description: 'Compound records (formula, weight, identifiers) with the molecular literature.',
    isPremium: true,
    apis: ['pubchem', 'europepmc', 'pubmed', 'openalex'],
  },
  {
    id: 'policy',
    name: 'Policy',
    description: 'Federal Register documents beside the policy research literature.',
    isPremium: true,
    apis: ['government', 'openalex', 'crossref'],
  },
  {
    id: 'synthesis',
    name: 'Synthesis',
    description: 'Several fields side by side: what each says about the question.',
    isPremium: true,
    apis: ['openalex', 'semanticscholar', 'pubmed', 'arxiv'],
  },
  {
    id: 'image',
    name: 'Image Generation',
    description: 'A research diagram drawn from the retrieved literature: topics and the works that link them.',
    isPremium: true,
    apis: ['openalex', 'semanticscholar', 'arxiv'],
  },
  {
    id: 'deep',
    name: 'Deep Research',
    description: 'Several rounds: sub-questions drawn from the first results, within a budget shown to you.',
    isPremium: true,
    apis: ['openalex', 'pubmed', 'semanticscholar', 'arxiv', 'europepmc', 'crossref'],
  },
]

export const SCAN_DEPTH_MIN = 1
export const SCAN_DEPTH_MAX = 10
export const SCAN_DEPTH_DEFAULT = 3
export const QUESTION_MAX_LENGTH = 2000

export const SUGGESTED_PROMPTS: readonly string[] = [
  'What are the most recent breakthroughs in artificial intelligence research?',
  'How is climate change research tracking global temperature trends?',
  'What does current research say about the safety of gene therapy?',
  'Which research methods are most used in psychology studies?',
  'Draw a research diagram of the literature on CRISPR gene editing',
  'Find recent papers on quantum computing error correction',
]

export const AskInputSchema = z.object({
  question: z.string().trim().min(1, 'Enter a question').max(QUESTION_MAX_LENGTH),
  mode: ResearchModeIdSchema.default('comprehensive'),
  sources: z.array(ResearchSourceIdSchema).min(1, 'Choose at least one data source').max(ResearchSourceIds.length),
  scanDepth: z.number().int().min(SCAN_DEPTH_MIN).max(SCAN_DEPTH_MAX).default(SCAN_DEPTH_DEFAULT),
  ethicalMode: z.boolean().default(true),
  webScanning: z.boolean().default(true),
  /** a follow-up continues this saved conversation */
  conversationId: z.uuid().optional(),
})
export type AskInput = z.input<typeof AskInputSchema>

export const SupportLevels = ['supported', 'partly', 'unsupported'] as const
export const SupportLevelSchema = z.enum(SupportLevels)
export type SupportLevel = z.infer<typeof SupportLevelSchema>

/** One numbered reference of an answer: always a record that was fetched for this answer. */
export const ReferenceSchema = z.object({
  n: z.number().int().min(1),
  work: WorkSchema,
  /** a link that resolves: DOI, PubMed, arXiv or OpenAlex, in that order of preference */
  link: z.string().nullable(),
})
export type Reference = z.infer<typeof ReferenceSchema>

/** One sentence of the answer with the references it cites and how well they support it. */
export const AnswerSentenceSchema = z.object({
  text: z.string(),
  citations: z.array(z.number().int().min(1)),
  support: SupportLevelSchema.nullable(),
  /** the support score behind `support`, 0–1 */
  score: z.number().min(0).max(1).nullable(),
  /** a marker in this sentence pointed at no passage that was sent, and was removed */
  flagged: z.boolean(),
})
export type AnswerSentence = z.infer<typeof AnswerSentenceSchema>

export const AnswerKinds = ['model', 'evidence', 'abstain'] as const
export const AnswerKindSchema = z.enum(AnswerKinds)
export type AnswerKind = z.infer<typeof AnswerKindSchema>

export const SourceProgressSchema = z.object({
  source: ResearchSourceIdSchema,
  status: z.enum(['asked', 'done', 'failed', 'unavailable']),
  hits: z.number().int().nullable(),
  /** why it failed or is unavailable, in words a user can act on */
  reason: z.string().nullable(),
  /** the query sent, for the reproducibility receipt */
  query: z.string().nullable(),
})
export type SourceProgress = z.infer<typeof SourceProgressSchema>

/** One round of Deep Research in the receipt: its queries, and each source's answer to each query. */
export const ReceiptRoundSchema = z.object({
  round: z.number().int().min(1),
  queries: z.array(z.string()),
  sources: z.array(SourceProgressSchema),
})
export type ReceiptRound = z.infer<typeof ReceiptRoundSchema>

export const ReceiptSchema = z.object({
  at: z.string(),
  mode: ResearchModeIdSchema,
  sources: z.array(SourceProgressSchema),
  /** the model's name, or null in evidence mode */
  model: z.string().nullable(),
  kind: AnswerKindSchema,
  /** Deep Research: every round's queries and what each source answered to each of them */
  rounds: z.array(ReceiptRoundSchema).optional(),
})
export type Receipt = z.infer<typeof ReceiptSchema>

/** A PubChem compound record, shown beside the literature in the Chemical and Molecular modes. */
export const CompoundSchema = z.object({
  cid: z.number().int(),
  name: z.string(),
  iupacName: z.string().nullable(),
  molecularFormula: z.string().nullable(),
  molecularWeight: z.number().nullable(),
  canonicalSmiles: z.string().nullable(),
  inchiKey: z.string().nullable(),
  synonyms: z.array(z.string()),
  url: z.string(),
})
export type CompoundRecord = z.infer<typeof CompoundSchema>

/** One NCBI BLAST hit: the subject sequence and its best alignment (HSP) to the query. */
export const BlastHitSchema = z.object({
  accession: z.string(),
  description: z.string(),
  organism: z.string().nullable(),
  /** percent identity of the best HSP, 0–100 */
  identity: z.number(),
  evalue: z.number(),
  bitScore: z.number(),
  alignLength: z.number().int(),
  /** the subject's NCBI record */
  url: z.string(),
})
export type BlastHit = z.infer<typeof BlastHitSchema>

/** Genomic: one finished BLAST search of the sequence in the question. */
export const BlastResultSchema = z.object({
  program: z.enum(['blastn', 'blastp']),
  database: z.string(),
  rid: z.string(),
  /** the search's results page at NCBI */
  url: z.string(),
  hits: z.array(BlastHitSchema),
})
export type BlastResult = z.infer<typeof BlastResultSchema>

export const YearCountSchema = z.object({ year: z.number().int(), count: z.number().int().min(0) })

/** Trends: works per publication year (OpenAlex), with the least-squares line count = slope × year + intercept */
export const TrendSchema = z.object({ years: z.array(YearCountSchema), slope: z.number(), intercept: z.number() })
export type Trend = z.infer<typeof TrendSchema>

/**
 * The events of one answer, in order: progress… (Deep Research: round, progress… per round), then trend / compounds / blast when the mode asks for them, answer-start,
 * delta…, sentences, references, done (or error).
 */
export const ResearchEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('conversation'), conversationId: z.string() }),
  z.object({
    type: z.literal('progress'),
    progress: SourceProgressSchema,
    /** Deep Research: the round this progress belongs to */
    round: z.number().int().min(1).optional(),
  }),
  z.object({
    type: z.literal('answer-start'),
    kind: AnswerKindSchema,
    model: z.string().nullable(),
    /** why a model was not used (not configured, or it failed) */
    notice: z.string().nullable(),
  }),
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({ type: z.literal('sentences'), sentences: z.array(AnswerSentenceSchema) }),
  z.object({ type: z.literal('references'), references: z.array(ReferenceSchema) }),
  z.object({ type: z.literal('done'), incomplete: z.boolean(), receipt: ReceiptSchema }),
  z.object({ type: z.literal('error'), code: z.string(), message: z.string() }),
  z.object({ type: z.literal('trend'), ...TrendSchema.shape }),
  /** Chemical and Molecular: the PubChem records found for the compounds the question names */
  z.object({ type: z.literal('compounds'), compounds: z.array(CompoundSchema) }),
  /** Genomic: the BLAST hits of the sequence the question holds */
  z.object({ type: z.literal('blast'), blast: BlastResultSchema }),
  /** Deep Research: a round starts, with its queries, the whole budget and what earlier rounds spent of it */
  z.object({
    type: z.literal('round'),
    round: z.number().int().min(1),
    /** the rounds planned; fewer run when the budget or the sub-questions run out */
    of: z.number().int().min(1),
    queries: z.array(z.string()),
    budget: z.object({ calls: z.number().int().min(0), seconds: z.number().min(0) }),
    spent: z.object({ calls: z.number().int().min(0), ms: z.number().min(0) }),
  }),
])
export type ResearchEvent = z.infer<typeof ResearchEventSchema>

/** GET /api/research/sources (public): which sources this server can ask, and whether a model is configured. */
export const ResearchSourceStatusSchema = z.object({
  id: ResearchSourceIdSchema,
  available: z.boolean(),
  /** why it cannot be asked here (not configured, no connector yet, circuit open), in words a user can act on */
  reason: z.string().nullable(),
})
export const ResearchSourcesResponseSchema = z.object({
  sources: z.array(ResearchSourceStatusSchema),
  /** the configured language model's name; null means answers come in evidence mode */
  model: z.string().nullable(),
})
export type ResearchSourcesResponse = z.infer<typeof ResearchSourcesResponseSchema>

/** Saved conversations: a user keeps at most this many (the least recently used go first). */
export const MAX_CONVERSATIONS = 500
/** Questions one conversation holds; past it, a follow-up asks the user to start a new chat. */
export const MAX_CONVERSATION_EXCHANGES = 100
export const CONVERSATION_TITLE_MAX_LENGTH = 120
export const CONVERSATIONS_PAGE_SIZE = 50

export const ConversationIdSchema = z.uuid()

export const ConversationSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  /** the mode of the latest question */
  mode: ResearchModeIdSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  messageCount: z.number().int().min(0),
})
export type ConversationSummary = z.infer<typeof ConversationSummarySchema>

/** One saved question and its answer, with everything needed to show it again as it was. */
export const ConversationMessageSchema = z.object({
  id: z.string(),
  question: z.string(),
  /** the answer's Markdown text */
  answer: z.string(),
  kind: AnswerKindSchema,
  sentences: z.array(AnswerSentenceSchema),
  references: z.array(ReferenceSchema),
  receipt: ReceiptSchema,
  incomplete: z.boolean(),
  /** Trends: the yearly counts drawn beside the answer */
  trend: TrendSchema.nullable(),
  /** Chemical and Molecular: the compound records shown beside the answer */
  compounds: z.array(CompoundSchema),
  /** Genomic: the BLAST search of the question's sequence, when one finished */
  blast: BlastResultSchema.nullable(),
  createdAt: z.string(),
})
export type ConversationMessage = z.infer<typeof ConversationMessageSchema>

export const ConversationSchema = ConversationSummarySchema.extend({
  messages: z.array(ConversationMessageSchema),
})
export type Conversation = z.infer<typeof ConversationSchema>

export const ListConversationsInputSchema = z.object({
  page: z.coerce
    .number()
    .int()
    .min(1)
    .max(Math.ceil(MAX_CONVERSATIONS / CONVERSATIONS_PAGE_SIZE))
    .default(1),
})

/** GET /api/research/conversations: the caller's conversations, most recently used first. */
export const ConversationListResponseSchema = z.object({
  conversations: z.array(ConversationSummarySchema),
  page: z.number().int(),
  hasMore: z.boolean(),
})
export type ConversationListResponse = z.infer<typeof ConversationListResponseSchema>

export const RenameConversationInputSchema = z.object({
  title: z.string().trim().min(1, 'Enter a title').max(CONVERSATION_TITLE_MAX_LENGTH),
})
export type RenameConversationInput = z.infer<typeof RenameConversationInputSchema>

export const ConversationParamSchema = z.object({ conversationId: ConversationIdSchema })
export const DeleteConversationResponseSchema = z.object({ deleted: z.literal(true) })
