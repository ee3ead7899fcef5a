import {
  type ParsedReviewInput,
  type PrismaCounts,
  type Review,
  type ReviewEvent,
  type ReviewOrigin,
  type ReviewTheme,
} from '#shared/contract/reviews'
import { RESEARCH_SOURCES, type SourceProgress } from '#shared/contract/research'
import type { Work } from '#shared/contract/sources'
import type { Logger } from '../../lib/logger'
import { LlmError, type Llm } from '../llm'
import { rankWorks, retrieve, sourceQueryOf } from '../research'
import {
  enrichedWork,
  LinkIndex,
  linkKeysOf,
  mergeWorks,
  normaliseOpenAlexId,
  normaliseTitle,
  toArxivIdKey,
  openAlexUnavailable,
  SourceError,
  type Sources,
} from '../sources'
import { describeOverview, worksPerYear } from './overview'
import type { ReviewCandidate } from './screen'
import { composeInWorker } from './review-threads'
import type { ComposedReview, ComposeInput } from './compose-review'
import { proposeGapQueries } from './gap-queries'
import { synthesiseTheme } from './theme-synthesis'
import { plural } from '../../lib/words'

export type ReviewDeps = {
  sources: Sources
  log: Logger
  now: () => Date
  llm: Llm | null
  /** where the CPU-bound part runs: the review worker pool unless a caller (a test, a bench) says otherwise */
  compose?: (input: ComposeInput) => Promise<ComposedReview>
}

/** Seeds whose references and citing works are followed: the most relevant works the search found. */
const FOLLOW_SEEDS = 10
/** Works fetched one hop out: the references the found works share most, and the works citing the seeds. */
const FOLLOW_REFERENCES = 40
const FOLLOW_CITING = 40
/** Works asked of each source: one page of the largest size the sources allow; the local library has no pages. */
const PER_SOURCE = 100
const PER_LIBRARY = 200
/** Works asked of each source for each search for what is missing. */
const GAP_PER_SOURCE = 25

/** Each source's hits once: two research sources served by one connector (PubMed, NCBI) made one call. */
function identifiedBySource(progress: readonly SourceProgress[]): PrismaCounts['identified'] {
  const seen = new Set<string>()
  const identified: PrismaCounts['identified'] = []
  for (const entry of progress) {
    if (entry.status !== 'done' || entry.hits === null) continue
    const connector = RESEARCH_SOURCES.find((source) => source.id === entry.source)?.connector ?? entry.source
    if (seen.has(connector)) continue
    seen.add(connector)
    identified.push({ from: entry.source, records: entry.hits })
  }
  return identified
}

function failureWords(error: unknown): string {
  return error instanceof SourceError ? error.message : 'OpenAlex did not answer as expected'
}

/**
 * One literature review, in the stages the user watches: retrieve (the engine's sources, read deep), enrich
 * (OpenAlex references, topics, citations and retraction flags, batched by id), follow (one hop: the references
 * the found works share most and the works citing the best seeds), screen (every exclusion counted for PRISMA),
 * themes (text + shared references, Louvain) and write (quoted findings, methods, open questions, over time).
 * Nothing is cited that was not retrieved: every reference is a record a source returned.
 */
export async function makeReview(
  deps: ReviewDeps,
  input: ParsedReviewInput,
  emit: (event: ReviewEvent) => void,
  signal: AbortSignal,
): Promise<Review> {
  const started = performance.now()
  const at = deps.now().toISOString()
  const question = [input.topic, input.keywords].filter(Boolean).join('. ')
  const query = sourceQueryOf([input.topic, input.keywords].filter(Boolean).join(' '))
  const fromYear = input.fromYear ?? undefined
  const toYear = input.toYear ?? undefined
  let openAlexCalls = 0

  // 1. Retrieve
  emit({
    type: 'stage',
    stage: 'retrieve',
    status: 'started',
    detail: `Asking ${plural(input.sources.length, 'source')} for “${query}”`,
  })
  const retrieval = await retrieve(
    deps.sources,
    {
      query,
      sources: input.sources,
      scanDepth: 10,
      perSource: PER_SOURCE,
      perLibrary: PER_LIBRARY,
      webScanning: false,
      fromYear,
      toYear,
    },
    { log: deps.log, signal, onProgress: (progress) => emit({ type: 'progress', progress }) },
  )
  signal.throwIfAborted()
  const identified = identifiedBySource(retrieval.progress)
  const searchRecords = identified.reduce((sum, entry) => sum + entry.records, 0)
  emit({
    type: 'stage',
    stage: 'retrieve',
    status: 'done',
    detail: `${plural(searchRecords, 'record')} from ${plural(identified.length, 'source')}; ${plural(searchRecords - retrieval.works.length, 'duplicate')} merged`,
  })

  // 2. Enrich from OpenAlex
  const links = new LinkIndex()
  const unavailable = openAlexUnavailable(deps.sources)
  let followNotice: string | null = null
  if (unavailable) {
    emit({ type: 'stage', stage: 'enrich', status: 'skipped', detail: `Not enriched: ${unavailable}` })
  } else {
    emit({
      type: 'stage',
      stage: 'enrich',
      status: 'started',
      detail: 'Reading references, topics, citations and retraction flags from OpenAlex',
    })
    const openalexIds = retrieval.works.flatMap((work) => (work.ids.openalex ? [work.ids.openalex] : []))
    const dois = retrieval.works.flatMap((work) => (!work.ids.openalex && work.ids.doi ? [work.ids.doi] : []))
    try {
      const found = await deps.sources.openalex.getLinkedWorks({ openalexIds, dois })
      openAlexCalls += found.calls
      links.add(found.works)
      const matched = retrieval.works.filter((work) => links.of(work)).length
      emit({
        type: 'stage',
        stage: 'enrich',
        status: 'done',
        detail: `${matched} of ${plural(retrieval.works.length, 'work')} found in OpenAlex (${plural(found.calls, 'call')})`,
      })
    } catch (error) {
      signal.throwIfAborted()
      deps.log.warn('review enrichment failed', { err: error })
      emit({ type: 'stage', stage: 'enrich', status: 'skipped', detail: `Not enriched: ${failureWords(error)}` })
    }
  }
  signal.throwIfAborted()

  // 3. Follow references one hop
  const followed: { works: Work[]; origin: ReviewOrigin }[] = []
  if (!input.followReferences) {
    emit({ type: 'stage', stage: 'follow', status: 'skipped', detail: 'Following references is off.' })
  } else if (unavailable) {
    followNotice = `References were not followed: ${unavailable}`
    emit({ type: 'stage', stage: 'follow', status: 'skipped', detail: followNotice })
  } else {
    emit({
      type: 'stage',
      stage: 'follow',
      status: 'started',
      detail: 'Following the references of the best works found',
    })
    const seeds = rankWorks(question, retrieval.works)
      .filter((entry) => entry.isRelevant)
      .flatMap(({ work }) => {
        const id = links.of(work)?.openalexId
        return id ? [id] : []
      })
      .slice(0, FOLLOW_SEEDS)
    const known = new Set(
      retrieval.works.flatMap((work) => (work.ids.openalex ? [normaliseOpenAlexId(work.ids.openalex)] : [])),
    )
    const shared = new Map<string, number>()
    for (const work of retrieval.works)
      for (const id of links.of(work)?.referencedWorks ?? []) {
        const key = normaliseOpenAlexId(id)
        if (!known.has(key)) shared.set(key, (shared.get(key) ?? 0) + 1)
      }
    const priorIds = [...shared.entries()]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, FOLLOW_REFERENCES)
      .map(([id]) => id)
    try {
      const [prior, citing] = await Promise.all([
        priorIds.length ? deps.sources.openalex.getLinkedWorks({ openalexIds: priorIds }) : { works: [], calls: 0 },
        seeds.length
          ? deps.sources.openalex.citingWorks({ openalexIds: seeds, limit: FOLLOW_CITING })
          : { works: [], calls: 0 },
      ])
      openAlexCalls += prior.calls + citing.calls
      links.add(prior.works)
      links.add(citing.works)
      followed.push({ works: prior.works.map((entry) => entry.work), origin: 'reference' })
      followed.push({ works: citing.works.map((entry) => entry.work), origin: 'citing' })
      identified.push(
        { from: 'references', records: prior.works.length },
        { from: 'citing', records: citing.works.length },
      )
      emit({
        type: 'stage',
        stage: 'follow',
        status: 'done',
        detail: `${plural(prior.works.length, 'work')} the found works cite most, and ${plural(citing.works.length, 'work')} citing the ${plural(seeds.length, 'best seed')} (${plural(prior.calls + citing.calls, 'call')})`,
      })
    } catch (error) {
      signal.throwIfAborted()
      deps.log.warn('review could not follow references', { err: error })
      followNotice = `References were not followed: ${failureWords(error)}`
      emit({ type: 'stage', stage: 'follow', status: 'skipped', detail: followNotice })
    }
  }
  signal.throwIfAborted()

  // 4–6. Screen, themes and quotes, off the request thread
  emit({
    type: 'stage',
    stage: 'screen',
    status: 'started',
    detail: 'Screening every record, then grouping the included works by their text and shared references',
  })
  const searchedKeys = new Set(retrieval.works.flatMap(linkKeysOf))
  const referenceKeys = new Set(
    followed.filter((entry) => entry.origin === 'reference').flatMap((entry) => entry.works.flatMap(linkKeysOf)),
  )
  const merged = mergeWorks([retrieval.works, ...followed.map((entry) => entry.works)])
  const candidates: ReviewCandidate[] = merged.map((work) => {
    const linked = links.of(work)
    const keys = linkKeysOf(work)
    const origin: ReviewOrigin =
      work.sources.some((source) => source !== 'openalex') || keys.some((key) => searchedKeys.has(key))
        ? 'search'
        : keys.some((key) => referenceKeys.has(key))
          ? 'reference'
          : 'citing'
    return {
      work: enrichedWork(work, linked),
      origin,
      retracted: linked?.isRetracted ?? false,
      referencedWorks: linked?.referencedWorks ?? [],
    }
  })
  const compose = () =>
    (deps.compose ?? composeInWorker)({
      question,
      query,
      candidates,
      identified,
      fromYear: input.fromYear,
      toYear: input.toYear,
      now: deps.now().toISOString(),
    })
  let composed = await compose()
  signal.throwIfAborted()
  emit({ type: 'stage', stage: 'screen', status: 'done', detail: composed.screenDetail })
  emit({ type: 'stage', stage: 'themes', status: 'done', detail: composed.themesDetail })

  // 7. With a language model: one search for what the themes leave out, and the themes found again with its works
  let gaps: GapSearch | null = null
  if (!deps.llm) {
    emit({
      type: 'stage',
      stage: 'gaps',
      status: 'skipped',
      detail: 'Searching for what is missing needs a language model.',
    })
  } else {
    emit({
      type: 'stage',
      stage: 'gaps',
      status: 'started',
      detail: `Asking ${deps.llm.model} what the themes leave out`,
    })
    gaps = await searchForGaps(
      deps,
      deps.llm,
      input,
      composed.themes,
      new Set(candidates.flatMap((entry) => identityKeys(entry.work))),
      signal,
    )
    for (const work of gaps.works) candidates.push({ work, origin: 'gap', retracted: false, referencedWorks: [] })
    if (gaps.works.length) {
      identified.push({ from: 'gaps', records: gaps.records })
      composed = await compose()
      signal.throwIfAborted()
    }
    emit({ type: 'stage', stage: 'gaps', status: gaps.failure ? 'skipped' : 'done', detail: gaps.detail })
  }
  const { prisma, themes, references } = composed
  emit({ type: 'stage', stage: 'write', status: 'started', detail: 'Quoting findings, methods and open questions' })
  const written = deps.llm ? await writeWithModel(deps.llm, input.topic, themes, deps.log, signal) : null
  const overTime = worksPerYear(themes, references)
  const overview = describeOverview({ themes, references, prisma })
  emit({
    type: 'stage',
    stage: 'write',
    status: 'done',
    detail: `${plural(themes.length, 'theme')} written from ${plural(references.length, 'reference')}${written?.sections ? `; ${written.sections} synthesised by ${deps.llm?.model}` : ''}`,
  })

  return {
    kind: written?.sections ? 'model' : 'extractive',
    notice: [gaps?.failure, written?.notice].filter(Boolean).join(' ') || null,
    overview,
    themes,
    overTime,
    method: {
      at,
      query,
      sources: retrieval.progress,
      fromYear: input.fromYear,
      toYear: input.toYear,
      followReferences: input.followReferences,
      openAlexCalls,
      followNotice,
      clustering: composed.clustering,
      modularity: composed.modularity,
      model: written?.sections || gaps?.queries.length ? (deps.llm?.model ?? null) : null,
      gapQueries: gaps?.queries ?? [],
      ms: Math.round(performance.now() - started),
    },
    prisma,
    references,
  }
}

/** Every key a work is known by: its OpenAlex id, DOI, arXiv id and title, so a work found again is not new. */
function identityKeys(work: Work): string[] {
  return [
    ...linkKeysOf(work),
    ...(work.ids.arxiv ? [`arxiv:${toArxivIdKey(work.ids.arxiv)}`] : []),
    `title:${normaliseTitle(work.title)}`,
  ]
}

type GapSearch = { queries: string[]; works: Work[]; records: number; detail: string; failure: string | null }

/**
 * The "what is missing" pass: the model reads the themes' labels and proposes up to three searches; each is sent to
 * the review's sources (a small page each, progress not shown over the first search's) and the works not already
 * among the candidates join them, as records of their own in the PRISMA flow. Works the model names are never
 * taken: only what the sources return.
 */
async function searchForGaps(
  deps: ReviewDeps,
  llm: Llm,
  input: ParsedReviewInput,
  themes: readonly ReviewTheme[],
  known: ReadonlySet<string>,
  signal: AbortSignal,
): Promise<GapSearch> {
  let queries: string[]
  try {
    queries = await proposeGapQueries(llm, {
      topic: [input.topic, input.keywords].filter(Boolean).join(', '),
      themes: themes.map((theme) => ({ label: theme.label, works: theme.works.length })),
      signal,
    })
  } catch (error) {
    signal.throwIfAborted()
    if (!(error instanceof LlmError)) throw error
    deps.log.warn('review gap queries failed', { err: error })
    const failure = `${llm.model} could not propose searches for what is missing (${error.message}).`
    return { queries: [], works: [], records: 0, detail: failure, failure }
  }
  if (!queries.length)
    return { queries, works: [], records: 0, detail: `${llm.model} proposed no search.`, failure: null }
  const found = await Promise.all(
    queries.map((text) =>
      retrieve(
        deps.sources,
        {
          query: sourceQueryOf(text),
          sources: input.sources,
          scanDepth: 10,
          perSource: GAP_PER_SOURCE,
          perLibrary: GAP_PER_SOURCE,
          webScanning: false,
          fromYear: input.fromYear ?? undefined,
          toYear: input.toYear ?? undefined,
        },
        { log: deps.log, signal, onProgress: () => undefined },
      ),
    ),
  )
  signal.throwIfAborted()
  const records = found.reduce(
    (sum, retrieval) => sum + identifiedBySource(retrieval.progress).reduce((total, entry) => total + entry.records, 0),
    0,
  )
  const works = mergeWorks(found.map((retrieval) => retrieval.works)).filter(
    (work) => !identityKeys(work).some((key) => known.has(key)),
  )
  return {
    queries,
    works,
    records,
    detail: `${plural(queries.length, 'search', 'searches')} for what was missing (${queries.map((query) => `“${query}”`).join(', ')}): ${plural(works.length, 'new record')}`,
    failure: null,
  }
}

/**
 * With a language model: each theme's section written from its own quoted passages (theme-synthesis.ts), its name
 * taken when the model gave a short one. A failure keeps the extractive review, with the reason in the notice.
 */
async function writeWithModel(
  llm: Llm,
  topic: string,
  themes: ReviewTheme[],
  log: Logger,
  signal: AbortSignal,
): Promise<{ sections: number; notice: string | null }> {
  let sections = 0
  for (const theme of themes) {
    try {
      const synthesis = await synthesiseTheme(llm, {
        topic,
        label: theme.label,
        passages: [...theme.findings, ...theme.openQuestions],
        signal,
      })
      if (!synthesis) continue
      theme.synthesis = synthesis.sentences
      if (synthesis.name && !themes.some((other) => other !== theme && other.label === synthesis.name))
        theme.label = synthesis.name
      sections++
    } catch (error) {
      signal.throwIfAborted()
      if (!(error instanceof LlmError)) throw error
      log.warn('review synthesis failed', { err: error })
      return {
        sections,
        notice: `${llm.model} failed (${error.message}); ${sections ? 'the other themes are' : 'the review is'} extractive: quoted from the abstracts.`,
      }
    }
  }
  return {
    sections,
    notice: sections
      ? `Each theme's synthesis was written by ${llm.model} from that theme's quoted passages only; every [n] was checked and each sentence's support scored.`
      : null,
  }
}
