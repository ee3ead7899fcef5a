import louvain from 'graphology-communities-louvain'
import { seededRandom } from '#shared/seeded-random'
import { newmanModularity, type SimilarityGraph } from './knn-graph'
import { similarityOf, type SimilarityMatrix } from './similarity'

/** Resolutions tried, the classic one first: among those giving a sensible number of themes, the most modular wins. */
export const RESOLUTIONS = [1, 0.8, 1.2, 0.6, 1.5, 2, 0.4, 2.5, 3] as const

export type Partition = {
  /** community of each work, numbered 0… without gaps, largest first */
  communityOf: number[]
  count: number
  resolution: number
  /** Newman modularity (resolution 1) of this partition on the graph; null without edges */
  modularity: number | null
}

/** How many themes a set of this size should give: a few for a handful of works, 3–9 from 30 on. */
export function themeCountRange(works: number): { min: number; max: number } {
  if (works >= 30) return { min: 3, max: 9 }
  if (works >= 12) return { min: 2, max: 6 }
  return { min: 1, max: 3 }
}

/** A community smaller than this is folded into the theme it is most similar to. */
export function smallestTheme(works: number): number {
  return Math.max(3, Math.ceil(0.04 * works))
}

/**
 * Louvain at each resolution of the ladder (the rng seeded afresh for each, so the same input gives the same
 * themes), tiny communities folded, then the partition whose theme count fits the range with the best modularity;
 * when none fits, the one closest to the range.
 */
export function partitionWorks(graph: SimilarityGraph, matrix: SimilarityMatrix, seed: number): Partition {
  const range = themeCountRange(matrix.size)
  let best: { partition: Partition; distance: number } | null = null
  for (const resolution of RESOLUTIONS) {
    const found = louvain(graph, { getEdgeWeight: 'weight', resolution, rng: seededRandom(seed) })
    const communityOf = foldSmallCommunities(
      Array.from({ length: matrix.size }, (_, node) => found[String(node)] ?? 0),
      matrix,
      range.max,
    )
    const count = new Set(communityOf).size
    const partition = { communityOf, count, resolution, modularity: newmanModularity(graph, communityOf) }
    const distance = Math.max(0, range.min - count, count - range.max)
    if (!best || distance < best.distance || (distance === best.distance && isMoreModular(partition, best.partition))) {
      best = { partition, distance }
    }
  }
  if (!best) throw new Error('the resolution ladder is empty')
  return best.partition
}

function isMoreModular(candidate: Partition, incumbent: Partition): boolean {
  return (candidate.modularity ?? -Infinity) > (incumbent.modularity ?? -Infinity) + 1e-9
}

/**
 * Folds every community below the minimum size, and the smallest beyond `maxCount`, into the kept community its
 * works are most similar to on average (all pairs, not only graph edges); when no community is big enough, the
 * largest is kept. Unconnected groups stay apart at every resolution, so only this caps the count. Renumbers the
 * communities by size, largest first (ties: the one holding the earlier work).
 */
export function foldSmallCommunities(
  communityOf: readonly number[],
  matrix: SimilarityMatrix,
  maxCount = Infinity,
): number[] {
  const membersOf = new Map<number, number[]>()
  communityOf.forEach((community, work) => {
    const members = membersOf.get(community)
    if (members) members.push(work)
    else membersOf.set(community, [work])
  })
  const bySize = [...membersOf.values()].sort((a, b) => b.length - a.length || (a[0] ?? 0) - (b[0] ?? 0))
  const minimum = smallestTheme(communityOf.length)
  const kept = bySize.filter((members, index) => index < maxCount && (members.length >= minimum || index === 0))
  const small = bySize.filter((members) => !kept.includes(members))
  const folded = kept.map((members) => [...members])
  for (const members of small) {
    let target = 0
    let bestSimilarity = -1
    kept.forEach((keptMembers, index) => {
      const similarity = averageSimilarity(matrix, members, keptMembers)
      if (similarity > bestSimilarity) {
        bestSimilarity = similarity
        target = index
      }
    })
    folded[target]?.push(...members)
  }
  const ordered = folded
    .map((members) => members.sort((a, b) => a - b))
    .sort((a, b) => b.length - a.length || (a[0] ?? 0) - (b[0] ?? 0))
  const result = new Array<number>(communityOf.length).fill(0)
  ordered.forEach((members, community) => {
    for (const work of members) result[work] = community
  })
  return result
}

function averageSimilarity(matrix: SimilarityMatrix, from: readonly number[], to: readonly number[]): number {
  let sum = 0
  for (const a of from) for (const b of to) sum += similarityOf(matrix, a, b)
  return sum / (from.length * to.length)
}
