import { readFileSync } from 'node:fs'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WorkSchema } from '../../../../shared/contract/sources'
import type { Database } from '../../../db/client'
import { parseEnv } from '../../../env'
import { createLogger } from '../../../lib/logger'
import { createCrossrefFake } from '../../../test/fakes/crossref.fake'
import { openTestDatabase } from '../../../test/create-test-app'
import { createSourceHttp, SourceError, type HostPolicy } from '../source-http'
import { createCrossrefConnector } from './crossref.client'

const fixtureText = (name: string) => readFileSync(new URL(`../../../test/fixtures/crossref/${name}`, import.meta.url), 'utf8')

// ---------- the connector against the fake, through the real SourceHttp ----------

let database: Database
beforeAll(async () => {
  database = (await openTestDatabase()).database
})
afterAll(async () => {
  await database.close()
})

const ORIGIN = 'http://fake-crossref.test'

function harness(options: { env?: Record<string, string>; policy?: Partial<HostPolicy>; fetch?: typeof fetch } = {}) {
  const app = new Hono().route('/crossref', createCrossrefFake())
  const calls: URL[] = []
  const viaFake = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    calls.push(new URL(request.url))
    const signal = init?.signal
    return new Promise<Response>((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason)
      signal?.addEventListener('abort', () => reject(signal.reason), { once: true })
      Promise.resolve(app.fetch(request)).then(resolve, reject)
    })
  }) as typeof fetch
  const logLines: string[] = []
  const http = createSourceHttp({
    db: database.db,
    log: createLogger('debug', {}, (line) => logLines.push(line)),
    userAgent: 'Lodestar/test (mailto:ops@lodestar-research.org)',
    fetch: options.fetch ?? viaFake,
    sleep: async () => {},
    policies: { crossref: { requestsPerSecond: 1000, ...options.policy } },
  })
  const parsed = parseEnv({ CROSSREF_BASE_URL: `${ORIGIN}/crossref`, CONTACT_EMAIL: 'ops@lodestar-research.org', ...options.env })
  if (!parsed.ok) throw new Error(parsed.problems.join('\n'))
  return { connector: createCrossrefConnector({ http, env: parsed.env }), calls, logLines }
}

let unique = 0
const fresh = (topic: string) => `${topic} ${++unique}x${Date.now().toString(36)}`

describe('Crossref connector', () => {
  it('searches works with rows, offset, select and mailto', async () => {
    const { connector, calls } = harness()
    expect(connector).toMatchObject({ id: 'crossref', name: 'Crossref', unavailableReason: null })
    const page = await connector.searchWorks({ query: 'machine learning', limit: 10, offset: 5 })
    expect(page.source).toBe('crossref')
    expect(page.total).toBe(25)
    expect(page.works).toHaveLength(10)
    for (const work of page.works) WorkSchema.parse(work)
    expect(page.works.some((work) => work.abstract && !work.abstract.includes('<'))).toBe(true)
    expect(page.works.every((work) => work.sources[0] === 'crossref' && work.ids.doi)).toBe(true)
    const url = calls[0]!
    expect(url.pathname).toBe('/crossref/works')
    expect(Object.fromEntries(['query', 'rows', 'offset', 'mailto'].map((name) => [name, url.searchParams.get(name)]))).toEqual({ query: 'machine learning', rows: '10', offset: '5', mailto: 'ops@lodestar-research.org' })
    expect(url.searchParams.get('select')?.split(',')).toEqual(expect.arrayContaining(['DOI', 'title', 'author', 'abstract', 'issued', 'is-referenced-by-count']))
  })

  it('filters by publication years', async () => {
    const { connector, calls } = harness()
    const result = await connector.searchWorks({ query: 'crispr', limit: 50, fromYear: 2015, toYear: 2019 })
    expect(result.works.length).toBeGreaterThan(0)
    for (const work of result.works) expect(work.year! >= 2015 && work.year! <= 2019).toBe(true)
    expect(calls[0]!.searchParams.get('filter')).toBe('from-pub-date:2015-01-01,until-pub-date:2019-12-31')
  })

  it('serves the fixture works and any other topic deterministically', async () => {
    const { connector } = harness()
    const coral = await connector.searchWorks({ query: 'coral bleaching', limit: 3 })
    expect(coral.works[0]?.abstractSections.map((section) => section.label)).toEqual(['Background', 'Methods', 'Results'])
    const first = await connector.searchWorks({ query: 'urban beekeeping', limit: 20 })
    expect(first.works.length).toBeGreaterThan(0)
    expect(first.works[0]?.title).toContain('urban beekeeping')
    expect((await connector.searchWorks({ query: 'no-results at all', limit: 5 })).works).toEqual([])
  })

  it('does not ask past the 10,000 offset limit', async () => {
    const { connector, calls } = harness()
    expect(await connector.searchWorks({ query: 'crispr', limit: 20, offset: 10_000 })).toEqual({ source: 'crossref', works: [], total: null })
    await connector.searchWorks({ query: fresh('crispr'), limit: 20, offset: 9_990 })
    expect(calls.map((call) => call.searchParams.get('rows'))).toEqual(['10'])
  })

  it('treats the plain-text 404 as nothing found', async () => {
    const { connector } = harness({ env: { CROSSREF_BASE_URL: `${ORIGIN}/crossref/missing` } })
    expect(await connector.searchWorks({ query: fresh('crispr'), limit: 5 })).toEqual({ source: 'crossref', works: [], total: 0 })
  })

  it('asks again without select when Crossref rejects it, and reports other 400s', async () => {
    const urls: URL[] = []
    const stub = (async (input: RequestInfo | URL) => {
      const url = new URL(String(input))
      urls.push(url)
      if (url.searchParams.has('select')) return new Response(fixtureText('error-400-invalid-select.json'), { status: 400, headers: { 'content-type': 'application/json;charset=utf-8' } })
      if (url.searchParams.get('query')?.includes('bad')) return new Response(fixtureText('error-400-invalid-select.json'), { status: 400, headers: { 'content-type': 'application/json' } })
      return new Response(fixtureText('works-query-coral-bleaching.json'), { headers: { 'content-type': 'application/json' } })
    }) as typeof fetch
    const { connector } = harness({ fetch: stub })
    const result = await connector.searchWorks({ query: fresh('coral'), limit: 3 })
    expect(result.works).toHaveLength(3)
    expect(urls.map((url) => url.searchParams.has('select'))).toEqual([true, false])
    const error = await connector.searchWorks({ query: fresh('bad'), limit: 3 }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SourceError)
    expect(error).toMatchObject({ source: 'crossref', kind: 'bad_response', status: 400 })
  })

  it('retries a 429 and then answers', async () => {
    const { connector, calls, logLines } = harness()
    const result = await connector.searchWorks({ query: fresh('fail-429-then-ok crispr'), limit: 4 })
    expect(result.works).toHaveLength(4)
    expect(calls).toHaveLength(2)
    expect(logLines.join('\n')).not.toContain('ops@lodestar-research.org')
  })

  it('gives up on repeated 500s', async () => {
    const { connector, calls } = harness({ policy: { retries: 1 } })
    await expect(connector.searchWorks({ query: fresh('fail-500'), limit: 4 })).rejects.toMatchObject({ source: 'crossref', kind: 'upstream', status: 500 })
    expect(calls).toHaveLength(2)
  })

  it('times out when Crossref does not answer', async () => {
    const { connector } = harness({ policy: { timeoutMs: 40, retries: 0 } })
    await expect(connector.searchWorks({ query: fresh('fail-timeout'), limit: 4 })).rejects.toMatchObject({ kind: 'timeout' })
  })

  it('reports a malformed body as bad_response', async () => {
    const { connector } = harness()
    await expect(connector.searchWorks({ query: fresh('fail-malformed crispr'), limit: 4 })).rejects.toMatchObject({ kind: 'bad_response' })
  })

  it('answers a repeated search from the cache', async () => {
    const { connector, calls } = harness()
    const query = fresh('crispr')
    const first = await connector.searchWorks({ query, limit: 4 })
    expect(await connector.searchWorks({ query, limit: 4 })).toEqual(first)
    expect(calls).toHaveLength(1)
  })
})
