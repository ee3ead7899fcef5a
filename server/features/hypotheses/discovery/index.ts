/**
 * The hypothesis generator's pure core (issue 28 §2): concepts.ts reads a work's concepts (topics, MeSH headings,
 * 1–3-word noun phrases, stemmed keys); concept-graph.ts counts them and their co-occurrences over a set of works
 * and measures association (PMI, NPMI, log-likelihood ratio); discover.ts finds open (A → B → C, ranked by linking
 * term count) and closed (A, C → B) discoveries with their novelty; near-duplicates.ts keeps hypotheses distinct;
 * evidence.ts finds the abstract sentence stating a link; statement.ts words a chain as a testable hypothesis.
 * scripts/eval-hypotheses.ts backtests the ranking on the arXiv corpus.
 */
export { conceptKey, extractConcepts, readWords, type Concept, type ConceptKind, type ConceptOptions } from './concepts'
export {
  associate,
  associationOf,
  buildConceptGraph,
  buildConceptGraphOfWorks,
  findConcept,
  idsOfWorksWithBoth,
  workIdOf,
  worksWith,
  worksWithBoth,
  type Association,
  type ConceptGraph,
  type GraphOptions,
  type WorkConcepts,
} from './concept-graph'
export {
  discoverClosed,
  discoverOpen,
  linkingConcepts,
  noveltyOf,
  poissonAtMost,
  rankLinkedConcepts,
  type ChainLink,
  type ConceptRef,
  type DiscoveryOptions,
  type Hypothesis,
  type Link,
  type Novelty,
  type RankedConcept,
} from './discover'
export { dropNearDuplicates, isNearDuplicate } from './near-duplicates'
export { evidenceSentence, type EvidenceSentence } from './evidence'
export { stateHypothesis, type ChainToState, type HypothesisStatement } from './statement'
