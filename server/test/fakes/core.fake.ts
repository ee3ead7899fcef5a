import { Hono, type Context } from 'hono'
import { faultInjection, fixture, intParam, JSON_FAULT_ANSWERS } from './fault-injection'

/**
 * CORE API v3 `GET /search/works` from server/test/fixtures/core. Needs `Authorization: Bearer <key>`
 * (any key; none → 401). Any q finds the same three works, paged by offset/limit; a q containing
 * `no-results` finds none. Failures: faultInjection (fault-injection.ts).
 */
const JSON_TYPE = 'application/json'

type SearchAnswer = { totalHits: number; limit: number; offset: number; results: unknown[] }

export function createCoreFake(): Hono {
  const works = fixture('core', 'search-works-default.json')
  const none = fixture('core', 'search-works-empty.json')
  const unauthorized = fixture('core', 'unauthorized.json')

  const search = (c: Context) => {
    if (!/^Bearer \S+/.test(c.req.header('authorization') ?? ''))
      return c.body(unauthorized, 401, { 'content-type': JSON_TYPE })
    const q = c.req.query('q') ?? ''
    const limit = intParam(c.req.query('limit'), 10, 1, 100)
    const offset = intParam(c.req.query('offset'), 0)
    const answer = JSON.parse(q.toLowerCase().includes('no-results') ? none : works) as SearchAnswer
    answer.results = answer.results.slice(offset, offset + limit)
    answer.limit = limit
    answer.offset = offset
    return c.body(JSON.stringify(answer), 200, { 'content-type': JSON_TYPE })
  }

  return new Hono()
    .use('*', faultInjection(JSON_FAULT_ANSWERS))
    .get('/search/works', search)
    .get('/search/works/', search)
}
