import { sql } from 'drizzle-orm'
import type { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { SourceId } from '#shared/contract/sources'
import type { Database } from '../../../db/client'
import { openTestDatabase } from '../../../test/create-test-app'
import { createBlastFake } from '../../../test/fakes/blast.fake'
import { createArxivFake } from '../../../test/fakes/arxiv.fake'
import { createCoreFake } from '../../../test/fakes/core.fake'
import { createCrossrefFake } from '../../../test/fakes/crossref.fake'
import { createEuropePmcFake } from '../../../test/fakes/europepmc.fake'
import { createFederalRegisterFake } from '../../../test/fakes/federal-register.fake'
import { createGrantsGovFake } from '../../../test/fakes/grants-gov.fake'
import { createNihReporterFake } from '../../../test/fakes/nih-reporter.fake'
import { createNsfAwardsFake } from '../../../test/fakes/nsf-awards.fake'
import { fakeSourceEnv } from '../../../test/fakes/index'
import { createOpenAlexFake } from '../../../test/fakes/openalex.fake'
import { createPubChemFake } from '../../../test/fakes/pubchem.fake'
import { createPubMedFake } from '../../../test/fakes/pubmed.fake'
import { createSearxngFake } from '../../../test/fakes/searxng.fake'
import { createSemanticScholarFake } from '../../../test/fakes/semantic-scholar.fake'
import { createSourceHarness, HARNESS_ORIGIN } from '../../../test/fakes/source-harness'
import type { ConnectorDeps } from '../connector'
import type { HostPolicy } from '../source-http'
import { sourceCache } from '../sources.tables'
import { createArxivConnector } from './arxiv.client'
import { createBlastConnector } from './blast.client'
import { createCoreConnector } from './core.client'
import { createCrossrefConnector } from './crossref.client'
import { createEuropePmcConnector } from './europepmc.client'
import { createFederalRegisterConnector } from './federal-register.client'
import { createGrantsGovConnector } from './grants-gov.client'
import { createNihReporterConnector } from './nih-reporter.client'
import { createNsfAwardsConnector } from './nsf-awards.client'
import { createOpenAlexConnector } from './openalex.client'
import { createPubChemConnector } from './pubchem.client'
import { createPubMedConnector } from './pubmed.client'
import { createSearxngConnector } from './searxng.client'
import { createSemanticScholarConnector } from './semantic-scholar.client'

/*
 * How every connector behaves when its upstream misbehaves, through the real SourceHttp and the
 * connector's fake (failures asked for with the fault-injection markers in the probe's text). Each
 * row is one call a connector makes; a new connector adds a row here instead of copying these tests.
 */

type Row = {
  name: string
  source: SourceId
  /** the fake's path prefix (fakeSourceEnv points the connector there) */
  mount: string
  fake: () => Hono
  /** one upstream call; `text` is the query (or name) the markers go in */
  probe: (deps: ConnectorDeps, text: string) => Promise<unknown>
  /** texts the fake answers with data (the default: any text finds something) */
  known?: string[]
  /** false for a call that is never cached (a BLAST submission starts a new search each time) */
  cached?: boolean
}

const search = (text: string) => ({ query: text, limit: 2 })

const ROWS: Row[] = [
  {
    name: 'OpenAlex works',
    source: 'openalex',
    mount: 'openalex',
    fake: createOpenAlexFake,
    probe: (deps, text) => createOpenAlexConnector(deps).searchWorks(search(text)),
  },
  {
    name: 'PubMed',
    source: 'pubmed',
    mount: 'pubmed',
    fake: createPubMedFake,
    probe: (deps, text) => createPubMedConnector(deps).searchWorks(search(text)),
  },
  {
    name: 'arXiv',
    source: 'arxiv',
    mount: 'arxiv',
    fake: createArxivFake,
    probe: (deps, text) => createArxivConnector(deps).searchWorks(search(text)),
  },
  {
    name: 'Crossref',
    source: 'crossref',
    mount: 'crossref',
    fake: createCrossrefFake,
    probe: (deps, text) => createCrossrefConnector(deps).searchWorks(search(text)),
  },
  {
    name: 'Europe PMC',
    source: 'europepmc',
    mount: 'europepmc',
    fake: createEuropePmcFake,
    probe: (deps, text) => createEuropePmcConnector(deps).searchWorks(search(text)),
  },
  {
    name: 'Semantic Scholar papers',
    source: 'semanticscholar',
    mount: 'semanticscholar',
    fake: createSemanticScholarFake,
    probe: (deps, text) => createSemanticScholarConnector(deps).searchWorks(search(text)),
  },
  {
    name: 'Semantic Scholar authors',
    source: 'semanticscholar',
    mount: 'semanticscholar',
    fake: createSemanticScholarFake,
    probe: (deps, text) => createSemanticScholarConnector(deps).searchAuthors({ name: `${text} watanabe`, limit: 2 }),
  },
  {
    name: 'CORE',
    source: 'core',
    mount: 'core',
    fake: createCoreFake,
    probe: (deps, text) => createCoreConnector(deps).searchWorks(search(text)),
  },
  {
    name: 'PubChem',
    source: 'pubchem',
    mount: 'pubchem',
    fake: createPubChemFake,
    probe: (deps, text) => createPubChemConnector(deps).lookupCompound(text),
    known: ['aspirin', 'caffeine', 'guaranine', 'acetylsalicylic acid', '1,3,7-trimethylxanthine'],
  },
  {
    name: 'BLAST submission',
    source: 'blast',
    mount: 'blast',
    fake: createBlastFake,
    probe: (deps, text) => createBlastConnector(deps).submit({ program: 'blastn', sequence: text }),
    cached: false,
  },
  {
    name: 'Federal Register',
    source: 'federalregister',
    mount: 'federalregister',
    fake: createFederalRegisterFake,
    probe: (deps, text) => createFederalRegisterConnector(deps).searchWorks(search(text)),
  },
  {
    name: 'SearXNG',
    source: 'searxng',
    mount: 'searxng',
    fake: createSearxngFake,
    probe: (deps, text) => createSearxngConnector(deps).searchWorks(search(text)),
  },
  {
    name: 'NSF Award Search',
    source: 'nsfawards',
    mount: 'nsfawards',
    fake: createNsfAwardsFake,
    probe: (deps, text) => createNsfAwardsConnector(deps).searchAwards({ keywords: text }),
  },
  {
    name: 'NIH RePORTER projects',
    source: 'nihreporter',
    mount: 'nihreporter',
    fake: createNihReporterFake,
    probe: (deps, text) => createNihReporterConnector(deps).searchProjects({ text, limit: 2 }),
  },
  {
    name: 'Grants.gov search2',
    source: 'grantsgov',
    mount: 'grantsgov',
    fake: createGrantsGovFake,
    probe: (deps, text) => createGrantsGovConnector(deps).searchOpportunities({ keyword: text, rows: 2 }),
  },
]

let database: Database
beforeAll(async () => {
  database = (await openTestDatabase()).database
})
afterAll(async () => {
  await database.close()
})

let unique = 0
/** Probe texts never repeat, so one test's cached answers are not another's. */
const withMarker = (marker: string) => `${marker} resilience ${++unique}`.trim()

describe.each(ROWS)('$name under upstream failures', (row) => {
  const known = [...(row.known ?? [])]
  /** a text the fake answers with data, not used before in this file */
  const fresh = () => known.shift() ?? withMarker('')
  const harness = (policy: Partial<HostPolicy> = {}) => {
    const h = createSourceHarness({
      db: database.db,
      mount: row.mount,
      fake: row.fake(),
      env: fakeSourceEnv(HARNESS_ORIGIN),
      policies: { [row.source]: { retries: 2, ...policy } },
    })
    return { ...h, probe: (text: string) => row.probe(h.deps, text) }
  }
  const retries = (logLines: string[]) =>
    logLines
      .filter((line) => line.includes('retrying'))
      .map((line) => JSON.parse(line) as { status?: number; retryInMs?: number })

  test('a 429 is retried after its Retry-After, then answered', async () => {
    const { probe, logLines } = harness()
    await expect(probe(withMarker('fail-429-then-ok'))).resolves.toBeDefined()
    expect(retries(logLines)).toEqual([expect.objectContaining({ status: 429, retryInMs: 1000 })])
  })

  test('a 429 that never stops is reported as rate limited', async () => {
    const { probe, calls } = harness()
    await expect(probe(withMarker('fail-429'))).rejects.toMatchObject({
      source: row.source,
      kind: 'rate_limited',
      status: 429,
    })
    expect(calls).toHaveLength(3)
  })

  test('a 500 is retried, then answered', async () => {
    const { probe, logLines } = harness()
    await expect(probe(withMarker('fail-500-then-ok'))).resolves.toBeDefined()
    expect(retries(logLines)).toEqual([expect.objectContaining({ status: 500 })])
  })

  test('repeated 500s become an upstream SourceError after the retries', async () => {
    const { probe, calls } = harness()
    await expect(probe(withMarker('fail-500'))).rejects.toMatchObject({
      source: row.source,
      kind: 'upstream',
      status: 500,
    })
    expect(calls).toHaveLength(3)
  })

  test('a source that does not answer times out', async () => {
    const { probe } = harness({ timeoutMs: 40, retries: 0 })
    await expect(probe(withMarker('fail-timeout'))).rejects.toMatchObject({ source: row.source, kind: 'timeout' })
  })

  test('a malformed body is a bad response, and is not cached', async () => {
    const { probe, calls } = harness()
    const text = withMarker('fail-malformed')
    await expect(probe(text)).rejects.toMatchObject({ source: row.source, kind: 'bad_response' })
    const firstCalls = calls.length
    await expect(probe(text)).rejects.toMatchObject({ kind: 'bad_response' })
    expect(calls).toHaveLength(2 * firstCalls)
  })

  test.skipIf(row.cached === false)(
    'a cached body that can no longer be read is fetched again, and the fresh answer replaces it',
    async () => {
      const { probe, calls } = harness()
      const text = fresh()
      const first = await probe(text)
      const firstCalls = calls.length
      const ofThisSource = sql`${sourceCache.source} = ${row.source}`
      await database.db
        .update(sourceCache)
        .set({ body: sql`left(${sourceCache.body}, length(${sourceCache.body}) / 2)` })
        .where(ofThisSource)
      expect(await probe(text)).toEqual(first)
      const afterRefetch = calls.length
      expect(afterRefetch).toBeGreaterThan(firstCalls)
      expect(await probe(text)).toEqual(first)
      expect(calls).toHaveLength(afterRefetch)
    },
  )

  test('failing calls open the circuit; then calls fail fast without reaching the source', async () => {
    const { probe, calls, http } = harness({ retries: 0, breakerThreshold: 2 })
    for (let i = 0; i < 2; i++) await expect(probe(withMarker('fail-500'))).rejects.toMatchObject({ kind: 'upstream' })
    expect(http.circuitOf(row.source)).toBe('open')
    const before = calls.length
    await expect(probe(fresh())).rejects.toMatchObject({ source: row.source, kind: 'circuit_open' })
    expect(calls).toHaveLength(before)
  })

  test.skipIf(row.cached === false)('a repeated call is answered from the cache', async () => {
    const { probe, calls } = harness()
    const text = fresh()
    const first = await probe(text)
    const firstCalls = calls.length
    expect(await probe(text)).toEqual(first)
    expect(calls).toHaveLength(firstCalls)
  })
})
