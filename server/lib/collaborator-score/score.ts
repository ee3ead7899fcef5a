/**
 * The collaborator score (decision 048): graph + topic + recent activity, each part kept so the card can say why.
 * Parts are scaled to 0–1 within one run (graph and recent by the run's largest value; topic is a cosine already).
 */
export type ScoreWeights = { graph: number; topic: number; recent: number }

/**
 * Chosen on the validation cut-offs of the co-authorship backtest (NeurIPS ≤ 2006, ICRA+IROS ≤ 2011), never the test
 * one, with the graph part = weighted Adamic–Adar, edges decayed 0.8 a year (scripts/eval-collaborators.ts).
 */
export const DEFAULT_WEIGHTS: ScoreWeights = { graph: 1, topic: 0.25, recent: 0.1 }

export type CandidateParts = { id: string; graph: number; topic: number; recent: number }

export type ScoredCandidate = CandidateParts & { score: number }

export function combineScores(
  candidates: readonly CandidateParts[],
  weights: ScoreWeights = DEFAULT_WEIGHTS,
): ScoredCandidate[] {
  const maxGraph = Math.max(0, ...candidates.map((c) => c.graph))
  const maxRecent = Math.max(0, ...candidates.map((c) => c.recent))
  return candidates
    .map((c) => ({
      ...c,
      score:
        weights.graph * (maxGraph > 0 ? c.graph / maxGraph : 0) +
        weights.topic * c.topic +
        weights.recent * (maxRecent > 0 ? c.recent / maxRecent : 0),
    }))
    .sort((a, b) => b.score - a.score || a.id.localeCompare(b.id))
}
