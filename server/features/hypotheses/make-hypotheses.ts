import type {
  GeneratedHypothesis,
  HypothesisEvent,
  HypothesisResult,
  ParsedHypothesisInput,
} from '#shared/contract/hypotheses'
import { MAX_HYPOTHESES, MAX_HYPOTHESIS_UPSTREAM_CALLS } from '#shared/contract/hypotheses'
import { RESEARCH_SOURCES, type SourceProgress } from '#shared/contract/research'
import type { QuotedSentence } from '#shared/contract/reviews'
import type { Work } from '#shared/contract/sources'
import type { Logger } from '../../lib/logger'
import { plural } from '../../lib/words'
import { LlmError, type Llm } from '../llm'
import { rankWorks, retrieve, sourceQueryOf } from '../research'
import { openQuestionsOf, synthesiseTheme } from '../reviews'
import { enrichFromOpenAlex, mergeWorks, openAlexUnavailable, type Sources } from '../sources'
import {
  buildConceptGraph,
  conceptKey,
  discoverClosed,
  discoverOpen,
  extractConcepts,
  isNearDuplicate,
  stateHypothesis,
  workIdOf,
  type ChainLink,
  type ConceptGraph,
  type Hypothesis,
  type WorkConcepts,
} from './discovery'
import { References } from './references'
import { linkEvidence, plausibilityOf } from './chain-evidence'

export type HypothesisDeps = { sources: Sources; log: Logger; now: () => Date; llm: Llm | null }

/** Works asked of each source for A (and C), and for each linking concept B searched in the second step. */
const PER_SOURCE = 100
const PER_LIBRARY = 200
const PER_SOURCE_EXPANDED = 50
/** The linking concepts B searched for; fewer when the call budget would not hold them. */
const MAX_EXPANSIONS = 6
/** Calls kept back for OpenAlex enrichment (batched by id, 50 a call). */
const ENRICHMENT_RESERVE = 6
const LINKS_SHOWN = 3
const MAX_OPEN_QUESTIONS = 6
/** Sentences read for open questions before repeats are dropped. */
const OPEN_QUESTIONS = 20
const GRAPH = { minWorks: 3, maxShare: 0.2 }
/** Among A's own works every concept is A's neighbour: only the rare ones are dropped before choosing B. */
const FIRST_GRAPH = { minWorks: 2, maxShare: 0.5 }
const DISCOVERY = { minAssociation: 0, measure: 'llr' as const, maxLinkingConcepts: 300 }
const RANKING_WORDS =
  'Links: two concepts named together in at least 3 retrieved works, at or above chance (log-likelihood ratio). ' +
  'New concepts C are ranked by how many distinct linking concepts B join them to A (linking term count), then by the evidence of the links; ' +
  'a C already studied with A in more than one retrieved work is not new. No model scores or ranks them.'

/** Calls a retrieval made: each connector asked once, however many research sources it serves. */
function callsOf(progress: readonly SourceProgress[]): number {
  const connectors = new Set<string>()
  for (const entry of progress) {
    if (entry.status !== 'done' && entry.status !== 'failed') continue
    connectors.add(RESEARCH_SOURCES.find((source) => source.id === entry.source)?.connector ?? entry.source)
  }
  return connectors.size
}

/**
 * The concept key the user's words became in the works' vocabulary: the same key; else the most frequent concept
 * holding all its words; else the longest, most frequent concept made only of its words ("drug discovery" for
 * "machine learning for drug discovery" when that is what the works name).
 */
export function resolveConcept(frequency: ReadonlyMap<string, number>, text: string): string | null {
  const key = conceptKey(text)
  if (!key) return null
  if (frequency.has(key)) return key
  const words = key.split(' ')
  const wordSet = new Set(words)
  let holding: { key: string; count: number } | null = null
  let within: { key: string; size: number; count: number } | null = null
  for (const [candidate, count] of frequency) {
    const candidateWords = candidate.split(' ')
    const candidateSet = new Set(candidateWords)
    if (words.every((word) => candidateSet.has(word)) && (!holding || count > holding.count))
      holding = { key: candidate, count }
    if (candidateWords.every((word) => wordSet.has(word))) {
      const size = candidateWords.length
      if (!within || size > within.size || (size === within.size && count > within.count))
        within = { key: candidate, size, count }
    }
  }
  return holding?.key ?? within?.key ?? null
}

type Corpus = { works: Map<string, Work>; items: WorkConcepts[]; frequency: Map<string, number> }

function corpusOf(works: readonly Work[]): Corpus {
  const byId = new Map<string, Work>()
  const items: WorkConcepts[] = []
  const frequency = new Map<string, number>()
  for (const work of works) {
    const id = workIdOf(work)
    if (byId.has(id)) continue
    byId.set(id, work)
    const concepts = extractConcepts(work)
    items.push({ id, concepts })
    for (const concept of new Set(concepts.map((entry) => entry.key)))
      frequency.set(concept, (frequency.get(concept) ?? 0) + 1)
  }
  return { works: byId, items, frequency }
}

/** The concepts named most often with A in A's own works: the B worth a search of their own. */
function expansionConcepts(graph: ConceptGraph, a: string, avoid: readonly string[], count: number): string[] {
  const position = graph.index.get(a)
  if (position === undefined || count <= 0) return []
  const chosen: string[] = []
  // A phrase of two words or more ("blood viscosity") says more than a single word ("trial"), whatever their counts.
  const specific = (b: number) => ((graph.keys[b] ?? '').includes(' ') ? 1 : 0)
  const neighbours = [...(graph.neighbours[position] ?? new Map<number, number>())].sort(
    (x, y) => specific(y[0]) - specific(x[0]) || y[1] - x[1] || x[0] - y[0],
  )
  for (const [b] of neighbours) {
    const key = graph.keys[b] ?? ''
    if (!key || [a, ...avoid, ...chosen].some((other) => isNearDuplicate(key, other))) continue
    chosen.push(key)
    if (chosen.length >= count) break
  }
  return chosen
}

/**
 * One run of the hypothesis generator, in the stages the user watches: retrieve (the engine's sources for A, and C
 * in closed mode), concepts (OpenAlex topics, MeSH headings and noun phrases per work; OpenAlex enrichment batched by
 * id), expand (a search for each of the concepts most linked to A, within the run's call budget), discover (open:
 * A → B → C ranked by linking term count; closed: the B joining A and C) and write (each hypothesis stated with its
 * null form, each link quoted from the works, novelty counted). Every [n] is a record a source returned.
 */
export async function makeHypotheses(
  deps: HypothesisDeps,
  input: ParsedHypothesisInput,
  emit: (event: HypothesisEvent) => void,
  signal: AbortSignal,
): Promise<HypothesisResult> {
  const started = performance.now()
  const at = deps.now().toISOString()
  const closed = input.mode === 'closed'
  const fromYear = input.fromYear ?? undefined
  const toYear = input.toYear ?? undefined
  let calls = 0
  const progress = new Map<string, SourceProgress>()
  const search = async (text: string, perSource: number, perLibrary: number) => {
    const retrieval = await retrieve(
      deps.sources,
      {
        query: sourceQueryOf(text),
        sources: input.sources,
        scanDepth: 10,
        perSource,
        perLibrary,
        webScanning: false,
        fromYear,
        toYear,
      },
      {
        log: deps.log,
        signal,
        onProgress: (entry) => {
          progress.set(`${text}\u0000${entry.source}`, entry)
          emit({ type: 'progress', progress: entry })
        },
      },
    )
    calls += callsOf(retrieval.progress)
    signal.throwIfAborted()
    return retrieval
  }

  // 1. Retrieve A (and C)
  const queries = closed ? [input.area, input.target] : [input.area]
  emit({
    type: 'stage',
    stage: 'retrieve',
    status: 'started',
    detail: `Asking ${plural(input.sources.length, 'source')} for ${queries.map((query) => `“${sourceQueryOf(query)}”`).join(' and ')}`,
  })
  const first = await Promise.all(queries.map((query) => search(query, PER_SOURCE, PER_LIBRARY)))
  const sourceProgress = first.flatMap((retrieval) => retrieval.progress)
  let works = mergeWorks(first.map((retrieval) => retrieval.works))
  emit({
    type: 'stage',
    stage: 'retrieve',
    status: 'done',
    detail: `${plural(works.length, 'work')} after merging duplicates (${plural(calls, 'call')})`,
  })

  // 2. Concepts, with OpenAlex's topics and abstracts where the sources left them out
  emit({ type: 'stage', stage: 'concepts', status: 'started', detail: 'Reading the concepts each work names' })
  works = await enrich(deps, works, signal, (spent) => (calls += spent))
  let corpus = corpusOf(works)
  const aKey = resolveConcept(corpus.frequency, input.area)
  const cKey = closed ? resolveConcept(corpus.frequency, input.target) : null
  const named = (key: string | null) => (key ? `“${key}”` : 'nothing')
  emit({
    type: 'stage',
    stage: 'concepts',
    status: 'done',
    detail: `${plural(corpus.frequency.size, 'concept')} in ${plural(corpus.items.length, 'work')}; the area reads as ${named(aKey)}${closed ? `, the second idea as ${named(cKey)}` : ''}`,
  })
  const notFound = !aKey ? input.area : closed && !cKey ? input.target : null
  if (!aKey || notFound !== null || (closed && !cKey)) {
    return emptyResult(input, {
      at,
      started,
      calls,
      sourceProgress,
      queries,
      corpus,
      aKey,
      cKey,
      notice: `“${notFound}” is not named as a concept in the ${plural(corpus.items.length, 'work')} retrieved. Try the words papers use for it, in two or three words${corpus.items.length < 20 ? ', or more sources or a wider year range' : ''}.`,
    })
  }

  // 3. Expand: the concepts most linked to A (and C) searched in their own right, within the call budget
  const keep = [aKey, ...(cKey ? [cKey] : [])]
  const firstGraph = buildConceptGraph(corpus.items, { ...FIRST_GRAPH, keep })
  const costPerSearch = Math.max(1, callsOf(sourceProgress))
  const affordable = Math.floor((MAX_HYPOTHESIS_UPSTREAM_CALLS - calls - ENRICHMENT_RESERVE) / costPerSearch)
  const expansionCount = Math.max(0, Math.min(MAX_EXPANSIONS, affordable))
  const expansions: { concept: string; works: number }[] = []
  const toExpand = closed
    ? interleave(
        expansionConcepts(firstGraph, aKey, keep, Math.ceil(expansionCount / 2)),
        expansionConcepts(firstGraph, cKey ?? '', keep, Math.floor(expansionCount / 2)),
      )
    : expansionConcepts(firstGraph, aKey, keep, expansionCount)
  if (!toExpand.length) {
    emit({ type: 'stage', stage: 'expand', status: 'skipped', detail: 'No linking concept to search for.' })
  } else {
    const names = toExpand.map((key) => nameOf(firstGraph, key))
    emit({
      type: 'stage',
      stage: 'expand',
      status: 'started',
      detail: `Searching for the concepts most linked to the area: ${names.join(', ')}`,
    })
    const expanded = await Promise.all(names.map((name) => search(name, PER_SOURCE_EXPANDED, PER_SOURCE_EXPANDED)))
    expanded.forEach((retrieval, i) => expansions.push({ concept: names[i] ?? '', works: retrieval.works.length }))
    const newWorks = await enrich(
      deps,
      mergeWorks(expanded.map((retrieval) => retrieval.works)),
      signal,
      (spent) => (calls += spent),
    )
    works = mergeWorks([works, newWorks])
    corpus = corpusOf(works)
    emit({
      type: 'stage',
      stage: 'expand',
      status: 'done',
      detail: `${plural(works.length, 'work')} in all after ${plural(names.length, 'search', 'searches')} (${plural(calls, 'upstream call')} so far)`,
    })
  }

  // 4. Discover
  emit({ type: 'stage', stage: 'discover', status: 'started', detail: 'Linking concepts across the works' })
  const graph = buildConceptGraph(corpus.items, { ...GRAPH, keep: [...keep, ...toExpand] })
  const found = closed
    ? closedHypotheses(graph, aKey, cKey ?? '')
    : discoverOpen(graph, aKey, { ...DISCOVERY, limit: MAX_HYPOTHESES })
  emit({
    type: 'stage',
    stage: 'discover',
    status: 'done',
    detail: `${plural(found.length, 'hypothesis', 'hypotheses')} from ${plural(graph.keys.length, 'concept')} in ${plural(graph.workCount, 'work')}`,
  })
  signal.throwIfAborted()

  // 5. Write: statements, quoted links, novelty; open questions from A's most relevant works
  emit({ type: 'stage', stage: 'write', status: 'started', detail: 'Quoting the works behind every link' })
  const references = new References(corpus.works)
  const hypotheses = found
    .filter((hypothesis) => hypothesis.links.length > 0)
    .map((hypothesis, i) => writeHypothesis(hypothesis, i + 1, references))
  const openQuestions = openQuestionsIn(
    rankWorks(
      [input.area, input.context].filter(Boolean).join('. '),
      first.flatMap((retrieval) => retrieval.works),
    ).flatMap((entry) => (entry.isRelevant ? [entry.work] : [])),
    references,
  )
  const worded = deps.llm ? await wordMechanisms(deps.llm, hypotheses, deps.log, signal) : null
  emit({
    type: 'stage',
    stage: 'write',
    status: 'done',
    detail: `${plural(hypotheses.length, 'hypothesis', 'hypotheses')} with their evidence from ${plural(references.size, 'work')}${worded?.count ? `; ${worded.count} worded by ${deps.llm?.model}` : ''}`,
  })

  return {
    kind: worded?.count ? 'model' : 'rules',
    mode: input.mode,
    notice:
      worded?.notice ??
      (hypotheses.length
        ? null
        : closed
          ? `No concept links “${nameOf(graph, aKey)}” and “${nameOf(graph, cKey ?? '')}” in at least 3 retrieved works each way.`
          : `No new concept is linked to “${nameOf(graph, aKey)}” through the retrieved works; more sources or a wider year range may find some.`),
    hypotheses,
    openQuestions,
    method: {
      at,
      queries: queries.map(sourceQueryOf),
      sources: sourceProgress,
      expansions,
      areaConcept: nameOf(graph, aKey),
      targetConcept: cKey ? nameOf(graph, cKey) : null,
      works: corpus.items.length,
      concepts: graph.keys.length,
      upstreamCalls: calls,
      ranking: RANKING_WORDS,
      model: worded?.count ? (deps.llm?.model ?? null) : null,
      ms: Math.round(performance.now() - started),
    },
    references: references.list(),
  }
}

/** The open questions and limitations the most relevant works state, each quoted with its work's number. */
function openQuestionsIn(relevant: readonly Work[], references: References): QuotedSentence[] {
  // Works that say the same sentence (a preprint and its version) are quoted once.
  const seen = new Set<string>()
  const quoted = openQuestionsOf(
    relevant.map((work, i) => ({ n: i + 1, work })),
    OPEN_QUESTIONS,
  ).filter((quote) => !seen.has(quote.text) && seen.add(quote.text))
  return quoted.slice(0, MAX_OPEN_QUESTIONS).flatMap((quote) => {
    const work = relevant[quote.n - 1]
    const n = work && references.cite(workIdOf(work))
    return n ? [{ text: quote.text, n }] : []
  })
}

function interleave<T>(first: readonly T[], second: readonly T[]): T[] {
  const out: T[] = []
  for (let i = 0; i < Math.max(first.length, second.length); i++) {
    const x = first[i]
    const y = second[i]
    if (x !== undefined && !out.includes(x)) out.push(x)
    if (y !== undefined && !out.includes(y)) out.push(y)
  }
  return out
}

function nameOf(graph: ConceptGraph, key: string): string {
  const position = graph.index.get(key)
  return position === undefined ? key : (graph.names[position] ?? key)
}

/** Closed discovery as a ranked list: one hypothesis per linking concept, strongest link first. */
function closedHypotheses(graph: ConceptGraph, a: string, c: string): Hypothesis[] {
  const whole = discoverClosed(graph, a, c, DISCOVERY)
  if (!whole) return []
  const distinct = distinctLinks(whole.links, MAX_HYPOTHESES)
  return distinct.map((link) => ({ ...whole, evidence: link.strength, links: [link] }))
}

/**
 * "platelet aggregation" and "aggregation" are one link told twice: it keeps the stronger one's place and the more
 * specific one's name and counts.
 */
export function distinctLinks(links: readonly ChainLink[], limit: number): ChainLink[] {
  const kept: ChainLink[] = []
  for (const link of links) {
    const twin = kept.findIndex((other) => isNearDuplicate(other.via.key, link.via.key))
    if (twin < 0) kept.push(link)
    else if (link.via.key.split(' ').length > (kept[twin]?.via.key.split(' ').length ?? 0)) kept[twin] = link
  }
  return kept.slice(0, limit)
}

function writeHypothesis(hypothesis: Hypothesis, rank: number, references: References): GeneratedHypothesis {
  const shown = distinctLinks(hypothesis.links, LINKS_SHOWN)
  const statement = stateHypothesis({ ...hypothesis, links: shown })
  const closest = references.closestOf(hypothesis.novelty.workIds)
  return {
    rank,
    a: { name: hypothesis.a.name, works: hypothesis.a.works },
    c: { name: hypothesis.c.name, works: hypothesis.c.works },
    ...statement,
    linkingTermCount: hypothesis.linkingTermCount,
    evidence: shown.reduce((sum, link) => sum + link.ab.observed + link.bc.observed, 0),
    links: shown.map((link) => ({
      via: { name: link.via.name, works: link.via.works },
      ab: linkEvidence(link.ab, hypothesis.a.key, link.via.key, references),
      bc: linkEvidence(link.bc, link.via.key, hypothesis.c.key, references),
    })),
    novelty: {
      observed: hypothesis.novelty.observed,
      expected: Math.round(hypothesis.novelty.expected * 10) / 10,
      isGap: hypothesis.novelty.isGap,
      closest,
    },
    plausibility: plausibilityOf(hypothesis, shown),
    mechanism: null,
  }
}

/** OpenAlex's topics, abstracts and retraction flags for works that lack them, batched by id; skipped when it cannot be asked. */
async function enrich(
  deps: HypothesisDeps,
  works: Work[],
  signal: AbortSignal,
  spend: (calls: number) => void,
): Promise<Work[]> {
  if (openAlexUnavailable(deps.sources)) return works
  try {
    const found = await enrichFromOpenAlex(deps.sources, works, (work) => !work.topics.length || !work.abstract)
    spend(found.calls)
    return found.works
  } catch (error) {
    signal.throwIfAborted()
    deps.log.warn('hypothesis enrichment failed', { err: error })
    return works
  }
}

/**
 * With a language model: each chain told as a mechanism in plain words from the chain's own quoted passages, through
 * the citation gate the review uses. The ranking is not the model's. A failure keeps the rule-based wording.
 */
async function wordMechanisms(
  llm: Llm,
  hypotheses: GeneratedHypothesis[],
  log: Logger,
  signal: AbortSignal,
): Promise<{ count: number; notice: string | null }> {
  let count = 0
  for (const hypothesis of hypotheses.slice(0, 5)) {
    const passages = hypothesis.links.flatMap((link) => [...link.ab.quotes, ...link.bc.quotes])
    try {
      const worded = await synthesiseTheme(llm, {
        topic: hypothesis.statement,
        label: [hypothesis.a.name, ...hypothesis.variables.mediators, hypothesis.c.name].join(' → '),
        passages,
        signal,
      })
      if (!worded) continue
      hypothesis.mechanism = worded.sentences
      count++
    } catch (error) {
      signal.throwIfAborted()
      if (!(error instanceof LlmError)) throw error
      log.warn('hypothesis wording failed', { err: error })
      return { count, notice: `${llm.model} failed (${error.message}); the hypotheses are worded by rule.` }
    }
  }
  return {
    count,
    notice: count
      ? `Each mechanism was written by ${llm.model} from its chain's quoted passages only; every [n] was checked. The ranking is by evidence, not by the model.`
      : null,
  }
}

function emptyResult(
  input: ParsedHypothesisInput,
  run: {
    at: string
    started: number
    calls: number
    sourceProgress: SourceProgress[]
    queries: string[]
    corpus: Corpus
    aKey: string | null
    cKey: string | null
    notice: string
  },
): HypothesisResult {
  return {
    kind: 'rules',
    mode: input.mode,
    notice: run.notice,
    hypotheses: [],
    openQuestions: [],
    method: {
      at: run.at,
      queries: run.queries.map(sourceQueryOf),
      sources: run.sourceProgress,
      expansions: [],
      areaConcept: run.aKey,
      targetConcept: run.cKey,
      works: run.corpus.items.length,
      concepts: run.corpus.frequency.size,
      upstreamCalls: run.calls,
      ranking: RANKING_WORDS,
      model: null,
      ms: Math.round(performance.now() - run.started),
    },
    references: [],
  }
}
