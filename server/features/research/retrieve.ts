import { RESEARCH_SOURCES, type ResearchSourceId, type SourceProgress } from '../../../shared/contract/research'
import type { SourceId, Work } from '../../../shared/contract/sources'
import type { Logger } from '../../lib/logger'
import { mergeWorks, SourceError, type Compound, type Sources, type WorkConnector } from '../sources'

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
}

export type Retrieval = {
  works: Work[]
  compounds: Compound[]
  progress: SourceProgress[]
}

export const RESULTS_PER_DEPTH = 5
const MAX_RESULTS_PER_SOURCE = 50
const MAX_COMPOUND_LOOKUPS = 3

export function resultsPerSource(scanDepth: number): number {
  return Math.min(MAX_RESULTS_PER_SOURCE, Math.max(1, scanDepth) * RESULTS_PER_DEPTH)
}

const BLAST_UNAVAILABLE = 'BLAST sequence search is not connected on this server yet.'

/** The sources a plan asks, in the user's order; the web scanner joins when web scanning is on. */
export function plannedSources(plan: Pick<RetrievalPlan, 'sources' | 'webScanning'>): ResearchSourceId[] {
  const chosen = [...new Set(plan.sources)]
  if (plan.webScanning && !chosen.includes('web')) chosen.push('web')
  return chosen
}

/** Why a source cannot be asked on this server, or null when it can. */
export function unavailableReason(sources: Sources, id: ResearchSourceId): string | null {
  const info = RESEARCH_SOURCES.find((source) => source.id === id)
  if (!info?.connector) return BLAST_UNAVAILABLE
  if (info.connector === 'pubchem') return null
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
  const limit = resultsPerSource(plan.scanDepth)
  const connectors = connectorsById(sources)
  const calls = new Map<SourceId, { researchSources: ResearchSourceId[]; run: () => Promise<Work[]> }>()
  let compounds: Promise<Compound[]> = Promise.resolve([])

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
    const connector = connectorId ? connectors.get(connectorId) : undefined
    if (!connectorId || !connector) continue
    report({ source: id, status: 'asked', hits: null, reason: null, query: plan.query })
    const existing = calls.get(connectorId)
    if (existing) existing.researchSources.push(id)
    else
      calls.set(connectorId, {
        researchSources: [id],
        run: async () => (await connector.searchWorks({ query: plan.query, limit })).works,
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
  return { works, compounds: await compounds, progress: [...progress.values()] }
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
