import {
  MAX_REVIEW_WORKS,
  type ParsedReviewInput,
  type PrismaCounts,
  type Review,
  type ReviewEvent,
  type ReviewOrigin,
  type ReviewReference,
  type ReviewTheme,
} from '#shared/contract/reviews'
import { RESEARCH_SOURCES, type SourceProgress } from '#shared/contract/research'
import type { Work } from '#shared/contract/sources'
import type { Logger } from '../../lib/logger'
import { LlmError, type Llm } from '../llm'
import { questionTerms, rankWorks, referenceLink, retrieve, sourceQueryOf } from '../research'
import { mergeWorks, normaliseOpenAlexId, SourceError, toDoiKey, type LinkedWork, type Sources } from '../sources'
import { describeOverview, worksPerYear } from './overview'
import { screenRecords, type ReviewCandidate } from './screen'
import { findingsOf, keyWorksOf, methodsOf, openQuestionsOf, type NumberedWork } from './theme-sections'
import { synthesiseTheme } from './theme-synthesis'
import { findThemes } from './themes'

export type ReviewDeps = { sources: Sources; log: Logger; now: () => Date; llm: Llm | null }

/** Seeds whose references and citing works are followed: the most relevant works the search found. */
const FOLLOW_SEEDS = 10
/** Works fetched one hop out: the references the found works share most, and the works citing the seeds. */
const FOLLOW_REFERENCES = 40
const FOLLOW_CITING = 40
/** Works asked of each source: one page of the largest size the sources allow; the local library has no pages. */
const PER_SOURCE = 100
const PER_LIBRARY = 200

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`

function keysOf(work: Work): string[] {
  const keys: string[] = []
  if (work.ids.openalex) keys.push(`oa:${normaliseOpenAlexId(work.ids.openalex)}`)
  if (work.ids.doi) keys.push(`doi:${toDoiKey(work.ids.doi)}`)
  return keys
}

/** What OpenAlex said of each work, found again by OpenAlex id or DOI after works were merged. */
class LinkIndex {
  private readonly byKey = new Map<string, LinkedWork>()
  add(linked: readonly LinkedWork[]) {
    for (const entry of linked) for (const key of keysOf(entry.work)) this.byKey.set(key, entry)
  }
  of(work: Work): LinkedWork | undefined {
    for (const key of keysOf(work)) {
      const found = this.byKey.get(key)
      if (found) return found
    }
    return undefined
  }
}

/** A work with what OpenAlex knows filled in where its own source left it out. */
function enriched(work: Work, linked: LinkedWork | undefined): Work {
  if (!linked) return work
  return {
    ...work,
    ids: { ...linked.work.ids, ...work.ids },
    citationCount: work.citationCount ?? linked.work.citationCount,
    topics: work.topics.length ? work.topics : linked.work.topics,
    abstract: work.abstract ?? linked.work.abstract,
    year: work.year ?? linked.work.year,
    venue: work.venue ?? linked.work.venue,
  }
}

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

function openAlexUnavailable(sources: Sources): string | null {
  if (sources.openalex.unavailableReason) return sources.openalex.unavailableReason
  if (sources.http.circuitOf('openalex') === 'open')
    return 'OpenAlex failed several times in a row; it is paused for a minute.'
  return null
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

  // 4. Screen
  emit({ type: 'stage', stage: 'screen', status: 'started', detail: 'Screening every record' })
  const searchedKeys = new Set(retrieval.works.flatMap(keysOf))
  const referenceKeys = new Set(
    followed.filter((entry) => entry.origin === 'reference').flatMap((entry) => entry.works.flatMap(keysOf)),
  )
  const merged = mergeWorks([retrieval.works, ...followed.map((entry) => entry.works)])
  const candidates: ReviewCandidate[] = merged.map((work) => {
    const linked = links.of(work)
    const keys = keysOf(work)
    const origin: ReviewOrigin =
      work.sources.some((source) => source !== 'openalex') || keys.some((key) => searchedKeys.has(key))
        ? 'search'
        : keys.some((key) => referenceKeys.has(key))
          ? 'reference'
          : 'citing'
    return {
      work: enriched(work, linked),
      origin,
      retracted: linked?.isRetracted ?? false,
      referencedWorks: linked?.referencedWorks ?? [],
    }
  })
  const totalIdentified = identified.reduce((sum, entry) => sum + entry.records, 0)
  const screening = screenRecords(question, candidates, {
    fromYear: input.fromYear,
    toYear: input.toYear,
    maxWorks: MAX_REVIEW_WORKS,
    now: deps.now(),
  })
  const prisma: PrismaCounts = {
    identified,
    duplicatesRemoved: Math.max(0, totalIdentified - candidates.length),
    screened: candidates.length,
    excluded: Object.entries(screening.excluded).map(([reason, records]) => ({
      reason: reason as keyof typeof screening.excluded,
      records,
    })),
    included: screening.included.length,
  }
  const excludedWords = prisma.excluded
    .filter((entry) => entry.records > 0)
    .map((entry) => `${entry.records} ${entry.reason.replace('-', ' ')}`)
  emit({
    type: 'stage',
    stage: 'screen',
    status: 'done',
    detail: `${plural(candidates.length, 'record')} screened, ${screening.included.length} included${excludedWords.length ? `; excluded: ${excludedWords.join(', ')}` : ''}`,
  })

  // 5. Themes
  emit({
    type: 'stage',
    stage: 'themes',
    status: 'started',
    detail: `Grouping ${plural(screening.included.length, 'work')} by their text and shared references`,
  })
  const excludeWords = [
    ...new Set([
      ...question
        .toLowerCase()
        .split(/[^\p{L}\p{N}-]+/u)
        .filter(Boolean),
      ...questionTerms(question),
    ]),
  ]
  const found = findThemes(
    screening.included.map(({ work, referencedWorks }) => ({
      title: work.title,
      abstract: work.abstract,
      referencedWorks,
      topics: work.topics,
    })),
    { excludeWords, seed: query },
  )
  emit({
    type: 'stage',
    stage: 'themes',
    status: 'done',
    detail: `${plural(found.themes.length, 'theme')}${found.modularity === null ? '' : ` (modularity ${found.modularity.toFixed(2)})`}`,
  })
  signal.throwIfAborted()

  // 6. Write: number the works theme by theme, most central first; retracted records last, never cited.
  emit({ type: 'stage', stage: 'write', status: 'started', detail: 'Quoting findings, methods and open questions' })
  const references: ReviewReference[] = []
  const numbered = found.themes.map((theme, index) =>
    theme.members.flatMap((member): NumberedWork[] => {
      const entry = screening.included[member]
      if (!entry) return []
      const n = references.length + 1
      references.push({
        n,
        work: entry.work,
        link: referenceLink(entry.work),
        retracted: false,
        origin: entry.origin,
        themes: [index + 1],
      })
      return [{ n, work: entry.work }]
    }),
  )
  for (const entry of screening.retracted)
    references.push({
      n: references.length + 1,
      work: entry.work,
      link: referenceLink(entry.work),
      retracted: true,
      origin: entry.origin,
      themes: [],
    })

  const themes: ReviewTheme[] = found.themes.map((theme, index) => {
    const works = numbered[index] ?? []
    return {
      id: index + 1,
      // A theme with no distinctive phrase is named by its OpenAlex topic, or by its number.
      label: theme.label || theme.topic || `Theme ${index + 1}`,
      phrases: theme.phrases,
      topic: theme.topic,
      works: works.map(({ n }) => n),
      keyWorks: keyWorksOf(works),
      findings: findingsOf(question, theme.phrases, works),
      methods: methodsOf(works),
      openQuestions: openQuestionsOf(works),
      synthesis: null,
    }
  })
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
    notice: written?.notice ?? null,
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
      clustering: found.description,
      modularity: found.modularity,
      model: written?.sections ? (deps.llm?.model ?? null) : null,
      ms: Math.round(performance.now() - started),
    },
    prisma,
    references,
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
