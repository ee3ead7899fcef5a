import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../../db/client'
import { projectRoot } from '../../../lib/paths'
import { openTestDatabase } from '../../../test/create-test-app'
import { createBlastFake } from '../../../test/fakes/blast.fake'
import { createSourceHarness, HARNESS_ORIGIN } from '../../../test/fakes/source-harness'
import { SourceError } from '../source-http'
import { createBlastConnector, parseBlastHits, parseBlastStatus, parseBlastSubmission } from './blast.client'

const raw = (name: string) => readFileSync(join(projectRoot, 'server/test/fixtures/blast', name), 'utf8')
const HBB = 'ATGGTGCATCTGACTCCTGAGGAGAAGTCTGCCGTTACTGCCCTGTGGGGCAAGGTGAAC'

describe('BLAST parsers', () => {
  it('reads the RID and RTOE of the submission page', () => {
    expect(parseBlastSubmission(raw('put.html').replaceAll('{{RID}}', 'ABC123XYZ013'))).toEqual({
      rid: 'ABC123XYZ013',
      rtoeSeconds: 18,
    })
    expect(() => parseBlastSubmission('<html>Error: Failed to read the Blast query</html>')).toThrow(/RID/)
  })

  it('reads the status and whether there are hits', () => {
    const page = (status: string, hits = '') =>
      raw('search-info.html').replace('{{STATUS}}', status).replace('{{HITS}}', hits)
    expect(parseBlastStatus(page('WAITING'))).toEqual({ status: 'WAITING', thereAreHits: null })
    expect(parseBlastStatus(page('READY', 'QBlastInfoBegin\n\tThereAreHits=yes\nQBlastInfoEnd'))).toEqual({
      status: 'READY',
      thereAreHits: true,
    })
    expect(parseBlastStatus(page('READY', 'QBlastInfoBegin\n\tThereAreHits=no\nQBlastInfoEnd')).thereAreHits).toBe(
      false,
    )
    expect(parseBlastStatus(page('FAILED')).status).toBe('FAILED')
    expect(() => parseBlastStatus('<html></html>')).toThrow(/Status/)
  })

  it('reads each hit with its best HSP: identity as a percent of the alignment', () => {
    const hits = parseBlastHits(JSON.parse(raw('hits-blastp.json')))
    expect(hits).toHaveLength(2)
    expect(hits[1]).toMatchObject({
      accession: 'P02070',
      description: 'RecName: Full=Hemoglobin subunit beta [Bos taurus]',
      organism: 'Bos taurus',
      identity: 76.7,
      evalue: 1.9e-6,
      bitScore: 48.1,
      alignLength: 30,
    })
    expect(() => parseBlastHits({ BlastOutput2: [] })).toThrow()
  })
})

describe('the BLAST connector, through SourceHttp and the fake', () => {
  let database: Database
  beforeAll(async () => {
    database = (await openTestDatabase()).database
  })
  afterAll(async () => {
    await database.close()
  })

  const harness = () => {
    const h = createSourceHarness({
      db: database.db,
      mount: 'blast',
      fake: createBlastFake(),
      env: { BLAST_BASE_URL: `${HARNESS_ORIGIN}/blast`, BLAST_POLL_MS: '1' },
    })
    return { ...h, connector: createBlastConnector(h.deps) }
  }

  it('submits, polls while WAITING, and fetches the hits when READY', async () => {
    const { connector, calls } = harness()
    const outcome = await connector.search({ program: 'blastn', sequence: HBB })
    expect(outcome.status).toBe('done')
    if (outcome.status !== 'done') return
    expect(outcome.result).toMatchObject({ program: 'blastn', database: 'nt', rid: expect.stringMatching(/^FAKE/) })
    expect(outcome.result.url).toBe(`https://blast.ncbi.nlm.nih.gov/Blast.cgi?CMD=Get&RID=${outcome.result.rid}`)
    expect(outcome.result.hits.map((hit) => hit.accession)).toEqual(['NM_000518', 'OR234567', 'X05224'])
    expect(outcome.result.hits[0]).toMatchObject({
      description: 'Homo sapiens hemoglobin subunit beta (HBB), mRNA',
      organism: 'Homo sapiens',
      identity: 100,
      evalue: 2.1e-22,
      alignLength: 60,
      url: 'https://www.ncbi.nlm.nih.gov/nuccore/NM_000518',
    })
    const asked = calls.map((call) => Object.fromEntries(call.url.searchParams))
    expect(asked.map((params) => params.CMD)).toEqual(['Put', 'Get', 'Get', 'Get'])
    expect(asked[0]).toMatchObject({ PROGRAM: 'blastn', DATABASE: 'nt', QUERY: HBB, tool: 'lodestar' })
    expect(asked[1]).toMatchObject({ FORMAT_OBJECT: 'SearchInfo', RID: outcome.result.rid })
    expect(asked[3]).toMatchObject({ FORMAT_TYPE: 'JSON2_S', RID: outcome.result.rid })
  })

  it('searches proteins with blastp on nr, linking hits to NCBI Protein', async () => {
    const { connector } = harness()
    const outcome = await connector.search({ program: 'blastp', sequence: 'MVHLTPEEKSAVTALWGKVNVDEVGGEALG' })
    expect(outcome.status === 'done' && outcome.result.database).toBe('nr')
    expect(outcome.status === 'done' && outcome.result.hits[0]?.url).toBe(
      'https://www.ncbi.nlm.nih.gov/protein/NP_000509',
    )
  })

  it('answers no hits without fetching a report when ThereAreHits=no', async () => {
    const { connector, calls } = harness()
    const outcome = await connector.search({ program: 'blastn', sequence: `${HBB}no-hits` })
    expect(outcome.status === 'done' && outcome.result.hits).toEqual([])
    expect(calls.some((call) => call.url.searchParams.get('FORMAT_TYPE') === 'JSON2_S')).toBe(false)
  })

  it('fails with the reason when NCBI reports the search FAILED, or the RID UNKNOWN', async () => {
    const { connector } = harness()
    await expect(connector.search({ program: 'blastn', sequence: `${HBB}status-failed` })).rejects.toThrow(
      /BLAST search FAKE\w+ failed at NCBI/,
    )
    await expect(connector.status('NEVERISSUED')).resolves.toEqual({ status: 'UNKNOWN', thereAreHits: null })
  })

  it('stops waiting when the signal aborts and reports the search as still running, with its RID', async () => {
    const { connector } = harness()
    const controller = new AbortController()
    setTimeout(() => controller.abort(), 30)
    const outcome = await connector.search(
      { program: 'blastn', sequence: `${HBB}still-waiting` },
      { signal: controller.signal },
    )
    expect(outcome).toMatchObject({ status: 'running', rid: expect.stringMatching(/^FAKE/), database: 'nt' })
  })

  it('reads a cut page as a bad response, and 429 / 500 as upstream failures', async () => {
    const { connector } = harness()
    const kindOf = async (sequence: string) => {
      try {
        await connector.submit({ program: 'blastn', sequence })
        return 'ok'
      } catch (error) {
        return error instanceof SourceError ? error.kind : 'other'
      }
    }
    expect(await kindOf(`${HBB}fail-malformed`)).toBe('bad_response')
    expect(await kindOf(`${HBB}fail-429`)).toBe('rate_limited')
    expect(await kindOf(`${HBB}fail-500`)).toBe('upstream')
    expect(await kindOf(`${HBB}fail-500-then-ok`)).toBe('ok')
  })
})
