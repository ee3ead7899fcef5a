import { Hono } from 'hono'
import { faultInjection, fixture, intParam, JSON_FAULT_ANSWERS } from './fault-injection'

/**
 * Europe PMC REST search (format=json) from server/test/fixtures/europepmc. Any query finds the same
 * three records (resultType=lite gets the lite fixture), cut to pageSize; a query containing
 * `no-results` finds none. A cursorMark other than `*` is past the end: no results, and the
 * cursor echoed back as nextCursorMark, as Europe PMC does. Failures: faultInjection (fault-injection.ts).
 */
const JSON_TYPE = 'application/json;charset=UTF-8'

type SearchAnswer = {
  hitCount: number
  nextCursorMark?: string
  nextPageUrl?: string
  request: Record<string, unknown>
  resultList: { result: unknown[] }
}

export function createEuropePmcFake(): Hono {
  const core = fixture('europepmc', 'search-core-default.json')
  const lite = fixture('europepmc', 'search-lite.json')
  const none = fixture('europepmc', 'search-no-results.json')

  return new Hono().use('*', faultInjection(JSON_FAULT_ANSWERS)).get('/search', (c) => {
    const query = c.req.query('query') ?? ''
    const resultType = c.req.query('resultType') ?? 'lite'
    const base = resultType === 'lite' ? lite : core
    const pageSize = intParam(c.req.query('pageSize'), 25, 1, 1000)
    const cursorMark = c.req.query('cursorMark') ?? '*'
    const answer = JSON.parse(query.toLowerCase().includes('no-results') ? none : base) as SearchAnswer
    answer.request = {
      ...answer.request,
      queryString: query,
      resultType,
      cursorMark: encodeURIComponent(cursorMark),
      pageSize,
    }
    if (cursorMark !== '*') {
      answer.resultList.result = []
      answer.nextCursorMark = cursorMark
      delete answer.nextPageUrl
    } else {
      answer.resultList.result = answer.resultList.result.slice(0, pageSize)
    }
    return c.body(JSON.stringify(answer), 200, { 'content-type': JSON_TYPE })
  })
}
