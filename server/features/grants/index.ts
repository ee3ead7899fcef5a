/**
 * The Grant Proposal Writer (issue 30 §1, decision 049), one of the research pathways' tools: POST
 * /api/pathways/grants (premium).
 * - grants.service: the run — funded projects (NIH RePORTER, NSF awards), open opportunities (Grants.gov), evidence
 *   and the member's prior awards at once within a budget of upstream calls (server/lib/call-plan, answers kept for
 *   the day); each failing upstream empties its own section with a message; the last run is kept per member.
 * - scaffold: the funder's page (NIH Specific Aims, NSF Project Summary) with the member's sentences placed and the
 *   empty parts as questions.
 * - grant-evidence: works through the research engine's retrieval, retracted ones dropped, gap sentences quoted
 *   first, then the evidence brief's findings; the references' Markdown, BibTeX and RIS (the bibliography module).
 * - similar-projects: BM25 ranking of funded projects against the idea, with the research engine's tokenizer, and
 *   the distribution of amounts per source and mechanism with their fiscal years.
 * - prior-awards: awards by the OpenAlex author's name (family name and first initial), same institution marked.
 * - critique: with a language model, a critique against NIH's review factors or NSF's merit criteria, never text to
 *   paste in (NOT-OD-25-132).
 * The draft checker is shared/grants/check-draft (the page runs it on every edit).
 */
export { grantsRoutes } from './grants.routes'
export {
  amountsByMechanism,
  buildProjectIndex,
  cleanAbstract,
  rankSimilarProjects,
  type AmountDistribution,
  type ProjectIndex,
  type SimilarProject,
} from './similar-projects'
