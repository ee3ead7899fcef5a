import type { SourceId, SourceStatus } from '#shared/contract/sources'
import type { Db } from '../../db/client'
import type { Env } from '../../env'
import type { Logger } from '../../lib/logger'
import type { LibraryConnector, OpenAlexConnector, SemanticScholarConnector, WorkConnector } from './connector'
import { createBlastConnector } from './connectors/blast.client'
import { createArxivConnector } from './connectors/arxiv.client'
import { createCoreConnector } from './connectors/core.client'
import { createCrossrefConnector } from './connectors/crossref.client'
import { createEuropePmcConnector } from './connectors/europepmc.client'
import { createFederalRegisterConnector } from './connectors/federal-register.client'
import { createGrantsGovConnector } from './connectors/grants-gov.client'
import { createNihReporterConnector } from './connectors/nih-reporter.client'
import { createNsfAwardsConnector } from './connectors/nsf-awards.client'
import { createOpenAlexConnector } from './connectors/openalex.client'
import { createPubChemConnector } from './connectors/pubchem.client'
import { createPubMedConnector } from './connectors/pubmed.client'
import { createSearxngConnector } from './connectors/searxng.client'
import { createSemanticScholarConnector } from './connectors/semantic-scholar.client'
import { createSourceHttp, type HostPolicy, type SourceHttp } from './source-http'
import type { Sources } from './sources.types'

/**
 * Each provider's published limits, kept under (arXiv: one call every 3 s; NCBI: 3/s, 10/s with a key; PubChem: 5/s; CORE free tier ~10/min).
 * Where a call starts only every few seconds, one caller gets one place in the queue at a time. A researcher
 * search makes up to three OpenAlex calls at once, and typing pauses start searches before earlier ones end:
 * OpenAlex gives a caller room for four (12 calls, about 1.2 s of its queue).
 */
export function sourcePolicies(env: Pick<Env, 'NCBI_API_KEY' | 'SEMANTIC_SCHOLAR_API_KEY'>): SourcePolicies {
  return {
    openalex: { concurrency: 4, requestsPerSecond: 10, maxCallsPerCaller: 12 },
    pubmed: { concurrency: 2, requestsPerSecond: env.NCBI_API_KEY ? 9 : 3, timeoutMs: 15_000 },
    arxiv: { concurrency: 1, requestsPerSecond: 1 / 3, timeoutMs: 20_000, maxCallsPerCaller: 1 },
    crossref: { concurrency: 3, requestsPerSecond: 5 },
    europepmc: { concurrency: 3, requestsPerSecond: 5, timeoutMs: 15_000 },
    semanticscholar: {
      concurrency: 1,
      requestsPerSecond: env.SEMANTIC_SCHOLAR_API_KEY ? 1 : 0.5,
      maxCallsPerCaller: 1,
    },
    // One call every 6 s: a call may wait for the one ahead of it.
    core: { concurrency: 1, requestsPerSecond: 1 / 6, maxCallsPerCaller: 1, maxQueueWaitMs: 7_000 },
    pubchem: { concurrency: 2, requestsPerSecond: 4 },
    // NCBI: no more than one BLAST call every 10 s per client for submissions; polls are spaced by BLAST_POLL_MS.
    blast: { concurrency: 1, requestsPerSecond: 1, retries: 1 },
    federalregister: { concurrency: 2, requestsPerSecond: 5 },
    searxng: { concurrency: 2, requestsPerSecond: 2 },
    nsfawards: { concurrency: 2, requestsPerSecond: 2 },
    // NIH RePORTER asks for no more than one request a second.
    nihreporter: { concurrency: 1, requestsPerSecond: 1 },
    grantsgov: { concurrency: 2, requestsPerSecond: 2 },
  }
}

const sourceNames: Partial<Record<SourceId, string>> = {
  openalex: 'OpenAlex',
  pubmed: 'PubMed',
  arxiv: 'arXiv',
  crossref: 'Crossref',
  europepmc: 'Europe PMC',
  semanticscholar: 'Semantic Scholar',
  core: 'CORE',
  pubchem: 'PubChem',
  blast: 'NCBI BLAST',
  federalregister: 'Federal Register',
  searxng: 'Web search (SearXNG)',
  nsfawards: 'NSF Award Search',
  nihreporter: 'NIH RePORTER',
  grantsgov: 'Grants.gov',
}

export type SourcePolicies = Partial<Record<SourceId, Partial<HostPolicy>>>

export type SourcesOptions = {
  db: Db
  env: Env
  log: Logger
  /** the local library, searched beside the upstream sources and fed what they find */
  library: LibraryConnector
  fetch?: typeof globalThis.fetch
  /** merged over `sourcePolicies(env)` per source (tests shrink bounds with it) */
  policies?: SourcePolicies
}

export function createSources({ db, env, log, library, fetch, policies = {} }: SourcesOptions): Sources {
  const defaults = sourcePolicies(env)
  const merged: SourcePolicies = { ...defaults }
  for (const [source, overrides] of Object.entries(policies) as [SourceId, Partial<HostPolicy>][])
    merged[source] = { ...defaults[source], ...overrides }
  const http: SourceHttp = createSourceHttp({
    db,
    log,
    fetch,
    userAgent: `Lodestar/0.1 (+${env.APP_URL}${env.SOURCES_CONTACT_EMAIL ? `; mailto:${env.SOURCES_CONTACT_EMAIL}` : ''})`,
    policies: merged,
  })
  const deps = { http, env }
  const openalex: OpenAlexConnector = createOpenAlexConnector(deps)
  const pubchem = createPubChemConnector(deps)
  const blast = createBlastConnector(deps)
  const semanticscholar: SemanticScholarConnector = createSemanticScholarConnector(deps)
  const workConnectors: WorkConnector[] = [
    openalex,
    createPubMedConnector(deps),
    createArxivConnector(deps),
    createCrossrefConnector(deps),
    createEuropePmcConnector(deps),
    semanticscholar,
    createCoreConnector(deps),
    createFederalRegisterConnector(deps),
    createSearxngConnector(deps),
  ]

  function statuses(): SourceStatus[] {
    const fromConnectors = workConnectors.map((connector) => ({
      id: connector.id,
      name: sourceNames[connector.id] ?? connector.name,
      configured: connector.unavailableReason === null,
      circuit: http.circuitOf(connector.id),
      reason: connector.unavailableReason,
    }))
    return [
      ...fromConnectors,
      {
        id: 'pubchem',
        name: sourceNames.pubchem ?? 'PubChem',
        configured: true,
        circuit: http.circuitOf('pubchem'),
        reason: null,
      },
      {
        id: 'blast',
        name: sourceNames.blast ?? 'NCBI BLAST',
        configured: true,
        circuit: http.circuitOf('blast'),
        reason: null,
      },
    ]
  }

  const nsfAwards = createNsfAwardsConnector(deps)
  const nihReporter = createNihReporterConnector(deps)
  const grantsGov = createGrantsGovConnector(deps)
  return {
    http,
    openalex,
    semanticscholar,
    pubchem,
    blast,
    nsfAwards,
    nihReporter,
    grantsGov,
    workConnectors,
    library,
    statuses,
  }
}
