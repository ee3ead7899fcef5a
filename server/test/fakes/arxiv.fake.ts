import { Hono } from 'hono'
import { faultInjection, fixture, intParam } from './fault-injection'

/**
 * arXiv's query API (Atom) from server/test/fixtures/arxiv, in the post-2025 serialization.
 * Any search_query finds the same three entries (paged by start/max_results); one containing
 * `no-results` finds none. id_list returns the known entries among the ids; a malformed id gets
 * HTTP 400 with the Atom error feed, as arXiv sends it. Failures: faultInjection (fault-injection.ts).
 */
const ATOM = 'application/atom+xml; charset=utf-8'
const ARXIV_ID = /^((?:\d{4}\.\d{4,5})|(?:[a-z-]+(?:\.[A-Z]{2})?\/\d{7}))(v\d+)?$/i

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

export function createArxivFake(): Hono {
  const feed = fixture('arxiv', 'query-default.xml')
  const empty = fixture('arxiv', 'query-empty.xml')
  const errorFeed = fixture('arxiv', 'error-incorrect-id.xml')
  const firstEntry = feed.indexOf('<entry>')
  const head = feed.slice(0, firstEntry).replace(/\s+$/, '')
  const entries = [...feed.matchAll(/<entry>[\s\S]*?<\/entry>/g)].map((match) => ({
    id: /<id>https?:\/\/arxiv\.org\/abs\/(.+?)(v\d+)?<\/id>/.exec(match[0])?.[1] ?? '',
    xml: match[0],
  }))

  const feedOf = (list: string[], total: number, start: number) =>
    `${head
      .replace(/<opensearch:totalResults>\d+</, `<opensearch:totalResults>${total}<`)
      .replace(/<opensearch:startIndex>\d+</, `<opensearch:startIndex>${start}<`)
      .replace(
        /<opensearch:itemsPerPage>\d+</,
        `<opensearch:itemsPerPage>${list.length}<`,
      )}\n${list.map((xml) => `  ${xml}\n`).join('')}</feed>\n`

  return new Hono().use('*', faultInjection()).get('/query', (c) => {
    const searchQuery = c.req.query('search_query') ?? ''
    const idList = (c.req.query('id_list') ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean)
    const start = intParam(c.req.query('start'), 0)
    const maxResults = intParam(c.req.query('max_results'), 10, 0, 2000)
    if (idList.length) {
      const bad = idList.find((id) => !ARXIV_ID.test(id))
      if (bad) return c.body(errorFeed.replaceAll('not-an-id', escapeXml(bad)), 400, { 'content-type': ATOM })
      const wanted = new Set(idList.map((id) => id.replace(/v\d+$/, '')))
      const found = entries.filter((entry) => wanted.has(entry.id)).map((entry) => entry.xml)
      return c.body(feedOf(found.slice(start, start + maxResults), found.length, start), 200, { 'content-type': ATOM })
    }
    if (searchQuery.toLowerCase().includes('no-results')) return c.body(empty, 200, { 'content-type': ATOM })
    const page = entries.slice(start, start + maxResults).map((entry) => entry.xml)
    return c.body(feedOf(page, entries.length, start), 200, { 'content-type': ATOM })
  })
}
