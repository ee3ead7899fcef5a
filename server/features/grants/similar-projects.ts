import { contentKeys, questionTerms } from '../research'
import type { FundedProject, FundingSource } from '../sources'

/**
 * Similar funded projects: BM25 (k1 1.2, b 0.75, idf ln(1 + (N − df + ½)/(df + ½))) of the idea's content stems
 * over each project's title (counted twice) and abstract, with the research engine's tokenizer (wink-nlp stems,
 * stop words out), so an idea and a paper question are read the same way. The index is built once per set of
 * projects; a query costs one pass over the postings of its terms.
 */

const K1 = 1.2
const B = 0.75

export type ProjectIndex = {
  projects: readonly FundedProject[]
  /** stem → [project index, term frequency][] */
  postings: Map<string, [number, number][]>
  lengths: Float64Array
  averageLength: number
}

export function projectTokens(project: Pick<FundedProject, 'title' | 'abstract'>): string[] {
  const title = contentKeys(project.title)
  return [...title, ...title, ...contentKeys(cleanAbstract(project.abstract ?? ''))]
}

/** NSF abstracts carry <br/> markup; both carry runs of white space. */
export function cleanAbstract(text: string): string {
  return text
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

export function buildProjectIndex(projects: readonly FundedProject[]): ProjectIndex {
  const postings = new Map<string, [number, number][]>()
  const lengths = new Float64Array(projects.length)
  projects.forEach((project, index) => {
    const tokens = projectTokens(project)
    lengths[index] = tokens.length
    const counts = new Map<string, number>()
    for (const token of tokens) counts.set(token, (counts.get(token) ?? 0) + 1)
    for (const [term, count] of counts) {
      const list = postings.get(term)
      if (list) list.push([index, count])
      else postings.set(term, [[index, count]])
    }
  })
  const total = lengths.reduce((sum, length) => sum + length, 0)
  return { projects, postings, lengths, averageLength: projects.length ? total / projects.length : 0 }
}

export type SimilarProject = { project: FundedProject; score: number; matchedTerms: string[] }

/** The `limit` projects most similar to the idea (score > 0), best first; ties keep the index order. */
export function rankSimilarProjects(index: ProjectIndex, idea: string, limit = 10): SimilarProject[] {
  const terms = questionTerms(idea)
  const n = index.projects.length
  const scores = new Map<number, { score: number; terms: string[] }>()
  for (const term of terms) {
    const list = index.postings.get(term)
    if (!list) continue
    const idf = Math.log(1 + (n - list.length + 0.5) / (list.length + 0.5))
    for (const [at, frequency] of list) {
      const length = index.lengths[at] ?? 0
      const weight =
        (idf * frequency * (K1 + 1)) / (frequency + K1 * (1 - B + (B * length) / (index.averageLength || 1)))
      const entry = scores.get(at)
      if (entry) {
        entry.score += weight
        entry.terms.push(term)
      } else scores.set(at, { score: weight, terms: [term] })
    }
  }
  return [...scores.entries()]
    .sort((a, b) => b[1].score - a[1].score || a[0] - b[0])
    .slice(0, limit)
    .map(([at, entry]) => ({
      project: index.projects[at] as FundedProject,
      score: entry.score,
      matchedTerms: entry.terms,
    }))
}

export type AmountDistribution = {
  source: FundingSource
  mechanism: string
  count: number
  /** the fiscal years the amounts come from, ascending */
  fiscalYears: number[]
  min: number
  median: number
  max: number
  q1: number
  q3: number
}

function quantile(sorted: readonly number[], p: number): number {
  const position = (sorted.length - 1) * p
  const low = Math.floor(position)
  const high = Math.ceil(position)
  const a = sorted[low] ?? 0
  const b = sorted[high] ?? a
  return a + (b - a) * (position - low)
}

/**
 * Amounts per source and mechanism (type-7 quantiles). Only projects with an amount and a fiscal year count, so
 * every figure shown can name its source and years.
 */
export function amountsByMechanism(projects: readonly FundedProject[]): AmountDistribution[] {
  const groups = new Map<string, FundedProject[]>()
  for (const project of projects) {
    if (project.amount === null || project.fiscalYear === null || !project.mechanism) continue
    const key = `${project.source}\u0000${project.mechanism}`
    const group = groups.get(key)
    if (group) group.push(project)
    else groups.set(key, [project])
  }
  return [...groups.values()]
    .map((group): AmountDistribution => {
      const first = group[0] as FundedProject
      const amounts = group.map((project) => project.amount as number).sort((a, b) => a - b)
      return {
        source: first.source,
        mechanism: first.mechanism as string,
        count: group.length,
        fiscalYears: [...new Set(group.map((project) => project.fiscalYear as number))].sort((a, b) => a - b),
        min: amounts[0] ?? 0,
        q1: quantile(amounts, 0.25),
        median: quantile(amounts, 0.5),
        q3: quantile(amounts, 0.75),
        max: amounts[amounts.length - 1] ?? 0,
      }
    })
    .sort((a, b) => b.count - a.count || a.mechanism.localeCompare(b.mechanism))
}
