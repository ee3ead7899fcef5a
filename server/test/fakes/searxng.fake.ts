import { Hono } from 'hono'
import { faultInjection, fixture, intParam, JSON_FAULT_ANSWERS } from './fault-injection'

/**
 * A SearXNG instance's `GET /search?format=json` from server/test/fixtures/searxng. Without
 * format=json it answers 403, as an instance that has not enabled JSON does. Any q finds the same
 * page of results on pageno 1 and nothing after; a q containing `no-results` finds nothing.
 * Failures: faultInjection (fault-injection.ts).
 */
const JSON_TYPE = 'application/json'

export function createSearxngFake(): Hono {
  const results = fixture('searxng', 'search-default.json')
  const none = fixture('searxng', 'search-empty.json')

  return new Hono().use('*', faultInjection(JSON_FAULT_ANSWERS)).get('/search', (c) => {
    if (c.req.query('format') !== 'json')
      return c.body('<html><body><h1>403 Forbidden</h1></body></html>', 403, {
        'content-type': 'text/html; charset=utf-8',
      })
    const q = c.req.query('q') ?? ''
    const answer = JSON.parse(
      q.toLowerCase().includes('no-results') || intParam(c.req.query('pageno'), 1, 1) > 1 ? none : results,
    ) as { query: string }
    answer.query = q
    return c.body(JSON.stringify(answer), 200, { 'content-type': JSON_TYPE })
  })
}
