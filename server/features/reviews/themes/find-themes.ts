import { tokenize } from '../../research'
import { partitionWorks } from './communities'
import { readDocument } from './document-terms'
import { buildKnnGraph } from './knn-graph'
import { combinedSimilarities, similarityOf, type SimilarityMatrix } from './similarity'
import { labelThemes } from './theme-labels'

export type ThemeDocument = {
  title: string
  abstract: string | null
  /** OpenAlex ids (or any stable ids) of the works it cites; empty when unknown */
  referencedWorks: readonly string[]
  /** OpenAlex topic names, primary first; empty when unknown */
  topics: readonly string[]
}

export type FoundTheme = {
  /** indexes into the documents, most central first (summed similarity to the other members) */
  members: number[]
  /** 1–3 distinctive phrases (class-based TF-IDF), none holding an excluded word, none shared with another theme */
  phrases: string[]
  /** the phrases joined with ' · '; empty when no phrase qualifies */
  label: string
  /** the most common primary OpenAlex topic of the members, where known */
  topic: string | null
}

export type ThemeResult = {
  /** largest first */
  themes: FoundTheme[]
  /** Newman modularity (resolution 1) of the themes on the weighted neighbour graph; null with too few works */
  modularity: number | null
  /** the method in words */
  description: string
  ms: number
}

export type ThemeOptions = {
  /** the user's topic and keywords: no label repeats them */
  excludeWords: readonly string[]
  /** the same seed gives the same themes; a fixed one when absent */
  seed?: string
}

export const NEIGHBOURS = 8
const DEFAULT_SEED = 'lodestar-themes'
// Below this there is nothing to cluster: the works form one theme.
const FEWEST_TO_CLUSTER = 3

/**
 * Groups works into themes: a k-nearest-neighbour graph on ½ BM25 text + ½ bibliographic coupling, Louvain
 * communities (seeded, resolution chosen from a short ladder), tiny communities folded, class-based TF-IDF labels.
 */
export function findThemes(docs: readonly ThemeDocument[], options: ThemeOptions): ThemeResult {
  const started = performance.now()
  const done = (themes: FoundTheme[], modularity: number | null, description: string): ThemeResult => ({
    themes,
    modularity,
    description,
    ms: Math.round(performance.now() - started),
  })
  if (!docs.length) return done([], null, 'no works to group')
  const read = docs.map(readDocument)
  const matrix = combinedSimilarities(
    read.map((terms) => terms.stems),
    docs.map((doc) => doc.referencedWorks),
  )
  let communityOf: number[]
  let modularity: number | null = null
  let description: string
  if (docs.length < FEWEST_TO_CLUSTER) {
    communityOf = docs.map(() => 0)
    description = `too few works to cluster (${docs.length}): one theme`
  } else {
    const neighbours = Math.min(NEIGHBOURS, docs.length - 1)
    const graph = buildKnnGraph(matrix, neighbours)
    const partition = partitionWorks(graph, matrix, hashSeed(options.seed ?? DEFAULT_SEED))
    communityOf = partition.communityOf
    modularity = partition.modularity
    description = `${similarityInWords(docs)}, ${neighbours} nearest neighbours, Louvain (resolution ${partition.resolution})`
  }
  const memberLists = groupMembers(communityOf, matrix)
  const phrases = labelThemes(read, memberLists, excludedStems(options.excludeWords))
  const themes = memberLists.map((members, index) => {
    const themePhrases = phrases[index] ?? []
    return { members, phrases: themePhrases, label: themePhrases.join(' · '), topic: commonTopic(docs, members) }
  })
  return done(themes, modularity, description)
}

function similarityInWords(docs: readonly ThemeDocument[]): string {
  const withReferences = docs.filter((doc) => doc.referencedWorks.length > 0).length
  if (withReferences < 2) return 'BM25 text similarity (no reference lists to couple)'
  const coupling =
    withReferences === docs.length
      ? 'shared references'
      : `shared references where both list them (${withReferences} of ${docs.length} do)`
  return `½ BM25 text + ½ ${coupling} (bibliographic coupling)`
}

/** Members of each community, most central first: by summed similarity to the other members. */
function groupMembers(communityOf: readonly number[], matrix: SimilarityMatrix): number[][] {
  const groups: number[][] = []
  communityOf.forEach((community, work) => {
    const group = (groups[community] ??= [])
    group.push(work)
  })
  return groups
    .filter((group) => group.length > 0)
    .map((group) => {
      const centrality = new Map(
        group.map((work) => [work, group.reduce((sum, other) => sum + similarityOf(matrix, work, other), 0)]),
      )
      return group.sort((a, b) => (centrality.get(b) ?? 0) - (centrality.get(a) ?? 0) || a - b)
    })
}

/** The primary topic most members share; a tie goes to the one the more central member has. */
function commonTopic(docs: readonly ThemeDocument[], members: readonly number[]): string | null {
  const counts = new Map<string, number>()
  for (const member of members) {
    const topic = docs[member]?.topics[0]
    if (topic) counts.set(topic, (counts.get(topic) ?? 0) + 1)
  }
  let best: string | null = null
  for (const [topic, count] of counts) if (best === null || count > (counts.get(best) ?? 0)) best = topic
  return best
}

function excludedStems(words: readonly string[]): Set<string> {
  const stems = new Set<string>()
  for (const token of tokenize(words.join(' '))) {
    if (token.isStopWord) continue
    // "LLM" in the topic also rules out "LLMs", which the stemmer leaves as written.
    const bare = token.key.replace(/s$/, '')
    stems.add(token.key).add(bare).add(`${bare}s`)
  }
  return stems
}

/** FNV-1a: a string seed as the 32-bit number the generator takes. */
function hashSeed(seed: string): number {
  let hash = 0x811c9dc5
  for (let index = 0; index < seed.length; index++) {
    hash ^= seed.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}
