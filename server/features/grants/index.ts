/**
 * The Grant Proposal Writer (issue 30 §1, decision 049), one of the research pathways' tools.
 * - similar-projects: BM25 ranking of funded projects (NIH RePORTER, NSF awards) against the idea, with the research
 *   engine's tokenizer, and the distribution of amounts per source and mechanism with their fiscal years.
 * The draft checker is shared/grants/check-draft (the page runs it on every edit).
 */
export {
  amountsByMechanism,
  buildProjectIndex,
  cleanAbstract,
  rankSimilarProjects,
  type AmountDistribution,
  type ProjectIndex,
  type SimilarProject,
} from './similar-projects'
