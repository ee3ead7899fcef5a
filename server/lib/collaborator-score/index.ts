/**
 * Collaborator scoring, pure functions (issue 29 §3, decision 048): the co-author graph and its link-prediction
 * scores (common neighbours, Adamic–Adar, resource allocation, weighted Adamic–Adar with decayed, repeated edges),
 * topic vectors and their fit, and the combined score whose parts are the finder's reasons.
 */
export {
  adamicAdar,
  buildGraph,
  commonNeighbours,
  resourceAllocation,
  weightedAdamicAdar,
  type CoWork,
  type Graph,
} from './graph'
export { contentWords, topicFit, topicVector, type TopicVector } from './topic'
export { combineScores, DEFAULT_WEIGHTS, type CandidateParts, type ScoreWeights, type ScoredCandidate } from './score'
