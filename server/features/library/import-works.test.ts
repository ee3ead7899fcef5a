import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatProgress, formatSummary, importWorkFiles, type ImportProgress } from '../../../scripts/import-works'
import type { Database } from '../../db/client'
import { openTestDatabase } from '../../test/create-test-app'
import { countLibraryWorks, searchLibrary } from './library.service'

const arxiv = (n: number, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    id: `arXiv:2512.0${1000 + n}`,
    arxiv_id: `2512.0${1000 + n}`,
    doi: `10.48550/arXiv.2512.0${1000 + n}`,
    title: `Import test preprint ${n} about kangaroo locomotion`,
    abstract: `Abstract number ${n}.`,
    authors: ['Importer One'],
    year: 2025,
    announced_date: '2025-12-03',
    venue: 'arXiv',
    categories: ['cs.RO'],
    comment: null,
    url: `https://arxiv.org/abs/2512.0${1000 + n}`,
    pdf_url: `https://arxiv.org/pdf/2512.0${1000 + n}`,
    ...extra,
  })

const openalex = (n: number) =>
  JSON.stringify({
    id: `https://openalex.org/W90000${n}`,
    doi: `10.7777/import.${n}`,
    title: `Import test article ${n} on wombat burrows`,
    abstract: null,
    authors: ['Importer Two', 'Importer Three'],
    year: 2001,
    publication_date: '2001-02-03',
    venue: 'Journal of Imports',
    type: 'journal-article',
    concepts: ['Zoology'],
    url: `https://doi.org/10.7777/import.${n}`,
    cited_by_count: n * 10,
  })

const normalised = JSON.stringify({
  ids: { pmid: '30000001' },
  title: 'Import test work in Lodestar format',
  abstract: 'About platypus venom.',
  abstractSections: [],
  authors: [{ name: 'Importer Four', affiliations: [] }],
  year: 2018,
  publicationDate: '2018',
  venue: null,
  type: 'article',
  citationCount: 4,
  url: null,
  openAccessUrl: null,
  topics: [],
  sources: ['pubmed'],
})

let database: Database
let drop: () => Promise<void>
let dir: string

beforeAll(async () => {
  const opened = await openTestDatabase()
  database = opened.database
  drop = opened.drop
  dir = mkdtempSync(join(tmpdir(), 'lodestar-import-test-'))
})

afterAll(async () => {
  await database.close()
  await drop()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

describe('importWorkFiles', () => {
  it('imports a gzip file in batches, counting and reporting bad lines', async () => {
    const lines = [
      arxiv(1), // 1
      arxiv(2), // 2
      '', // 3: blank, not a record
      '{"id": "arXiv:2512.0', // 4: truncated JSON
      openalex(1), // 5
      '{"something": "else"}', // 6: unknown format
      arxiv(3), // 7
      arxiv(1, { abstract: 'A longer abstract for number 1, seen again later in the file.' }), // 8: same id as line 1
      normalised, // 9
      openalex(2), // 10
      JSON.stringify({ ...JSON.parse(openalex(3)), title: '' }), // 11: no title
      '[]', // 12
    ]
    const file = join(dir, 'works.jsonl.gz')
    writeFileSync(file, gzipSync(`${lines.join('\n')}\n`))

    const progress: ImportProgress[] = []
    const summary = await importWorkFiles(database.db, [file], { batchSize: 2, onProgress: (p) => progress.push(p) })

    expect(summary).toMatchObject({
      read: 11,
      imported: 7,
      skipped: 4,
      skipReasons: { 'invalid JSON': 1, 'unknown record format': 1, 'missing title': 1, 'not a JSON object': 1 },
      interrupted: false,
    })
    // 7 valid records, 6 distinct works: the second arxiv(1) merges into the first
    expect(summary.inserted + summary.updated + summary.duplicates).toBe(7)
    expect(summary.inserted).toBe(6)
    expect(summary.badLines.map((bad) => [bad.line, bad.reason])).toEqual([
      [4, 'invalid JSON'],
      [6, 'unknown record format'],
      [11, 'missing title'],
      [12, 'not a JSON object'],
    ])
    expect(await countLibraryWorks(database.db)).toBe(6)

    const kangaroos = await searchLibrary(database.db, { query: 'kangaroo locomotion', limit: 10 })
    expect(kangaroos.total).toBe(3)
    const first = kangaroos.works.find((work) => work.ids.arxiv === '2512.01001')
    expect(first?.abstract).toBe('A longer abstract for number 1, seen again later in the file.')
    const wombats = await searchLibrary(database.db, { query: 'wombat', limit: 10 })
    expect(wombats.works.map((work) => work.citationCount)).toEqual([20, 10])

    expect(progress.length).toBeGreaterThan(0)
    const last = progress.at(-1)!
    expect(last.bytesRead).toBe(last.totalBytes)
    expect(last.records).toBe(11)
    expect(formatSummary(summary)).toContain('records read: 11')
  })

  it('reads plain .jsonl, keeps only the first five bad lines, and merges with what is there', async () => {
    const lines = [openalex(1), ...Array.from({ length: 7 }, (_, i) => `not json ${i}`), openalex(4)]
    const file = join(dir, 'more.jsonl')
    writeFileSync(file, lines.join('\r\n'))
    const before = await countLibraryWorks(database.db)
    const summary = await importWorkFiles(database.db, [file])
    expect(summary).toMatchObject({
      read: 9,
      imported: 2,
      inserted: 1,
      updated: 1,
      skipped: 7,
      skipReasons: { 'invalid JSON': 7 },
    })
    expect(summary.badLines.map((bad) => bad.line)).toEqual([2, 3, 4, 5, 6])
    expect(await countLibraryWorks(database.db)).toBe(before + 1)
  })

  it('survives a truncated gzip file, keeping what it could read', async () => {
    const whole = gzipSync(`${Array.from({ length: 400 }, (_, i) => arxiv(100 + i)).join('\n')}\n`)
    const file = join(dir, 'truncated.jsonl.gz')
    writeFileSync(file, whole.subarray(0, Math.floor(whole.length * 0.6)))
    const summary = await importWorkFiles(database.db, [file], { batchSize: 50 })
    expect(summary.skipReasons['unreadable file']).toBe(1)
    expect(summary.badLines.at(-1)?.reason).toBe('unreadable file')
    expect(summary.imported).toBeGreaterThan(0)
    expect(summary.imported).toBeLessThan(400)
  })

  it('stops between batches when asked', async () => {
    const file = join(dir, 'stop.jsonl')
    writeFileSync(file, Array.from({ length: 30 }, (_, i) => arxiv(600 + i)).join('\n'))
    const summary = await importWorkFiles(database.db, [file], { batchSize: 10, shouldStop: () => true })
    expect(summary).toMatchObject({ interrupted: true, imported: 10 })
  })
})

describe('formatProgress', () => {
  it('shows bar, percentage, bytes, records, rate and ETA', () => {
    const line = formatProgress(
      { file: 'x', bytesRead: 5 * 1_048_576, totalBytes: 20 * 1_048_576, records: 1000, elapsedMs: 2000 },
      20,
    )
    expect(line).toBe('[#####...............]  25.0%  5.0 MB / 20.0 MB  1,000 records  500/s  ETA 0:06')
  })
})
