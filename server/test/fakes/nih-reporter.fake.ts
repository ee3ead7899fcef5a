import { Hono } from 'hono'
import { faultInjection, fixture, JSON_FAULT_ANSWERS } from './fault-injection'

/**
 * NIH RePORTER v2 `POST /v2/projects/search` from server/test/fixtures/nihreporter (written in the recorded v2
 * format: `{meta, results}`, snake_case, nested `organization`, `meta.properties.URL` with one slash). Any
 * search text finds the same three projects, sliced by the body's `offset` and `limit`; `no-results` finds
 * nothing; a limit over 500 is refused with 400 as the API does. Failures: faultInjection reads the markers in the
 * JSON body.
 */
const JSON_TYPE = 'application/json; charset=utf-8'

type SearchBody = {
  criteria?: { advanced_text_search?: { search_text?: string } }
  offset?: number
  limit?: number
}

export function createNihReporterFake(): Hono {
  const projects = fixture('nihreporter', 'projects-default.json')

  return new Hono().use('*', faultInjection(JSON_FAULT_ANSWERS)).post('/v2/projects/search', async (c) => {
    let body: SearchBody
    try {
      body = await c.req.json<SearchBody>()
    } catch {
      return c.json({ error: 'invalid JSON' }, 400)
    }
    const offset = Math.max(0, Math.trunc(body.offset ?? 0))
    const limit = Math.trunc(body.limit ?? 50)
    if (limit < 1 || limit > 500) return c.json(['limit must be between 1 and 500'], 400)
    const answer = JSON.parse(projects) as { meta: Record<string, unknown>; results: unknown[] }
    const text = (body.criteria?.advanced_text_search?.search_text ?? '').toLowerCase()
    if (text.includes('no-results')) answer.results = []
    answer.meta.total = answer.results.length
    answer.meta.offset = offset
    answer.meta.limit = limit
    answer.results = answer.results.slice(offset, offset + limit)
    return c.body(JSON.stringify(answer), 200, { 'content-type': JSON_TYPE })
  })
}
