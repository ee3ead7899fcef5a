import { randomBytes } from 'node:crypto'
import { Hono } from 'hono'
import { faultInjection, fixture, PLAIN_FAULT_ANSWERS } from './fault-injection'

/**
 * NCBI BLAST's URL API (Blast.cgi) from server/test/fixtures/blast: `CMD=Put` answers the HTML page with
 * the QBlastInfo comment (RID, RTOE); `CMD=Get&FORMAT_OBJECT=SearchInfo` answers WAITING on the first poll,
 * then READY with ThereAreHits; `CMD=Get&FORMAT_TYPE=JSON2_S` answers the report (blastn or blastp fixture).
 * Words in the query steer it: `still-waiting` (never READY), `status-failed` (FAILED), `no-hits`
 * (READY, ThereAreHits=no); an RID it never issued is UNKNOWN. Failures: faultInjection (fault-injection.ts).
 */
type Search = { program: string; query: string; polls: number }

const HTML_TYPE = 'text/html; charset=UTF-8'

export function createBlastFake(): Hono {
  const put = fixture('blast', 'put.html')
  const searchInfo = fixture('blast', 'search-info.html')
  const reports: Record<string, string> = {
    blastn: fixture('blast', 'hits-blastn.json'),
    blastp: fixture('blast', 'hits-blastp.json'),
  }
  const searches = new Map<string, Search>()

  return new Hono().use('*', faultInjection(PLAIN_FAULT_ANSWERS)).on(['GET', 'POST'], '/', async (c) => {
    const params = new URLSearchParams(new URL(c.req.url).search)
    if (c.req.method === 'POST')
      for (const [name, value] of new URLSearchParams(await c.req.text())) params.set(name, value)
    const cmd = params.get('CMD')
    if (cmd === 'Put') {
      const program = params.get('PROGRAM') ?? ''
      const query = params.get('QUERY') ?? ''
      if (!reports[program] || !params.get('DATABASE') || !query.trim())
        return c.body(
          '<html><body><p class="error">Error: Message ID#24 Error: Failed to read the Blast query</p></body></html>',
          200,
          {
            'content-type': HTML_TYPE,
          },
        )
      // Unique across fakes, as NCBI's are: a report is cached by its RID.
      const rid = `FAKE${randomBytes(4).toString('hex').toUpperCase()}013`
      searches.set(rid, { program, query, polls: 0 })
      return c.body(put.replaceAll('{{RID}}', rid).replace('{{QUERY}}', query.slice(0, 40)), 200, {
        'content-type': HTML_TYPE,
      })
    }
    if (cmd !== 'Get') return c.body('<html><body>Error: unknown CMD</body></html>', 400, { 'content-type': HTML_TYPE })
    const rid = params.get('RID') ?? ''
    const search = searches.get(rid)
    if (params.get('FORMAT_OBJECT') === 'SearchInfo') {
      if (!search)
        return c.body(searchInfo.replace('{{STATUS}}', 'UNKNOWN').replace('{{HITS}}', ''), 200, {
          'content-type': HTML_TYPE,
        })
      search.polls += 1
      const lower = search.query.toLowerCase()
      const status = lower.includes('status-failed')
        ? 'FAILED'
        : lower.includes('still-waiting') || search.polls < 2
          ? 'WAITING'
          : 'READY'
      const hits =
        status === 'READY'
          ? `<!--\nQBlastInfoBegin\n\tThereAreHits=${lower.includes('no-hits') ? 'no' : 'yes'}\nQBlastInfoEnd\n-->`
          : ''
      return c.body(searchInfo.replace('{{STATUS}}', status).replace('{{HITS}}', hits), 200, {
        'content-type': HTML_TYPE,
      })
    }
    if (params.get('FORMAT_TYPE') === 'JSON2_S') {
      if (!search) return c.body('<html><body>Error: RID not found</body></html>', 200, { 'content-type': HTML_TYPE })
      return c.body(reports[search.program] ?? '', 200, { 'content-type': 'application/json' })
    }
    return c.body('<html><body>Error: unsupported format</body></html>', 400, { 'content-type': HTML_TYPE })
  })
}
