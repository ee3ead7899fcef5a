import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../../db/client'
import { projectRoot } from '../../../lib/paths'
import { openTestDatabase } from '../../../test/create-test-app'
import { createGrantsGovFake } from '../../../test/fakes/grants-gov.fake'
import { createSourceHarness, HARNESS_ORIGIN } from '../../../test/fakes/source-harness'
import { createGrantsGovConnector, parseGrantsGovSearch } from './grants-gov.client'

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(join(projectRoot, 'server/test/fixtures/grantsgov', name), 'utf8'))

describe('parseGrantsGovSearch', () => {
  const { opportunities, total } = parseGrantsGovSearch(fixture('search2-default.json'))

  it('maps posted and forecasted opportunities with ISO dates, agency, listings and the detail page', () => {
    expect(total).toBe(3)
    expect(opportunities[0]).toEqual({
      id: '360001',
      number: 'PAR-26-101',
      title: 'Clinical Trials to Improve Sepsis Outcomes (R01 Clinical Trial Required)',
      agency: 'National Institutes of Health',
      status: 'posted',
      openDate: '2026-10-01',
      closeDate: '2027-02-05',
      assistanceListings: ['93.837', '93.859'],
      url: 'https://www.grants.gov/search-results-detail/360001',
    })
    expect(opportunities[1]).toMatchObject({ status: 'forecasted', closeDate: null })
  })

  it('reads the older field names (agency, cfdaList) and drops closed or archived hits', () => {
    const { opportunities: hits } = parseGrantsGovSearch({
      errorcode: 0,
      data: {
        hitCount: 2,
        oppHits: [
          { id: 1, title: 'A', agency: 'NSF', oppStatus: 'posted', cfdaList: ['47.041'] },
          { id: 2, title: 'B', oppStatus: 'closed' },
        ],
      },
    })
    expect(hits).toMatchObject([{ id: '1', agency: 'NSF', assistanceListings: ['47.041'] }])
  })

  it('turns a non-zero errorcode into an upstream error, and rejects another shape', () => {
    expect(() => parseGrantsGovSearch({ errorcode: 99, msg: 'Webservice Fails', data: null })).toThrow(
      /Webservice Fails/,
    )
    expect(() => parseGrantsGovSearch({ oppHits: [] })).toThrow()
  })
})

describe('the Grants.gov connector, through SourceHttp and the fake', () => {
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
      mount: 'grantsgov',
      fake: createGrantsGovFake(),
      env: { GRANTS_GOV_BASE_URL: `${HARNESS_ORIGIN}/grantsgov` },
    })
    return { ...h, connector: createGrantsGovConnector(h.deps) }
  }

  it('POSTs search2 for posted and forecasted opportunities', async () => {
    const { connector, calls } = harness()
    const result = await connector.searchOpportunities({ keyword: 'sepsis', rows: 500, agencies: ['HHS-NIH11', 'NSF'] })
    expect(result.opportunities.map((hit) => hit.status)).toEqual(['posted', 'forecasted', 'posted'])
    expect(calls[0]?.method).toBe('POST')
    expect(calls[0]?.url.pathname).toBe('/grantsgov/v1/api/search2')
    expect(JSON.parse(calls[0]?.body ?? '{}')).toEqual({
      keyword: 'sepsis',
      oppStatuses: 'forecasted|posted',
      rows: 100,
      startRecordNum: 0,
      agencies: 'HHS-NIH11|NSF',
    })
  })

  it('finds nothing for a keyword that matches nothing', async () => {
    const { connector } = harness()
    expect(await connector.searchOpportunities({ keyword: 'no-results' })).toEqual({ opportunities: [], total: 0 })
  })

  it('reports an errorcode and does not repeat it from the cache', async () => {
    const { connector, calls } = harness()
    await expect(connector.searchOpportunities({ keyword: 'grants-error' })).rejects.toMatchObject({
      source: 'grantsgov',
      kind: 'upstream',
    })
    const before = calls.length
    await expect(connector.searchOpportunities({ keyword: 'grants-error' })).rejects.toMatchObject({ kind: 'upstream' })
    expect(calls.length).toBe(before + 1)
  })
})
