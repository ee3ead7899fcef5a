import type { EvidenceReference, GrantEvidence } from '#shared/contract/grants'
import type { ResearchSourceId, SourceProgress } from '#shared/contract/research'
import { RESEARCH_SOURCES } from '#shared/contract/research'
import type { QuotedSentence } from '#shared/contract/reviews'
import type { Work } from '#shared/contract/sources'
import type { Funder } from '#shared/grants/check-draft'
import type { Logger } from '../../lib/logger'
import { plural } from '../../lib/words'
import { formatBibliographyInWorker, markdownReferences } from '../bibliography'
import { buildEvidenceBrief, rankWorks, referenceLink, retrieve, unavailableReason } from '../research'
import { openQuestionsOf } from '../reviews'
import { enrichFromOpenAlex, mergeWorks, normaliseTitle, openAlexUnavailable, type Sources } from '../sources'

/**
 * Evidence for the Significance: works retrieved for the idea through the research engine's retrieval layer (as the
 * literature review and the hypothesis generator do), OpenAlex's retraction flags read for all of them (retracted
 * works dropped before numbering), ranked by the engine (BM25 with citation and recency priors), then quoted: first
 * the sentences that state a gap or a limitation (the review's open-question cues), then the evidence brief's
 * findings. Every [n] is a work a source returned.
 */

/** The sources asked per funder: OpenAlex and Semantic Scholar for all, Europe PMC for NIH, arXiv for NSF. */
export const EVIDENCE_SOURCES: Record<Funder, ResearchSourceId[]> = {
  nih: ['openalex', 'europepmc', 'semanticscholar'],
  nsf: ['openalex', 'semanticscholar', 'arxiv'],
}
const PER_SOURCE = 25
const MAX_GAPS = 5
const MAX_FINDINGS = 8
const MAX_REFERENCES = 30

export type Retrieved = { works: Work[]; progress: SourceProgress[]; retracted: number; retractionNote: string | null }

/** The upstream calls a retrieval plans: each available connector once, and OpenAlex's retraction flags once. */
export function evidenceCost(sources: Sources, funder: Funder): number {
  const connectors = new Set(
    EVIDENCE_SOURCES[funder]
      .filter((id) => unavailableReason(sources, id) === null)
      .map((id) => RESEARCH_SOURCES.find((source) => source.id === id)?.connector ?? id),
  )
  return connectors.size + 1
}

/** Asks the sources for the idea's content words, and drops what OpenAlex marks retracted. */
export async function retrieveEvidence(
  sources: Sources,
  funder: Funder,
  query: string,
  log: Logger,
  signal: AbortSignal,
): Promise<Retrieved> {
  const retrieval = await retrieve(
    sources,
    { query, sources: EVIDENCE_SOURCES[funder], scanDepth: 5, perSource: PER_SOURCE, webScanning: false },
    { log, onProgress: () => undefined, signal },
  )
  const merged = mergeWorks([retrieval.works])
  const failed = retrieval.progress.filter((entry) => entry.status === 'done').length === 0
  if (failed && !merged.length) {
    const reasons = retrieval.progress.map((entry) => entry.reason).filter(Boolean)
    throw new Error(`No source answered${reasons.length ? `: ${reasons.join(' ')}` : ''}`)
  }
  const unavailable = openAlexUnavailable(sources)
  if (unavailable)
    return {
      works: merged,
      progress: retrieval.progress,
      retracted: 0,
      retractionNote: `Retractions could not be checked: ${unavailable}`,
    }
  try {
    const enriched = await enrichFromOpenAlex(sources, merged)
    return { works: enriched.works, progress: retrieval.progress, retracted: enriched.retracted, retractionNote: null }
  } catch (error) {
    signal.throwIfAborted()
    log.warn('grant evidence: the retraction check failed', { err: error })
    return {
      works: merged,
      progress: retrieval.progress,
      retracted: 0,
      retractionNote: 'Retractions could not be checked this time (OpenAlex did not answer).',
    }
  }
}

const workKey = (work: Work) => work.ids.doi ?? work.ids.openalex ?? normaliseTitle(work.title)

/** Quotes (gaps first, then findings) numbered in the order works are first cited; the references that go with them. */
export function quoteEvidence(
  topic: string,
  retrieved: Retrieved,
): Pick<GrantEvidence, 'quotes' | 'references'> & { relevant: number } {
  const ranked = rankWorks(topic, retrieved.works)
  const relevant = ranked.filter((entry) => entry.isRelevant)
  const numbers = new Map<string, { n: number; work: Work }>()
  const cite = (work: Work) => {
    const key = workKey(work)
    const known = numbers.get(key)
    if (known) return known.n
    if (numbers.size >= MAX_REFERENCES) return null
    const n = numbers.size + 1
    numbers.set(key, { n, work })
    return n
  }
  const quotes: GrantEvidence['quotes'] = []
  const seen = new Set<string>()
  const add = (quote: QuotedSentence, work: Work | undefined, kind: 'gap' | 'finding') => {
    if (!work || seen.has(quote.text)) return
    const n = cite(work)
    if (n === null) return
    seen.add(quote.text)
    quotes.push({ n, text: quote.text, kind })
  }
  const relevantWorks = relevant.map((entry) => entry.work)
  for (const gap of openQuestionsOf(
    relevantWorks.map((work, i) => ({ n: i + 1, work })),
    MAX_GAPS,
  ))
    add(gap, relevantWorks[gap.n - 1], 'gap')
  const brief = buildEvidenceBrief(topic, ranked, { maxWorks: 10, maxSentences: MAX_FINDINGS })
  const briefWorks = new Map(brief.references.map((reference) => [reference.n, reference.work]))
  for (const sentence of brief.sentences) {
    const n = sentence.citations[0]
    add({ text: sentence.text, n: n ?? 0 }, n === undefined ? undefined : briefWorks.get(n), 'finding')
  }
  const references: EvidenceReference[] = [...numbers.values()].map(({ n, work }) => ({
    n,
    work,
    link: referenceLink(work),
    retracted: false,
  }))
  return { quotes, references, relevant: relevant.length }
}

/** The evidence section of a run from what was retrieved (or why nothing was). */
export async function evidenceSection(query: string, retrieved: Retrieved, log: Logger): Promise<GrantEvidence> {
  const { quotes, references, relevant } = quoteEvidence(query, retrieved)
  const exports = await referenceExports(references, log)
  const counts = `${plural(retrieved.works.length, 'work')} retrieved, ${relevant} relevant to it; ${plural(retrieved.retracted, 'retracted work')} left out.`
  const note = [counts, retrieved.retractionNote].filter(Boolean).join(' ')
  return {
    status: quotes.length
      ? { state: 'ok', message: note }
      : {
          state: 'empty',
          message: `${note} No abstract states a gap or a finding in these words; open the idea with a sentence in the words papers use for its topic.`,
        },
    query,
    sources: retrieved.progress,
    quotes,
    references,
    exports,
    retractedExcluded: retrieved.retracted,
  }
}

async function referenceExports(references: EvidenceReference[], log: Logger): Promise<GrantEvidence['exports']> {
  const markdown = markdownReferences(references)
  if (!references.length) return { markdown, bibtex: '', ris: '' }
  const [bibtex, ris] = await Promise.all(
    (['bibtex', 'ris'] as const).map(async (format) => {
      try {
        return (await formatBibliographyInWorker(references, format)).body
      } catch (error) {
        log.warn('grant evidence: a reference export failed', { format, err: error })
        return ''
      }
    }),
  )
  return { markdown, bibtex: bibtex ?? '', ris: ris ?? '' }
}

/** The evidence section when retrieval failed or was left out. */
export function evidenceUnavailable(query: string, state: 'failed' | 'skipped', message: string): GrantEvidence {
  return {
    status: { state, message },
    query,
    sources: [],
    quotes: [],
    references: [],
    exports: { markdown: [], bibtex: '', ris: '' },
    retractedExcluded: 0,
  }
}
