import type { SourceId, SourceStatus } from '../../../shared/contract/sources'
import type { Db } from '../../db/client'
import type { Env } from '../../env'
import type { Logger } from '../../lib/logger'
import type { LibraryConnector, OpenAlexConnector, SemanticScholarConnector, WorkConnector } from './connector'
import { createArxivConnector } from './connectors/arxiv.client'
import { createCoreConnector } from './connectors/core.client'
import { createCrossrefConnector } from './connectors/crossref.client'
import { createEuropePmcConnector } from './connectors/europepmc.client'
import { createFederalRegisterConnector } from './connectors/federal-register.client'
import { createOpenAlexConnector } from './connectors/openalex.client'
import { createPubChemConnector } from './connectors/pubchem.client'
import { createPubMedConnector } from './connectors/pubmed.client'
import { createSearxngConnector } from './connectors/searxng.client'
import { createSemanticScholarConnector } from './connectors/semantic-scholar.client'
import { createSourceHttp, type HostPolicy, type SourceHttp } from './source-http'

/** Each provider's published limits, kept under (arXiv: one call every 3 s; NCBI: 3/s, 10/s with a key; PubChem: 5/s; CORE free tier ~10/min). */
export function sourcePolicies(env: Pick<Env, 'NCBI_API_KEY' | 'SEMANTIC_SCHOLAR_API_KEY'>): Partial<Record<SourceId, Partial<HostPolicy>>> {
  return {
    openalex: { concurrency: 4, requestsPerSecond: 10 },
    pubmed: { concurrency: 2, requestsPerSecond: env.NCBI_API_KEY ? 9 : 3, timeoutMs: 15_000 },
    arxiv: { concurrency: 1, requestsPerSecond: 1 / 3, timeoutMs: 20_000 },
    crossref: { concurrency: 3, requestsPerSecond: 5 },
    europepmc: { concurrency: 3, requestsPerSecond: 5, timeoutMs: 15_000 },
    semanticscholar: { concurrency: 1, requestsPerSecond: env.SEMANTIC_SCHOLAR_API_KEY ? 1 : 0.5 },
    core: { concurrency: 1, requestsPerSecond: 1 / 6 },
    pubchem: { concurrency: 2, requestsPerSecond: 4 },
    federalregister: { concurrency: 2, requestsPerSecond: 5 },
    searxng: { concurrency: 2, requestsPerSecond: 2 },
  }
}

const sourceNames: Record<Exclude<SourceId, 'local'>, string> = {
  openalex: 'OpenAlex',
  pubmed: 'PubMed',
  arxiv: 'arXiv',
  crossref: 'Crossref',
  europepmc: 'Europe PMC',
  semanticscholar: 'Semantic Scholar',
  core: 'CORE',
  pubchem: 'PubChem',
  federalregister: 'Federal Register',
  searxng: 'Web search (SearXNG)',
}

export type Sources = ReturnType<typeof createSources>

export type SourcesOptions = {
  db: Db
  env: Env
  log: Logger
  /** the local library, searched beside the upstream sources and fed what they find */
  library: LibraryConnector
  fetch?: typeof globalThis.fetch
}

export function createSources({ db, env, log, library, fetch }: SourcesOptions) {
  const http: SourceHttp = createSourceHttp({
    db,
    log,
    fetch,
    userAgent: `Lodestar/0.1 (+${env.APP_URL}${env.SOURCES_CONTACT_EMAIL ? `; mailto:${env.SOURCES_CONTACT_EMAIL}` : ''})`,
    policies: sourcePolicies(env),
  })
  const deps = { http, env }
  const openalex: OpenAlexConnector = createOpenAlexConnector(deps)
  const pubchem = createPubChemConnector(deps)
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
      name: sourceNames[connector.id as Exclude<SourceId, 'local'>] ?? connector.name,
      configured: connector.unavailableReason === null,
      circuit: http.circuitOf(connector.id),
      reason: connector.unavailableReason,
    }))
    return [...fromConnectors, { id: 'pubchem', name: sourceNames.pubchem, configured: true, circuit: http.circuitOf('pubchem'), reason: null }]
  }

  return { http, openalex, semanticscholar, pubchem, workConnectors, library, statuses }
}
