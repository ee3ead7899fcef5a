import {
  RESEARCH_SOURCES,
  type BlastResult,
  type ResearchSourceId,
  type SourceProgress,
} from '#shared/contract/research'
import type { SourceId, Work } from '#shared/contract/sources'
import type { Logger } from '../../lib/logger'
import { BLAST_DATABASES, mergeWorks, SourceError, type Compound, type Sources, type WorkConnector } from '../sources'
import type { FoundSequence } from './sequence'

export type RetrievalPlan = {
  /** what is sent to the sources: the question's content words */
  query: string
  sources: readonly ResearchSourceId[]
  /** 1–10: how deep each source is read */
  scanDepth: number
  /** adds the web scanner (SearXNG) when it is configured */
  webScanning: boolean
  /** names to look up in PubChem when it is among the sources, most specific first */
  compoundNames?: readonly string[]
  /** the question's DNA or protein sequence, searched with BLAST when it is among the sources */
  sequence?: FoundSequence | null
  /** how long to wait for BLAST hits before answering without them */
  blastWaitMs?: number
  /** results asked of each source instead of what scanDepth gives, at most MAX_RESULTS_PER_SOURCE_ASKED (a review reads deep) */
  perSource?: number
  /** results asked of the local library instead (it has no page limit), at most MAX_RESULTS_FROM_LIBRARY */
  perLibrary?: number
  /** a publication-year range every source is asked to keep to */
  fromYear?: number
  toYear?: number
}

export type Retrieval = {
  works: Work[]
  compounds: Compound[]
  /** the finished BLAST search, or null (not asked, failed, or still running at NCBI) */
  blast: BlastResult | null
  progress: SourceProgress[]
}

export const RESULTS_PER_DEPTH = 5
const MAX_RESULTS_PER_SOURCE = 50
/** A source's largest page (OpenAlex's per_page limit): one call whatever the depth. */
const MAX_RESULTS_PER_SOURCE_ASKED = 100
const MAX_RESULTS_FROM_LIBRARY = 200
const MAX_COMPOUND_LOOKUPS = 3

export function resultsPerSource(scanDepth: number): number {
  return Math.min(MAX_RESULTS_PER_SOURCE, Math.max(1, scanDepth) * RESULTS_PER_DEPTH)
}

export const NO_SEQUENCE = 'no DNA or protein sequence in the question'
const DEFAULT_BLAST_WAIT_MS = 150_000

/** The sources a plan asks, in the user's order; the web scanner joins when web scanning is on. */
export function plannedSources(plan: Pick<RetrievalPlan, 'sources' | 'webScanning'>): ResearchSourceId[] {
  const chosen = [...new Set(plan.sources)]
  if (plan.webScanning && !chosen.includes('web')) chosen.push('web')
  return chosen
}

/** Why a source cannot be asked on this server, or null when it can. */
export function unavailableReason(sources: Sources, id: ResearchSourceId): string | null {
  const info = RESEARCH_SOURCES.find((source) => source.id === id)
  if (!info?.connector) return `${info?.name ?? id} is not available on this server.`
  if (info.connector === 'pubchem' || info.connector === 'blast') {
    if (sources.http.circuitOf(info.connector) === 'open')
      return `${info.name} failed several times in a row; it is paused for a minute.`
    return null
  }
  const connector = [...sources.workConnectors, sources.library].find(({ id: known }) => known === info.connector)
  if (!connector) return `${info.name} is not available on this server.`
  if (connector.unavailableReason) return connector.unavailableReason
  if (sources.http.circuitOf(connector.id) === 'open')
    return `${info.name} failed several times in a row; it is paused for a minute.`
  return null
}

function connectorsById(sources: Sources): Map<SourceId, WorkConnector> {
  return new Map([...sources.workConnectors, sources.library].map((connector) => [connector.id, connector]))
}

/**
 * Asks every planned source at once. Each research source reports its own progress (asked, then
 * done with its hits, failed with the reason, or unavailable with why); two research sources served by
 * one connector (PubMed and NCBI E-utilities) share one call. The works are merged and handed to the
 * local library, so the same question can be answered offline later.
 */
export async function retrieve(
  sources: Sources,
  plan: RetrievalPlan,
  options: { log: Logger; onProgress: (progress: SourceProgress) => void; signal?: AbortSignal },
): Promise<Retrieval> {
  const progress = new Map<ResearchSourceId, SourceProgress>()
  const report = (entry: SourceProgress) => {
    progress.set(entry.source, entry)
    if (!options.signal?.aborted) options.onProgress(entry)
  }
  const limit = plan.perSource
    ? Math.min(MAX_RESULTS_PER_SOURCE_ASKED, Math.max(1, Math.floor(plan.perSource)))
    : resultsPerSource(plan.scanDepth)
  const connectors = connectorsById(sources)
  const calls = new Map<SourceId, { researchSources: ResearchSourceId[]; run: () => Promise<Work[]> }>()
  let compounds: Promise<Compound[]> = Promise.resolve([])
  let blast: Promise<BlastResult | null> = Promise.resolve(null)

  for (const id of plannedSources(plan)) {
    const reason = unavailableReason(sources, id)
    if (reason) {
      report({ source: id, status: 'unavailable', hits: null, reason, query: null })
      continue
    }
    const connectorId = RESEARCH_SOURCES.find((source) => source.id === id)?.connector
    if (connectorId === 'pubchem') {
      const names = (plan.compoundNames ?? []).slice(0, MAX_COMPOUND_LOOKUPS)
      report({ source: id, status: 'asked', hits: null, reason: null, query: names.join('; ') || null })
      compounds = lookUpCompounds(sources, names).then(
        (found) => {
          report({ source: id, status: 'done', hits: found.length, reason: null, query: names.join('; ') || null })
          return found
        },
        (error: unknown) => {
          report({
            source: id,
            status: 'failed',
            hits: null,
            reason: failureReason(error, options.log, id),
            query: null,
          })
          return []
        },
      )
      continue
    }
    if (connectorId === 'blast') {
      blast = searchBlast(sources, plan, id, report, options)
      continue
    }
    const connector = connectorId ? connectors.get(connectorId) : undefined
    if (!connectorId || !connector) continue
    report({ source: id, status: 'asked', hits: null, reason: null, query: plan.query })
    const asked =
      connectorId === 'local' && plan.perLibrary
        ? Math.min(MAX_RESULTS_FROM_LIBRARY, Math.max(1, Math.floor(plan.perLibrary)))
        : limit
    const existing = calls.get(connectorId)
    if (existing) existing.researchSources.push(id)
    else
      calls.set(connectorId, {
        researchSources: [id],
        run: async () =>
          (
            await connector.searchWorks({
              query: plan.query,
              limit: asked,
              fromYear: plan.fromYear,
              toYear: plan.toYear,
            })
          ).works,
      })
  }

  const lists = await Promise.all(
    [...calls.values()].map(async ({ researchSources, run }) => {
      try {
        const works = await run()
        for (const source of researchSources)
          report({ source, status: 'done', hits: works.length, reason: null, query: plan.query })
        return works
      } catch (error) {
        for (const source of researchSources)
          report({
            source,
            status: 'failed',
            hits: null,
            reason: failureReason(error, options.log, source),
            query: plan.query,
          })
        return []
      }
    }),
  )
  const works = mergeWorks(lists)
  const fetched = works.filter((work) => !(work.sources.length === 1 && work.sources[0] === 'local'))
  if (fetched.length > 0)
    sources.library.rememberWorks(fetched).catch((error: unknown) => {
      options.log.warn('could not keep retrieved works in the library', { err: error })
    })
  const [foundCompounds, blastResult] = await Promise.all([compounds, blast])
  return { works, compounds: foundCompounds, blast: blastResult, progress: [...progress.values()] }
}

/**
 * Submits the question's sequence to BLAST and waits for its hits as long as the plan allows; a search
 * NCBI has not finished by then is reported as still running, with its RID and its page at NCBI.
 */
async function searchBlast(
  sources: Sources,
  plan: RetrievalPlan,
  id: ResearchSourceId,
  report: (entry: SourceProgress) => void,
  options: { log: Logger; signal?: AbortSignal },
): Promise<BlastResult | null> {
  const found = plan.sequence
  if (!found) {
    report({ source: id, status: 'unavailable', hits: null, reason: NO_SEQUENCE, query: null })
    return null
  }
  const residues = found.program === 'blastn' ? 'nucleotides' : 'amino acids'
  const cut = found.truncated ? ` (the first ${found.sequence.length} of ${found.length})` : ''
  const query = `${found.program} on ${BLAST_DATABASES[found.program]}: ${found.sequence.length} ${residues}${cut}`
  report({ source: id, status: 'asked', hits: null, reason: null, query })
  const waited = AbortSignal.timeout(plan.blastWaitMs ?? DEFAULT_BLAST_WAIT_MS)
  try {
    const outcome = await sources.blast.search(
      { program: found.program, sequence: found.sequence },
      { signal: options.signal ? AbortSignal.any([options.signal, waited]) : waited },
    )
    if (outcome.status === 'running') {
      report({
        source: id,
        status: 'done',
        hits: null,
        reason: `BLAST is still running at NCBI (RID ${outcome.rid}); view it at ${outcome.url}`,
        query: `${query}, RID ${outcome.rid}`,
      })
      return null
    }
    report({
      source: id,
      status: 'done',
      hits: outcome.result.hits.length,
      reason: null,
      query: `${query}, RID ${outcome.result.rid}`,
    })
    return outcome.result
  } catch (error) {
    report({ source: id, status: 'failed', hits: null, reason: failureReason(error, options.log, id), query })
    return null
  }
}

async function lookUpCompounds(sources: Sources, names: readonly string[]): Promise<Compound[]> {
  const found: Compound[] = []
  for (const name of names) {
    const compound = await sources.pubchem.lookupCompound(name)
    if (compound && !found.some((known) => known.cid === compound.cid)) found.push(compound)
  }
  return found
}

function failureReason(error: unknown, log: Logger, source: ResearchSourceId): string {
  if (error instanceof SourceError) return error.message
  log.error('research source failed unexpectedly', { source, err: error })
  return 'it failed unexpectedly'
}
