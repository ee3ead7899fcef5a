import { Hono } from 'hono'
import { faultInjection, fixture, intParam } from './fault-injection'

/**
 * NCBI E-utilities for PubMed: esearch.fcgi (XML) and efetch.fcgi (PubmedArticleSet XML), from
 * server/test/fixtures/pubmed. tool, email and api_key are ignored, as the cache ignores them.
 * Any term finds the same four articles (paged by retstart/retmax); a term containing `no-results`
 * finds none; an empty term gets NCBI's <ERROR>. Failures: faultInjection (fault-injection.ts).
 */
const XML = 'text/xml; charset=UTF-8'

export function createPubMedFake(): Hono {
  const esearch = fixture('pubmed', 'esearch-default.xml')
  const esearchEmpty = fixture('pubmed', 'esearch-empty.xml')
  const esearchError = fixture('pubmed', 'esearch-error.xml')
  const efetch = fixture('pubmed', 'efetch-default.xml')
  const allIds = [...esearch.matchAll(/<Id>(\d+)<\/Id>/g)].map((match) => match[1] as string)
  const setStart = efetch.indexOf('<PubmedArticleSet>') + '<PubmedArticleSet>'.length
  const setHead = efetch.slice(0, setStart)
  const articles = new Map(
    [...efetch.matchAll(/<PubmedArticle>[\s\S]*?<\/PubmedArticle>/g)].map((match) => [
      /<PMID[^>]*>(\d+)<\/PMID>/.exec(match[0])?.[1] ?? '',
      match[0],
    ]),
  )

  return new Hono()
    .use('*', faultInjection())
    .get('/esearch.fcgi', (c) => {
      const term = c.req.query('term') ?? ''
      if (c.req.query('db') !== 'pubmed' || !term.trim()) return c.body(esearchError, 200, { 'content-type': XML })
      if (term.toLowerCase().includes('no-results')) return c.body(esearchEmpty, 200, { 'content-type': XML })
      const retstart = intParam(c.req.query('retstart'), 0)
      const retmax = intParam(c.req.query('retmax'), 20, 0, 10_000)
      const page = allIds.slice(retstart, retstart + retmax)
      const body = esearch
        .replace(/<RetMax>\d+<\/RetMax>/, `<RetMax>${page.length}</RetMax>`)
        .replace(/<RetStart>\d+<\/RetStart>/, `<RetStart>${retstart}</RetStart>`)
        .replace(
          /<IdList>[\s\S]*?<\/IdList>/,
          page.length ? `<IdList>\n${page.map((id) => `<Id>${id}</Id>\n`).join('')}</IdList>` : '<IdList/>',
        )
      return c.body(body, 200, { 'content-type': XML })
    })
    .get('/efetch.fcgi', (c) => {
      const ids = (c.req.query('id') ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean)
      if (c.req.query('db') !== 'pubmed' || !ids.length) {
        return c.body(
          '<?xml version="1.0" encoding="UTF-8" ?>\n<eFetchResult>\n\t<ERROR>Empty id list - nothing todo</ERROR>\n</eFetchResult>\n',
          200,
          { 'content-type': XML },
        )
      }
      const found = ids.map((id) => articles.get(id)).filter((article): article is string => !!article)
      return c.body(`${setHead}\n${found.join('')}</PubmedArticleSet>\n`, 200, { 'content-type': XML })
    })
}
