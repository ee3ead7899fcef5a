import bm25Vectorizer from 'wink-nlp/utilities/bm25-vectorizer'
import type { Work } from '#shared/contract/sources'
import { bm25BagsOf, contentKeys, questionTerms } from './text-analysis'

export type RankParts = {
  /** BM25 of the question's terms in title + abstract, divided by the best BM25 in this set (0–1) */
  relevance: number
  /** log-scaled citation count, 0–1 (10,000 citations or more give 1) */
  citations: number
  /** 1 for this year's work, falling linearly to 0 at RECENCY_SPAN_YEARS old */
  recency: number
}

export type RankedWork = {
  work: Work
  /** relevance + weighted priors; the order of the list */
  score: number
  parts: RankParts
  /** the question's stems found in the work's title or abstract */
  matchedTerms: string[]
  /** share of the question's distinct terms that the work contains */
  coverage: number
  isRelevant: boolean
}

export type RankOptions = {
  now?: Date
  /** weights of the priors against relevance (1) */
  citationWeight?: number
  recencyWeight?: number
}

// Priors only break near-ties: a highly cited old paper must not outrank a work that answers the question.
const CITATION_WEIGHT = 0.1
const RECENCY_WEIGHT = 0.05
const RECENCY_SPAN_YEARS = 20
const CITATION_SATURATION = 10_000
// A work that holds under a third of a question's terms is about something else (one shared word like
// "cancer" or "learning"); with one or two terms, one match is enough.
const MIN_COVERAGE = 0.3

export function workText(work: Work): string {
  return [work.title, work.abstract ?? ''].join('. ')
}

/**
 * Ranks works for a question. Relevance is BM25 (wink-nlp's vectorizer, k1 1.2, b 0.75) over the
 * works' title and abstract, the title counted twice; citations and recency are small priors.
 */
export function rankWorks(question: string, works: readonly Work[], options: RankOptions = {}): RankedWork[] {
  const terms = questionTerms(question)
  if (!works.length) return []
  const vectorizer = bm25Vectorizer({ k: 1, k1: 1.2, b: 0.75, norm: 'none' })
  const documents = works.map((work) => [...contentKeys(work.title), ...contentKeys(workText(work))])
  for (const tokens of documents) vectorizer.learn(tokens.length ? tokens : ['∅'])
  const bows = bm25BagsOf(vectorizer)
  const bm25 = bows.map((bow) => terms.reduce((sum, term) => sum + (bow[term] ?? 0), 0))
  const best = Math.max(...bm25)
  const year = (options.now ?? new Date()).getUTCFullYear()
  const citationWeight = options.citationWeight ?? CITATION_WEIGHT
  const recencyWeight = options.recencyWeight ?? RECENCY_WEIGHT

  const ranked = works.map((work, index): RankedWork => {
    const present = new Set(documents[index])
    const matchedTerms = terms.filter((term) => present.has(term))
    const coverage = terms.length ? matchedTerms.length / terms.length : 0
    const parts: RankParts = {
      relevance: best > 0 ? (bm25[index] ?? 0) / best : 0,
      citations: citationPrior(work.citationCount),
      recency: recencyPrior(work.year, year),
    }
    return {
      work,
      score: parts.relevance + citationWeight * parts.citations + recencyWeight * parts.recency,
      parts,
      matchedTerms,
      coverage,
      isRelevant: matchedTerms.length > 0 && (terms.length <= 2 || coverage >= MIN_COVERAGE),
    }
  })
  return ranked.sort((a, b) => Number(b.isRelevant) - Number(a.isRelevant) || b.score - a.score)
}

/** The relevant works only, best first. */
export function rankRelevantWorks(question: string, works: readonly Work[], options?: RankOptions): RankedWork[] {
  return rankWorks(question, works, options).filter((ranked) => ranked.isRelevant)
}

function citationPrior(count: number | null): number {
  if (!count || count <= 0) return 0
  return Math.min(1, Math.log1p(count) / Math.log1p(CITATION_SATURATION))
}

function recencyPrior(workYear: number | null, year: number): number {
  if (workYear === null) return 0
  const age = Math.max(0, year - workYear)
  return Math.max(0, 1 - age / RECENCY_SPAN_YEARS)
}
