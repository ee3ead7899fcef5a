import type { BlastHit, BlastResult } from '#shared/contract/research'
import type { ConnectorDeps } from '../connector'
import { SourceError, type SourceResponse } from '../source-http'
import { asArray, asInt, asString, fetchAndRead, isObject, parseJson, upstreamError } from './connector-kit'

/**
 * NCBI BLAST through its URL API (Blast.cgi): submit (`CMD=Put`) for a request id (RID), poll its
 * SearchInfo until READY, then fetch the hits as JSON2_S. NCBI asks for `tool` and `email` on every
 * call and for one poll of a RID a minute at most, so the poll interval is a setting (BLAST_POLL_MS).
 * The wait is bounded by the caller: when it runs out the search is reported as still running.
 */

export type BlastProgram = BlastResult['program']

export type BlastQuery = { program: BlastProgram; sequence: string }

export type BlastStatus = 'WAITING' | 'READY' | 'FAILED' | 'UNKNOWN'

export type BlastOutcome =
  | { status: 'done'; result: BlastResult }
  | { status: 'running'; rid: string; url: string; program: BlastProgram; database: string }

export type BlastConnector = {
  readonly id: 'blast'
  readonly name: string
  submit(query: BlastQuery): Promise<{ rid: string; rtoeSeconds: number | null }>
  status(rid: string): Promise<{ status: BlastStatus; thereAreHits: boolean | null }>
  hits(rid: string): Promise<BlastHit[]>
  /** submits, polls every `pollMs` until READY or `signal` aborts, and fetches the hits */
  search(query: BlastQuery, options?: { signal?: AbortSignal }): Promise<BlastOutcome>
}

export const BLAST_DATABASES: Record<BlastProgram, string> = { blastn: 'nt', blastp: 'nr' }
export const MAX_BLAST_HITS = 10
const NCBI_BLAST_PAGE = 'https://blast.ncbi.nlm.nih.gov/Blast.cgi'

export const blastResultsUrl = (rid: string) => `${NCBI_BLAST_PAGE}?CMD=Get&RID=${encodeURIComponent(rid)}`

function qBlastInfo(html: string): Map<string, string> {
  const fields = new Map<string, string>()
  for (const block of html.matchAll(/QBlastInfoBegin([\s\S]*?)QBlastInfoEnd/g))
    for (const line of (block[1] ?? '').split('\n')) {
      const match = /^\s*([A-Za-z]+)\s*=\s*(\S.*?)\s*$/.exec(line)
      if (match?.[1] && match[2] !== undefined) fields.set(match[1], match[2])
    }
  return fields
}

/** The RID and estimated seconds to completion of a submission page. */
export function parseBlastSubmission(html: string): { rid: string; rtoeSeconds: number | null } {
  const info = qBlastInfo(html)
  const rid = info.get('RID')
  if (!rid || !/^[A-Z0-9-]+$/i.test(rid)) throw new Error('no RID in the submission page')
  return { rid, rtoeSeconds: asInt(info.get('RTOE')) }
}

/** The status (and, when READY, whether there are hits) of a SearchInfo page. */
export function parseBlastStatus(html: string): { status: BlastStatus; thereAreHits: boolean | null } {
  const info = qBlastInfo(html)
  const status = info.get('Status')
  if (status !== 'WAITING' && status !== 'READY' && status !== 'FAILED' && status !== 'UNKNOWN')
    throw new Error('no Status in the search info page')
  const hits = info.get('ThereAreHits')
  return { status, thereAreHits: hits === 'yes' ? true : hits === 'no' ? false : null }
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits

/** The hits of a JSON2_S report, each with its best (first) HSP, at most MAX_BLAST_HITS. */
export function parseBlastHits(json: unknown): BlastHit[] {
  if (!isObject(json)) throw new Error('expected {BlastOutput2}')
  const first = asArray(json.BlastOutput2).filter(isObject)[0]
  const report = isObject(first?.report) ? first.report : null
  const results = report && isObject(report.results) ? report.results : null
  const search = results && isObject(results.search) ? results.search : null
  if (!search) throw new Error('expected BlastOutput2[0].report.results.search')
  const hits: BlastHit[] = []
  for (const hit of asArray(search.hits).filter(isObject)) {
    const description = asArray(hit.description).filter(isObject)[0]
    const hsp = asArray(hit.hsps).filter(isObject)[0]
    const accession = asString(description?.accession)
    if (!description || !hsp || !accession) continue
    const identity = typeof hsp.identity === 'number' ? hsp.identity : null
    const alignLength = asInt(hsp.align_len)
    const evalue = typeof hsp.evalue === 'number' ? hsp.evalue : null
    if (identity === null || !alignLength || evalue === null) continue
    hits.push({
      accession,
      description: asString(description.title) ?? accession,
      organism: asString(description.sciname),
      identity: round((identity / alignLength) * 100, 1),
      evalue,
      bitScore: typeof hsp.bit_score === 'number' ? round(hsp.bit_score, 1) : 0,
      alignLength,
      url: `https://www.ncbi.nlm.nih.gov/nuccore/${encodeURIComponent(accession)}`,
    })
    if (hits.length === MAX_BLAST_HITS) break
  }
  return hits
}

const recordUrl = (program: BlastProgram, accession: string) =>
  `https://www.ncbi.nlm.nih.gov/${program === 'blastp' ? 'protein' : 'nuccore'}/${encodeURIComponent(accession)}`

/** Resolves after `ms`, or at once when `signal` aborts; never keeps the process alive. */
function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) {
      resolve()
      return
    }
    const done = () => {
      clearTimeout(timer)
      signal?.removeEventListener('abort', done)
      resolve()
    }
    const timer = setTimeout(done, ms)
    timer.unref()
    signal?.addEventListener('abort', done, { once: true })
  })
}

export function createBlastConnector({ http, env }: ConnectorDeps): BlastConnector {
  const base = env.BLAST_BASE_URL
  const pollMs = env.BLAST_POLL_MS
  const identity = () => {
    const params = new URLSearchParams({ tool: 'lodestar' })
    if (env.SOURCES_CONTACT_EMAIL) params.set('email', env.SOURCES_CONTACT_EMAIL)
    return params
  }
  const url = (params: Record<string, string>) => {
    const query = new URLSearchParams(params)
    for (const [name, value] of identity()) query.set(name, value)
    return `${base}?${query}`
  }
  const ok = (response: SourceResponse) => {
    if (response.status !== 200) throw upstreamError('blast', response, undefined, 'BLAST')
  }

  const connector: BlastConnector = {
    id: 'blast',
    name: 'BLAST',
    submit: ({ program, sequence }) =>
      fetchAndRead(
        http,
        {
          source: 'blast',
          url: url({ CMD: 'Put', PROGRAM: program, DATABASE: BLAST_DATABASES[program], QUERY: sequence }),
          cache: 'none',
        },
        (response) => {
          ok(response)
          return parseBlastSubmission(response.body)
        },
        'BLAST',
      ),
    status: (rid) =>
      fetchAndRead(
        http,
        { source: 'blast', url: url({ CMD: 'Get', FORMAT_OBJECT: 'SearchInfo', RID: rid }), cache: 'none' },
        (response) => {
          ok(response)
          return parseBlastStatus(response.body)
        },
        'BLAST',
      ),
    hits: (rid) =>
      fetchAndRead(
        http,
        { source: 'blast', url: url({ CMD: 'Get', RID: rid, FORMAT_TYPE: 'JSON2_S' }), cache: 'entity' },
        (response) => {
          ok(response)
          return parseBlastHits(parseJson('blast', response.body, 'BLAST'))
        },
        'BLAST',
      ),
    async search(query, { signal } = {}) {
      const database = BLAST_DATABASES[query.program]
      const { rid } = await connector.submit(query)
      const running = { status: 'running' as const, rid, url: blastResultsUrl(rid), program: query.program, database }
      for (;;) {
        await sleep(pollMs, signal)
        if (signal?.aborted) return running
        const { status, thereAreHits } = await connector.status(rid)
        if (status === 'WAITING') continue
        if (status === 'FAILED')
          throw new SourceError(
            'blast',
            'upstream',
            `BLAST search ${rid} failed at NCBI; try a shorter or cleaner sequence`,
          )
        if (status === 'UNKNOWN')
          throw new SourceError('blast', 'upstream', `BLAST search ${rid} expired or is unknown at NCBI`)
        const hits = thereAreHits === false ? [] : await connector.hits(rid)
        return {
          status: 'done',
          result: {
            program: query.program,
            database,
            rid,
            url: blastResultsUrl(rid),
            hits: hits.map((hit) => ({ ...hit, url: recordUrl(query.program, hit.accession) })),
          },
        }
      }
    },
  }
  return connector
}
