import type { CollaboratorSuggestion, Sector } from '#shared/contract/collaborators'
import type { AuthorProfile } from '#shared/contract/sources'
import { googleScholarUrl, openAlexProfileUrl, orcidUrl } from '#shared/researchers/external-links'
import { toResearcherCard } from '../researchers'
import {
  combineScores,
  contentWords,
  DEFAULT_WEIGHTS,
  topicFit,
  topicVector,
  weightedAdamicAdar,
  type Graph,
} from '../../lib/collaborator-score'

/** One OpenAlex group_by bucket of `authorships.author.id`: a person and how many of the works they are on. */
export type AuthorBucket = { id: string; name: string; works: number }

/** What the run read from OpenAlex before any profile: the member's network and the interest's active authors. */
export type Network = {
  /** the member's OpenAlex id, or null when they gave none */
  me: string | null
  /** the member's co-authors with the number of works together */
  myCoauthors: readonly AuthorBucket[]
  /** for each co-author read (the second hop), their own co-authors */
  secondHop: ReadonlyMap<string, readonly AuthorBucket[]>
  /** the authors of the interest's works since `sinceYear`, with their number of such works */
  interestAuthors: readonly AuthorBucket[]
}

export type Candidate = {
  id: string
  name: string
  /** weighted Adamic–Adar through the member's co-authors (decision 048) */
  graph: number
  shared: AuthorBucket[]
  interestWorks: number
}

export type Gathered = { candidates: Candidate[]; existingCoauthorsLeftOut: number }

/** The candidates of one run: the second hop and the interest's authors, the member and their co-authors left out. */
export function gatherCandidates(network: Network): Gathered {
  const { me } = network
  const mine = new Map(network.myCoauthors.filter((bucket) => bucket.id !== me).map((bucket) => [bucket.id, bucket]))
  const candidates = new Map<string, Candidate>()
  const candidate = (bucket: AuthorBucket) => {
    let entry = candidates.get(bucket.id)
    if (!entry)
      candidates.set(bucket.id, (entry = { id: bucket.id, name: bucket.name, graph: 0, shared: [], interestWorks: 0 }))
    return entry
  }

  if (me) {
    const graph: Graph = new Map([[me, new Map([...mine.values()].map((bucket) => [bucket.id, bucket.works]))]])
    for (const [middle, buckets] of network.secondHop)
      graph.set(
        middle,
        new Map(buckets.filter((bucket) => bucket.id !== middle).map((bucket) => [bucket.id, bucket.works])),
      )
    const scores = weightedAdamicAdar(graph, me)
    for (const [middle, buckets] of network.secondHop) {
      const through = mine.get(middle)
      if (!through) continue
      for (const bucket of buckets) {
        const score = scores.get(bucket.id)
        if (score === undefined) continue
        const entry = candidate(bucket)
        entry.graph = score
        entry.shared.push(through)
      }
    }
  }

  const existing = new Set<string>()
  for (const bucket of network.interestAuthors) {
    if (bucket.id === me) continue
    if (mine.has(bucket.id)) {
      existing.add(bucket.id)
      continue
    }
    candidate(bucket).interestWorks = bucket.works
  }
  for (const entry of candidates.values())
    entry.shared.sort((a, b) => b.works - a.works || a.name.localeCompare(b.name))
  return { candidates: [...candidates.values()], existingCoauthorsLeftOut: existing.size }
}

/** The candidates worth a profile: the strongest by the network, then by works on the interest. */
export function preselect(candidates: readonly Candidate[], limit: number): Candidate[] {
  const byGraph = [...candidates]
    .filter((c) => c.graph > 0)
    .sort((a, b) => b.graph - a.graph || a.id.localeCompare(b.id))
  const byInterest = [...candidates]
    .filter((c) => c.interestWorks > 0)
    .sort((a, b) => b.interestWorks - a.interestWorks || a.id.localeCompare(b.id))
  // Half the places for each signal when both have candidates, so neither crowds the other out.
  const chosen = new Map<string, Candidate>()
  const half = Math.ceil(limit / 2)
  for (const c of byGraph.slice(0, byInterest.length ? half : limit)) chosen.set(c.id, c)
  for (const c of byInterest) {
    if (chosen.size >= limit) break
    chosen.set(c.id, c)
  }
  for (const c of byGraph) {
    if (chosen.size >= limit) break
    chosen.set(c.id, c)
  }
  return [...chosen.values()]
}

/** OpenAlex institution types that make each sector of the archetypes. */
const SECTOR_TYPES: Record<Exclude<Sector, 'any'>, readonly string[]> = {
  education: ['education'],
  company: ['company'],
  government: ['government'],
  nonprofit: ['nonprofit'],
}

export function inSector(institutionType: string | null, sector: Sector): boolean {
  return sector === 'any' || (institutionType !== null && SECTOR_TYPES[sector].includes(institutionType))
}

/** Works in the last two complete years and this one, from the profile's counts by year. */
export function recentWorksOf(profile: AuthorProfile, currentYear: number): number {
  return profile.worksByYear
    .filter((entry) => entry.year >= currentYear - 2)
    .reduce((sum, entry) => sum + entry.works, 0)
}

export const RANK_METHOD =
  'Each person’s score adds three parts, each shown as a reason. People your co-authors work with: weighted Adamic–Adar on the co-author graph — each shared co-author counts more the more you and they publish with them, and less the more people they publish with (weight 1). ' +
  'Topic fit: half the overlap of their OpenAlex topics with the words of your interest, half their works on the interest in the last three years, relative to the run’s most active author (weight 0.25). ' +
  'Recent activity: their works in the last two years and this one, relative to the run’s most active (weight 0.1). ' +
  'The weights were chosen on a backtest of new co-authorships at NeurIPS, ICRA and IROS. Your existing co-authors are left out.'

export type RankInput = {
  interest: string
  sector: Sector
  currentYear: number
  sinceYear: number
  candidates: readonly Candidate[]
  profiles: ReadonlyMap<string, AuthorProfile>
  limit: number
}

export type Ranked = {
  suggestions: Omit<CollaboratorSuggestion, 'exampleWorks'>[]
  otherSectorsLeftOut: number
}

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`

function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? ''
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
}

/** Scores the candidates that have a profile, keeps those of the sector, and words the reasons. */
export function rankCollaborators(input: RankInput): Ranked {
  const interestVector = topicVector([input.interest])
  const interestWords = new Set(contentWords(input.interest))
  const maxInterest = Math.max(0, ...input.candidates.map((c) => c.interestWorks))
  let otherSectorsLeftOut = 0
  const rows: { candidate: Candidate; profile: AuthorProfile; topic: number; recent: number; overlap: string[] }[] = []
  for (const candidate of input.candidates) {
    const profile = input.profiles.get(candidate.id)
    if (!profile) continue
    if (!inSector(profile.institutionType, input.sector)) {
      otherSectorsLeftOut++
      continue
    }
    const fit = topicFit(interestVector, topicVector(profile.topics))
    const activity = maxInterest > 0 ? candidate.interestWorks / maxInterest : 0
    const overlap = profile.topics.filter((topic) => contentWords(topic).some((word) => interestWords.has(word)))
    rows.push({
      candidate,
      profile,
      topic: (fit + activity) / 2,
      recent: recentWorksOf(profile, input.currentYear),
      overlap,
    })
  }
  const scored = combineScores(
    rows.map((row) => ({ id: row.candidate.id, graph: row.candidate.graph, topic: row.topic, recent: row.recent })),
  )
  const byId = new Map(rows.map((row) => [row.candidate.id, row]))
  const maxGraph = Math.max(0, ...rows.map((row) => row.candidate.graph))
  const maxRecent = Math.max(0, ...rows.map((row) => row.recent))

  const suggestions = scored
    .filter((entry) => entry.score > 0)
    .slice(0, input.limit)
    .flatMap((entry) => {
      const row = byId.get(entry.id)
      if (!row) return []
      const { candidate, profile } = row
      const parts = {
        graph: maxGraph > 0 ? candidate.graph / maxGraph : 0,
        topic: Math.min(1, row.topic),
        recent: maxRecent > 0 ? row.recent / maxRecent : 0,
      }
      const reasons: { weight: number; text: string }[] = []
      if (candidate.shared.length) {
        const names = candidate.shared.slice(0, 3).map((bucket) => bucket.name)
        const others = candidate.shared.length - names.length
        reasons.push({
          weight: DEFAULT_WEIGHTS.graph * parts.graph,
          text: `Co-authored with ${candidate.shared.length === 1 ? 'one' : candidate.shared.length} of your co-authors (${listNames(others > 0 ? [...names, plural(others, 'other', 'others')] : names)})`,
        })
      }
      if (candidate.interestWorks > 0)
        reasons.push({
          weight: (DEFAULT_WEIGHTS.topic * parts.topic) / 2 + 1e-9,
          text: `${plural(candidate.interestWorks, 'work', 'works')} on “${input.interest}” since ${input.sinceYear}`,
        })
      if (row.overlap.length)
        reasons.push({
          weight: (DEFAULT_WEIGHTS.topic * parts.topic) / 2,
          text: `Their OpenAlex topics include ${listNames(row.overlap.slice(0, 2).map((topic) => `“${topic}”`))}`,
        })
      if (row.recent > 0)
        reasons.push({
          weight: DEFAULT_WEIGHTS.recent * parts.recent,
          text: `${plural(row.recent, 'work', 'works')} in ${input.currentYear - 2}–${input.currentYear}`,
        })
      if (reasons.length === 0) return []
      const card = toResearcherCard(profile)
      return [
        {
          card,
          institutionType: profile.institutionType?.slice(0, 40) ?? null,
          score: entry.score,
          parts,
          reasons: reasons
            .sort((a, b) => b.weight - a.weight)
            .slice(0, 5)
            .map((reason) => reason.text.slice(0, 300)),
          sharedCoauthors: candidate.shared
            .slice(0, 5)
            .map((bucket) => ({ id: bucket.id, name: bucket.name.slice(0, 300) })),
          sharedCoauthorCount: candidate.shared.length,
          interestWorks: candidate.interestWorks,
          recentWorks: row.recent,
          links: {
            openalex: openAlexProfileUrl(profile.id),
            orcid: card.orcid ? orcidUrl(card.orcid) : null,
            scholar: googleScholarUrl(profile.name),
          },
        },
      ]
    })
  return { suggestions, otherSectorsLeftOut }
}
