import { Hono } from 'hono'
import { faultInjection, fixture, intParam, JSON_FAULT_ANSWERS } from './fault-injection'

/**
 * The Federal Register API `GET /documents.json` from server/test/fixtures/federalregister (written
 * from the API's documented format; no recording exists). Any conditions[term] finds the same three
 * documents (a rule, a proposed rule, a presidential document), paged by per_page/page; a term with
 * `advisory` finds a notice; `no-results` finds nothing (no results[] at all, as the API answers).
 * Failures: faultInjection (fault-injection.ts).
 */
const JSON_TYPE = 'application/json; charset=utf-8'

type DocumentsAnswer = { count: number; total_pages: number; results?: unknown[] }

export function createFederalRegisterFake(): Hono {
  const documents = fixture('federalregister', 'documents-default.json')
  const notice = fixture('federalregister', 'documents-notice.json')
  const none = fixture('federalregister', 'documents-empty.json')

  return new Hono().use('*', faultInjection(JSON_FAULT_ANSWERS)).get('/documents.json', (c) => {
    const term = c.req.query('conditions[term]') ?? ''
    const lower = term.toLowerCase()
    if (lower.includes('no-results')) return c.body(none, 200, { 'content-type': JSON_TYPE })
    const answer = JSON.parse(lower.includes('advisory') ? notice : documents) as DocumentsAnswer
    const perPage = intParam(c.req.query('per_page'), 20, 1, 1000)
    const page = intParam(c.req.query('page'), 1, 1)
    answer.results = (answer.results ?? []).slice((page - 1) * perPage, page * perPage)
    answer.total_pages = Math.ceil(answer.count / perPage)
    return c.body(JSON.stringify(answer), 200, { 'content-type': JSON_TYPE })
  })
}
