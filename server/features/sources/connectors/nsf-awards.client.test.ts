import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../../db/client'
import { projectRoot } from '../../../lib/paths'
import { openTestDatabase } from '../../../test/create-test-app'
import { createNsfAwardsFake } from '../../../test/fakes/nsf-awards.fake'
import { createSourceHarness, HARNESS_ORIGIN } from '../../../test/fakes/source-harness'
import { sourceCache } from '../sources.tables'
import { federalFiscalYear } from './funding'
import { createNsfAwardsConnector, parseNsfAwards } from './nsf-awards.client'

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(join(projectRoot, 'server/test/fixtures/nsfawards', name), 'utf8'))

describe('parseNsfAwards', () => {
  const { projects } = parseNsfAwards(fixture('awards-default.json'))
  const [corals, career, soils] = projects

  it('maps an award: string amounts, US dates, the federal fiscal year, the award page', () => {
    expect(corals).toEqual({
      source: 'nsf-awards',
      id: '1900001',
      title: 'Inheritance of Heat Tolerance in Reef-Building Corals',
      abstract: expect.stringContaining('heat tolerance is inherited') as unknown,
      pis: ['Rosa Marin'],
      organisation: 'Example State University',
      mechanism: 'Standard Grant',
      fiscalYear: 2019,
      amount: 498220,
      url: 'https://www.nsf.gov/awardsearch/showAward?AWD_ID=1900001',
      startDate: '2019-09-01',
    })
  })

  it('names CAREER awards, counts a November award in the next fiscal year, falls back to the obligated amount', () => {
    expect(career).toMatchObject({ mechanism: 'CAREER', fiscalYear: 2020, amount: 612004 })
    expect(soils).toMatchObject({ amount: 301456, fiscalYear: 2019 })
  })

  it("turns NSF's error-with-200 into an upstream error", () => {
    expect(() => parseNsfAwards(fixture('awards-error.json'))).toThrow(/AwardAPI-004/)
    expect(() => parseNsfAwards({ awards: [] })).toThrow()
  })

  it('starts the federal fiscal year in October', () => {
    expect(federalFiscalYear('2016-10-01')).toBe(2017)
    expect(federalFiscalYear('2017-09-30')).toBe(2017)
    expect(federalFiscalYear(null)).toBeNull()
  })
})

describe('the NSF Award Search connector, through SourceHttp and the fake', () => {
  let database: Database
  beforeAll(async () => {
    database = (await openTestDatabase()).database
  })
  afterAll(async () => {
    await database.close()
  })

  const harness = () => {
    const h = createSourceHarness({
      db: database.db,
      mount: 'nsfawards',
      fake: createNsfAwardsFake(),
      env: { NSF_AWARDS_BASE_URL: `${HARNESS_ORIGIN}/nsfawards` },
    })
    return { ...h, connector: createNsfAwardsConnector(h.deps) }
  }

  it('asks awards.json by keyword with a 1-based offset of pages of 25', async () => {
    const { connector, calls } = harness()
    const first = await connector.searchAwards({ keywords: 'coral heat', piName: 'Marin' })
    expect(first.projects.map((project) => project.id)).toEqual(['1900001', '1900002', '1900003'])
    const params = calls[0]?.url.searchParams
    expect(calls[0]?.url.pathname).toBe('/nsfawards/awards.json')
    expect([params?.get('keyword'), params?.get('offset'), params?.get('pdPIName')]).toEqual([
      'coral heat',
      '1',
      'Marin',
    ])
    expect(params?.get('printFields')?.split(',')).toEqual(
      expect.arrayContaining(['abstractText', 'estimatedTotalAmt']),
    )
    await connector.searchAwards({ keywords: 'coral heat', page: 3 })
    expect(calls[1]?.url.searchParams.get('offset')).toBe('51')
  })

  it('finds nothing for a keyword that matches nothing', async () => {
    const { connector } = harness()
    expect(await connector.searchAwards({ keywords: 'no-results' })).toEqual({ projects: [], total: null })
  })

  it('reports the error-with-200 and does not repeat it from the cache', async () => {
    const { connector, calls } = harness()
    await expect(connector.searchAwards({ keywords: 'nsf-error once' })).rejects.toMatchObject({
      source: 'nsfawards',
      kind: 'upstream',
    })
    const cached = await database.db
      .select({ key: sourceCache.key })
      .from(sourceCache)
      .where(sql`${sourceCache.source} = 'nsfawards'`)
    expect(cached.length).toBeGreaterThan(0)
    const before = calls.length
    await expect(connector.searchAwards({ keywords: 'nsf-error once' })).rejects.toMatchObject({ kind: 'upstream' })
    expect(calls.length).toBe(before + 1)
  })
})
