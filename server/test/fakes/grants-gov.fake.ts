import { Hono } from 'hono'
import { faultInjection, fixture, JSON_FAULT_ANSWERS } from './fault-injection'

/**
 * Grants.gov `POST /v1/api/search2` from server/test/fixtures/grantsgov, written from the API's documentation (no
 * recorded answer exists): `{errorcode, msg, token, data: {hitCount, startRecord, oppHits}}`. Any keyword finds two
 * posted and one forecasted opportunity, filtered by the body's `oppStatuses` and cut to `rows`; `no-results` finds
 * nothing; `grants-error` gets a non-zero errorcode with HTTP 200. Failures: faultInjection (reads the JSON body).
 */
const JSON_TYPE = 'application/json'

type SearchBody = { keyword?: string; oppStatuses?: string; rows?: number; startRecordNum?: number }

export function createGrantsGovFake(): Hono {
  const search = fixture('grantsgov', 'search2-default.json')

  return new Hono().use('*', faultInjection(JSON_FAULT_ANSWERS)).post('/v1/api/search2', async (c) => {
    const body = await c.req.json<SearchBody>().catch(() => null)
    if (!body) return c.json({ errorcode: 1, msg: 'Invalid request', token: '', data: null }, 200)
    const keyword = (body.keyword ?? '').toLowerCase()
    if (keyword.includes('grants-error')) {
      return c.json({ errorcode: 99, msg: 'Webservice Fails: internal error', token: '', data: null }, 200)
    }
    const answer = JSON.parse(search) as { data: { hitCount: number; oppHits: { oppStatus: string }[] } }
    const statuses = new Set((body.oppStatuses ?? 'forecasted|posted').split('|'))
    let hits = answer.data.oppHits.filter((hit) => statuses.has(hit.oppStatus))
    if (keyword.includes('no-results')) hits = []
    answer.data.hitCount = hits.length
    const start = Math.max(0, Math.trunc(body.startRecordNum ?? 0))
    answer.data.oppHits = hits.slice(start, start + Math.max(1, Math.trunc(body.rows ?? 25)))
    return c.body(JSON.stringify(answer), 200, { 'content-type': JSON_TYPE })
  })
}
