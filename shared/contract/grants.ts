import { z } from 'zod'
import { FUNDER_MECHANISMS, type Funder } from '../grants/check-draft'
import { SourceProgressSchema } from './research'
import { WorkSchema } from './sources'
import { ResearcherIdSchema } from './researchers'

/**
 * The Grant Proposal Writer (issue 30 §1, decision 049): POST /api/pathways/grants (premium). The scaffold of the
 * funder's page with the member's own words placed in it, evidence for the Significance, similar funded projects and
 * their amounts, open opportunities, the rule checker's findings and, with a model, a critique — never text to paste.
 */

/** Upstream calls one run may plan (answers kept from earlier that day cost none). */
export const GRANT_CALL_BUDGET = 14
export const MAX_IDEA_LENGTH = 4000
export const MIN_IDEA_LENGTH = 20
export const MAX_DRAFT_LENGTH = 30_000

export const GRANT_FUNDERS = ['nih', 'nsf'] as const satisfies readonly Funder[]
export const GrantFunderSchema = z.enum(GRANT_FUNDERS)

const ALL_MECHANISMS = [...FUNDER_MECHANISMS.nih, ...FUNDER_MECHANISMS.nsf] as const
export const GrantMechanismSchema = z.enum(ALL_MECHANISMS)
export type GrantMechanism = z.infer<typeof GrantMechanismSchema>

/** NIH activity codes per mechanism; an NSF mechanism is the award instrument (or CAREER, by its title). */
export const MECHANISM_CODES: Record<GrantMechanism, readonly string[]> = {
  R01: ['R01'],
  R21: ['R21'],
  'K99-R00': ['K99', 'R00'],
  'SBIR-STTR': ['R41', 'R42', 'R43', 'R44', 'U43', 'U44', 'SB1'],
  'Standard Grant': ['Standard Grant'],
  CAREER: ['CAREER'],
}

export const FUNDER_NAMES: Record<Funder, string> = {
  nih: 'NIH',
  nsf: 'NSF',
}

/** Why the tool critiques and never writes (shown on the page and with every critique). */
export const AI_POLICY_NOTE =
  'This tool never writes proposal text for you. NIH notice NOT-OD-25-132 (2025) does not consider applications substantially developed by AI, or with sections substantially developed by AI, to be the original ideas of the applicant. So the scaffold asks questions, the evidence is quoted from published works, and a language model — when one is set up — only critiques what you wrote.'

export const WriteGrantInputSchema = z
  .object({
    /** the idea or aims, in the member's own words */
    idea: z
      .string()
      .trim()
      .min(1, 'Please describe your grant proposal writer requirements.')
      .min(MIN_IDEA_LENGTH, `Describe the idea in at least ${MIN_IDEA_LENGTH} characters`)
      .max(MAX_IDEA_LENGTH, `Keep the idea under ${MAX_IDEA_LENGTH.toLocaleString('en-US')} characters`),
    funder: GrantFunderSchema,
    mechanism: GrantMechanismSchema,
    /** the draft as plain text with `## Heading` lines; not trimmed (the checker's offsets point into it) */
    draft: z
      .string()
      .max(MAX_DRAFT_LENGTH, `Keep the draft under ${MAX_DRAFT_LENGTH.toLocaleString('en-US')} characters`)
      .optional(),
    /** the member's OpenAlex author, for their prior awards */
    authorId: ResearcherIdSchema.optional(),
  })
  .refine((input) => (FUNDER_MECHANISMS[input.funder] as readonly string[]).includes(input.mechanism), {
    message: 'Choose a mechanism of that funder',
    path: ['mechanism'],
  })
export type WriteGrantInput = z.infer<typeof WriteGrantInputSchema>

/** How a section of the answer came out: its upstream may fail without failing the run. */
export const SectionStatusSchema = z.object({
  state: z.enum(['ok', 'empty', 'failed', 'skipped']),
  /** what happened, in words, when it is not simply ok */
  message: z.string().max(1000).nullable(),
})
export type SectionStatus = z.infer<typeof SectionStatusSchema>

const text = (max: number) => z.string().max(max)
const link = z.url().max(2000)
const money = z.number().min(0)

export const ScaffoldPartSchema = z.object({
  id: z.string().max(40),
  heading: text(200),
  /** the question this part answers (shown as the thing to write when nothing of the member's is placed) */
  question: text(1000),
  /** what reviewers look for in it */
  guidance: text(1000),
  /** the member's own sentences placed here, from the idea or from the draft */
  placed: z.array(z.object({ text: text(MAX_DRAFT_LENGTH), from: z.enum(['idea', 'draft']) })).max(100),
})
export type ScaffoldPart = z.infer<typeof ScaffoldPartSchema>

export const ScaffoldSchema = z.object({
  kind: z.enum(['specific-aims', 'project-summary']),
  title: text(200),
  /** the page's length limit, in words */
  limit: text(500),
  /** the mechanism's own expectations (R21: exploratory; CAREER: research and education integrated…) */
  mechanismNote: text(1000),
  parts: z.array(ScaffoldPartSchema).max(12),
  /** characters placed so far, and the limit in characters (NSF: 4,600; NIH: one page, estimated) */
  characters: z.number().int().min(0),
  limitCharacters: z.number().int().min(0),
})
export type Scaffold = z.infer<typeof ScaffoldSchema>

/** A numbered work of the evidence, as the page's reference list and the bibliography exports take it. */
export const EvidenceReferenceSchema = z.object({
  n: z.number().int().min(1),
  work: WorkSchema,
  link: z.string().max(2000).nullable(),
  /** always false here: retracted works are left out before numbering */
  retracted: z.boolean(),
})
export type EvidenceReference = z.infer<typeof EvidenceReferenceSchema>

export const EvidenceQuoteSchema = z.object({
  n: z.number().int().min(1),
  text: text(2000),
  /** a gap (what is not known, a limitation) or a finding */
  kind: z.enum(['gap', 'finding']),
})

export const GrantEvidenceSchema = z.object({
  status: SectionStatusSchema,
  /** what was sent to the sources */
  query: text(500),
  sources: z.array(SourceProgressSchema).max(20),
  quotes: z.array(EvidenceQuoteSchema).max(20),
  references: z.array(EvidenceReferenceSchema).max(30),
  /** the references as the exports give them: a numbered Markdown list, BibTeX and RIS (the bibliography module) */
  exports: z.object({ markdown: z.array(text(5000)).max(30), bibtex: text(200_000), ris: text(200_000) }),
  /** works left out because OpenAlex marks them retracted */
  retractedExcluded: z.number().int().min(0),
})
export type GrantEvidence = z.infer<typeof GrantEvidenceSchema>

export const FundingSourceIdSchema = z.enum(['nih-reporter', 'nsf-awards'])
export const FUNDING_SOURCE_NAMES = {
  'nih-reporter': 'NIH RePORTER',
  'nsf-awards': 'NSF Award Search',
} as const

export const FundedProjectSchema = z.object({
  source: FundingSourceIdSchema,
  id: text(100),
  title: text(2000),
  pis: z.array(text(200)).max(20),
  organisation: text(500).nullable(),
  /** NIH activity code or NSF instrument (Standard Grant, CAREER…) */
  mechanism: text(100).nullable(),
  fiscalYear: z.number().int().nullable(),
  /** US dollars */
  amount: money.nullable(),
  url: link.nullable(),
})
export type FundedProjectView = z.infer<typeof FundedProjectSchema>

export const SimilarProjectSchema = FundedProjectSchema.extend({
  score: z.number().min(0),
  matchedTerms: z.array(text(100)).max(50),
})

export const SimilarProjectsSchema = z.object({
  status: SectionStatusSchema,
  /** how many projects each source gave to rank, and how many it holds for the search */
  searched: z
    .array(
      z.object({
        source: FundingSourceIdSchema,
        read: z.number().int().min(0),
        total: z.number().int().min(0).nullable(),
        status: SectionStatusSchema,
      }),
    )
    .max(2),
  projects: z.array(SimilarProjectSchema).max(20),
  method: text(1000),
})

export const AmountRowSchema = z.object({
  source: FundingSourceIdSchema,
  mechanism: text(100),
  count: z.number().int().min(1),
  fiscalYears: z.array(z.number().int()).min(1).max(50),
  min: money,
  q1: money,
  median: money,
  q3: money,
  max: money,
})
export type AmountRow = z.infer<typeof AmountRowSchema>

export const GrantAmountsSchema = z.object({
  status: SectionStatusSchema,
  rows: z.array(AmountRowSchema).max(40),
  /** what the amounts are (NIH: the fiscal year's award; NSF: the estimated total) */
  note: text(1000),
})

export const PriorAwardsSchema = z.object({
  status: SectionStatusSchema,
  author: z.object({ id: ResearcherIdSchema, name: text(300), institutions: z.array(text(300)).max(10) }).nullable(),
  /** how awards were matched to the author, in words */
  match: text(1000),
  awards: z.array(FundedProjectSchema.extend({ sameInstitution: z.boolean() })).max(50),
})

export const OpportunitySchema = z.object({
  id: text(100),
  number: text(100).nullable(),
  title: text(1000),
  agency: text(300).nullable(),
  status: z.enum(['posted', 'forecasted']),
  openDate: text(10).nullable(),
  closeDate: text(10).nullable(),
  url: link,
})

export const GrantOpportunitiesSchema = z.object({
  status: SectionStatusSchema,
  keyword: text(500),
  items: z.array(OpportunitySchema).max(25),
  total: z.number().int().min(0).nullable(),
})

export const CheckFindingSchema = z.object({
  rule: z.enum([
    'missing-section',
    'summary-too-long',
    'aims-too-long',
    'aim-verb',
    'aim-measurable',
    'aim-dependent',
    'uncited-claim',
    'retracted-citation',
    'unknown-citation',
  ]),
  severity: z.enum(['error', 'warning']),
  message: text(1000),
  start: z.number().int().min(0),
  end: z.number().int().min(0),
})

export const GrantCritiqueSchema = z.object({
  status: z.enum(['written', 'no-model', 'failed', 'no-draft']),
  model: text(200).nullable(),
  /** the review criteria the critique is held to */
  criteria: z.array(text(300)).max(6),
  text: text(12_000).nullable(),
  note: text(1000),
})
export type GrantCritique = z.infer<typeof GrantCritiqueSchema>

export const GrantWriterResponseSchema = z.object({
  funder: GrantFunderSchema,
  mechanism: GrantMechanismSchema,
  scaffold: ScaffoldSchema,
  evidence: GrantEvidenceSchema,
  similar: SimilarProjectsSchema,
  amounts: GrantAmountsSchema,
  /** null when no author was given */
  priorAwards: PriorAwardsSchema.nullable(),
  opportunities: GrantOpportunitiesSchema,
  /** the rule checker on the draft (the page runs the same checker as the draft is edited) */
  findings: z.array(CheckFindingSchema).max(500),
  critique: GrantCritiqueSchema,
  policy: text(2000),
  calls: z.number().int().min(0),
  budget: z.number().int().min(0),
  generatedAt: z.string(),
})
export type GrantWriterResponse = z.infer<typeof GrantWriterResponseSchema>
