import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../../db/client'
import { openTestDatabase } from '../../../test/create-test-app'
import { createEuropePmcFake } from '../../../test/fakes/europepmc.fake'
import { createSourceHarness, HARNESS_ORIGIN } from '../../../test/fakes/source-harness'
import { createEuropePmcConnector } from './europepmc.client'

describe('the Europe PMC connector, through SourceHttp and the fake', () => {
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
      mount: 'europepmc',
      fake: createEuropePmcFake(),
      env: { EUROPEPMC_BASE_URL: `${HARNESS_ORIGIN}/europepmc` },
    })
    return { ...h, connector: createEuropePmcConnector(h.deps) }
  }

  it('searches with format=json, resultType=core and the first cursor', async () => {
    const { connector, calls } = harness()
    const result = await connector.searchWorks({ query: 'antimicrobial resistance', limit: 2 })
    expect(result).toMatchObject({ source: 'europepmc', total: 3 })
    expect(result.works.map((work) => work.title.slice(0, 20))).toEqual([
      'Carbapenem-resistant',
      'Wastewater surveilla',
    ])
    expect(calls[0]?.url.pathname).toBe('/europepmc/search')
    expect(Object.fromEntries(calls[0]?.url.searchParams ?? [])).toEqual({
      query: 'antimicrobial resistance',
      format: 'json',
      resultType: 'core',
      pageSize: '2',
      cursorMark: '*',
    })
  })

  it('serves an offset by asking for offset + limit and slicing', async () => {
    const { connector, calls } = harness()
    const result = await connector.searchWorks({ query: 'offset please', limit: 2, offset: 1 })
    expect(calls[0]?.url.searchParams.get('pageSize')).toBe('3')
    expect(result.works.map((work) => work.ids.pmid ?? work.ids.doi)).toEqual([
      '10.1101/2025.08.14.25333512',
      '38990011',
    ])
  })

  it('adds a publication-year range to the query', async () => {
    const { connector, calls } = harness()
    await connector.searchWorks({ query: 'stewardship', limit: 1, fromYear: 2020, toYear: 2024 })
    expect(calls[0]?.url.searchParams.get('query')).toBe('(stewardship) AND (PUB_YEAR:[2020 TO 2024])')
  })

  it('returns no works for a query that matches nothing', async () => {
    const { connector } = harness()
    expect(await connector.searchWorks({ query: 'no-results', limit: 5 })).toEqual({
      source: 'europepmc',
      works: [],
      total: 0,
    })
  })
})
