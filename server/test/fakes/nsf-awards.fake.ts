import { Hono } from 'hono'
import { faultInjection, fixture, intParam, JSON_FAULT_ANSWERS } from './fault-injection'

/**
 * The NSF Award Search API `GET /awards.json` from server/test/fixtures/nsfawards (written in the recorded format:
 * `{"response":{"award":[…]}}`, string values, MM/DD/YYYY dates). Any keyword finds the same three awards, 25 a
 * page from the 1-based `offset`; a keyword with `no-results` finds nothing (`award: []`); `nsf-error` gets NSF's
 * error-with-200 (`serviceNotification`, code AwardAPI-004). Failures: faultInjection (fault-injection.ts).
 */
const JSON_TYPE = 'application/json;charset=UTF-8'
const PAGE = 25

export function createNsfAwardsFake(): Hono {
  const awards = fixture('nsfawards', 'awards-default.json')
  const error = fixture('nsfawards', 'awards-error.json')

  return new Hono().use('*', faultInjection(JSON_FAULT_ANSWERS)).get('/awards.json', (c) => {
    const keyword = (c.req.query('keyword') ?? '').toLowerCase()
    if (keyword.includes('nsf-error')) return c.body(error, 200, { 'content-type': JSON_TYPE })
    const answer = JSON.parse(awards) as { response: { award: unknown[] } }
    if (keyword.includes('no-results')) answer.response.award = []
    const offset = intParam(c.req.query('offset'), 1, 1)
    answer.response.award = answer.response.award.slice(offset - 1, offset - 1 + PAGE)
    return c.body(JSON.stringify(answer), 200, { 'content-type': JSON_TYPE })
  })
}
