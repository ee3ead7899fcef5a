import { expect, test } from 'vitest'
import { cacheKeyOf, redactUrl } from './request-key'

test('credentials and identity never reach the cache key or logs', () => {
  const url = 'https://api.openalex.org/works?search=crispr&api_key=SECRET&mailto=ops%40lodestar.dev&per_page=25'
  expect(redactUrl(url)).toBe('https://api.openalex.org/works?per_page=25&search=crispr')
  expect(cacheKeyOf('get', url)).not.toContain('SECRET')
})

test('the same query in another parameter order is the same key; another query is not', () => {
  const a = cacheKeyOf('GET', 'https://x.test/esearch.fcgi?db=pubmed&term=asthma&tool=lodestar&email=a%40b.c')
  const b = cacheKeyOf('GET', 'https://x.test/esearch.fcgi?term=asthma&db=pubmed')
  const c = cacheKeyOf('GET', 'https://x.test/esearch.fcgi?term=copd&db=pubmed')
  expect(a).toBe(b)
  expect(a).not.toBe(c)
})

test('a POST body is part of the key', () => {
  expect(cacheKeyOf('POST', 'https://x.test/search', '{"q":"a"}')).not.toBe(
    cacheKeyOf('POST', 'https://x.test/search', '{"q":"b"}'),
  )
})
