import { describe, expect, it } from 'vitest'
import { SourceError, type SourceHttp, type SourceRequest, type SourceResponse } from '../source-http'
import {
  distinct,
  fetchAndRead,
  isoDatePrefix,
  joinSections,
  normalizeDoi,
  normalizeOrcid,
  pageWindow,
  parseJson,
  typeFromPublicationTypes,
  upstreamError,
  yearIn,
} from './connector-kit'

describe('identifier normalisation', () => {
  it.each([
    ['10.1186/S40168-024-01855-X', '10.1186/s40168-024-01855-x'],
    ['https://doi.org/10.1016/S0140-6736(24)02600-X', '10.1016/s0140-6736(24)02600-x'],
    ['http://dx.doi.org/10.1103/PhysRevE.86.041110', '10.1103/physreve.86.041110'],
    ['doi: 10.1000/xyz ', '10.1000/xyz'],
  ])('normalizeDoi(%s)', (raw, doi) => {
    expect(normalizeDoi(raw)).toBe(doi)
  })

  it('rejects what is not a DOI', () => {
    for (const raw of ['', 'S0163-7258(23)00190-4', '11.1000/x', null, 42]) expect(normalizeDoi(raw)).toBeUndefined()
  })

  it('normalises ORCIDs from URLs and digit runs', () => {
    expect(normalizeOrcid('https://orcid.org/0000-0001-5109-374X')).toBe('0000-0001-5109-374X')
    expect(normalizeOrcid('000000015109374x')).toBe('0000-0001-5109-374X')
    expect(normalizeOrcid('0000-0001')).toBeUndefined()
  })
})

describe('dates', () => {
  it('finds the year in free-text dates', () => {
    expect(yearIn('1998 Dec-1999 Jan')).toBe(1998)
    expect(yearIn('Spring 2023')).toBe(2023)
    expect(yearIn(2021)).toBe(2021)
    expect(yearIn('12345')).toBeNull()
    expect(yearIn('')).toBeNull()
  })

  it('keeps the precision an ISO date has', () => {
    expect(isoDatePrefix('2024-07-22T00:00:00')).toBe('2024-07-22')
    expect(isoDatePrefix('2024-07')).toBe('2024-07')
    expect(isoDatePrefix('2021')).toBe('2021')
    expect(isoDatePrefix('July 2021')).toBeNull()
  })
})

describe('helpers', () => {
  it('distinct keeps the first spelling, case-insensitively, dropping blanks', () => {
    expect(distinct(['Cancer', 'cancer', ' ', null, 'MRI', undefined, 'Mri '])).toEqual(['Cancer', 'MRI'])
  })

  it('joins labelled sections into a plain abstract', () => {
    expect(
      joinSections([
        { label: 'AIMS', text: 'a.' },
        { label: null, text: 'b.' },
        { label: 'X', text: '' },
      ]),
    ).toBe('AIMS: a. b.')
    expect(joinSections([])).toBeNull()
  })

  it('maps publication types to a work type, most specific first', () => {
    expect(typeFromPublicationTypes(['Journal Article', 'Preprint'])).toBe('preprint')
    expect(typeFromPublicationTypes(['Journal Article', 'Systematic Review'])).toBe('review')
    expect(typeFromPublicationTypes(['Published Erratum', 'correction'])).toBe('erratum')
    expect(typeFromPublicationTypes(['Comment', 'Letter'])).toBe('letter')
    expect(typeFromPublicationTypes(['Journal Article', 'Randomized Controlled Trial'])).toBe('article')
    expect(typeFromPublicationTypes([])).toBe('article')
  })

  it('pageWindow covers offset..offset+limit with one page', () => {
    expect(pageWindow(0, 10, 100)).toEqual({ page: 1, perPage: 10, skip: 0 })
    expect(pageWindow(20, 10, 100)).toEqual({ page: 3, perPage: 10, skip: 0 })
    expect(pageWindow(5, 10, 100)).toEqual({ page: 1, perPage: 15, skip: 5 })
    expect(pageWindow(0, 500, 100)).toEqual({ page: 1, perPage: 100, skip: 0 })
  })

  it('parseJson turns invalid JSON into a bad_response SourceError', () => {
    expect(() => parseJson('core', '{"a":')).toThrow(SourceError)
    expect(() => parseJson('core', '{"a":')).toThrow(expect.objectContaining({ kind: 'bad_response' }))
  })

  it('messages name the source by its id, or by the display name a connector gives', () => {
    expect(() => parseJson('openalex', '{')).toThrow('openalex sent a response that is not valid JSON')
    expect(() => parseJson('openalex', '{', 'OpenAlex')).toThrow('OpenAlex sent a response that is not valid JSON')
    const teapot = { status: 418, contentType: 'text/plain', body: '', fromCache: false, url: 'https://x.test/' }
    expect(upstreamError('crossref', teapot).message).toBe('crossref answered 418')
    expect(upstreamError('crossref', teapot, 'short and stout', 'Crossref').message).toBe(
      'Crossref answered 418: short and stout',
    )
  })
})

describe('fetchAndRead', () => {
  const fakeHttp = (answers: SourceResponse[]) => {
    const requests: SourceRequest[] = []
    const http: SourceHttp = {
      circuitOf: () => 'closed',
      fetch: async (request) => {
        requests.push(request)
        const answer = answers.shift()
        if (!answer) throw new Error('no more answers')
        return answer
      },
    }
    return { http, requests }
  }
  const response = (body: string, fromCache: boolean): SourceResponse => ({
    status: 200,
    contentType: 'application/json',
    body,
    fromCache,
    url: 'https://x.test/',
  })
  const read = (r: SourceResponse) => JSON.parse(r.body) as unknown
  const request: SourceRequest = { source: 'core', url: 'https://x.test/search', cache: 'search' }

  it('reads a good answer', async () => {
    const { http } = fakeHttp([response('{"ok":1}', false)])
    expect(await fetchAndRead(http, request, read)).toEqual({ ok: 1 })
  })

  it('turns an unreadable fresh answer into bad_response without asking again', async () => {
    const { http, requests } = fakeHttp([response('{"tru', false)])
    await expect(fetchAndRead(http, request, read)).rejects.toMatchObject({
      source: 'core',
      kind: 'bad_response',
      status: 200,
    })
    expect(requests).toHaveLength(1)
  })

  it('asks again past the cache when a cached answer is unreadable', async () => {
    const { http, requests } = fakeHttp([response('{"tru', true), response('{"ok":2}', false)])
    expect(await fetchAndRead(http, request, read)).toEqual({ ok: 2 })
    expect(requests.map((r) => [r.cache, r.skipCacheRead ?? false])).toEqual([
      ['search', false],
      ['search', true],
    ])
  })

  it('lets SourceErrors the reader throws through unchanged', async () => {
    const { http } = fakeHttp([response('{}', true)])
    const upstream = new SourceError('core', 'upstream', 'core answered 502', 502)
    await expect(
      fetchAndRead(http, request, () => {
        throw upstream
      }),
    ).rejects.toBe(upstream)
  })
})
