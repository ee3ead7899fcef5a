/**
 * The research engine's evidence brief on real recordings and on the first corpus lines (part of
 * `npm run test:real-data`): every quoted sentence is verbatim from the abstract it cites, is quoted once,
 * and is neither a fragment, a section label nor boilerplate. Absent shared data skips, as the main suite says.
 */
import { createReadStream, existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { createInterface } from 'node:readline'
import { createGunzip } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import type { Work } from '#shared/contract/sources'
import { parseCorpusLine } from '../features/library'
import { buildEvidenceBrief, rankRelevantWorks, resolveCitations } from '../features/research'
import { parseEuropePmcSearch, parseOpenAlexWorksList, parsePubMedArticleSet } from '../features/sources'
import { projectRoot } from '../lib/paths'

const SUITE_ENABLED = process.env.LODESTAR_REAL_DATA_SUITE === '1'
const scholarly = join(resolve(process.env.SHARED_DATA_DIR || join(projectRoot, '..', 'shared', 'data')), 'scholarly')
const recording = (path: string): string => readFileSync(join(scholarly, 'fixtures', path), 'utf8')

async function corpusHead(file: string, count: number): Promise<Work[]> {
  const works: Work[] = []
  const lines = createInterface({ input: createReadStream(join(scholarly, 'corpus', file)).pipe(createGunzip()) })
  for await (const line of lines) {
    const parsed = parseCorpusLine(line)
    if (parsed?.ok) works.push(parsed.work)
    if (works.length >= count) break
  }
  lines.close()
  return works
}

function expectReadableBrief(question: string, works: readonly Work[]): void {
  const brief = buildEvidenceBrief(question, rankRelevantWorks(question, works))
  expect(brief.sentences.length).toBeGreaterThan(2)
  const texts = brief.sentences.map((sentence) => sentence.text)
  expect(new Set(texts).size).toBe(texts.length)
  for (const sentence of brief.sentences) {
    const reference = brief.references.find((entry) => entry.n === sentence.citations[0])
    expect(reference?.work.abstract).toContain(sentence.text)
    expect(sentence.text).toMatch(/^[\p{Lu}\d"“(]/u)
    expect(sentence.text).toMatch(/[.!)\]"”]$/)
    expect(sentence.text).not.toMatch(/^(background|methods?|results?|conclusions?|objectives?)\s*:/i)
    expect(sentence.text).not.toMatch(/©|copyright|all rights reserved/i)
  }
  expect(resolveCitations(brief.markdown, brief.references.length).unresolved).toEqual([])
}

describe.skipIf(!SUITE_ENABLED || !existsSync(join(scholarly, 'fixtures')))('evidence brief on real data', () => {
  it('Europe PMC (structured abstracts)', () => {
    const works = parseEuropePmcSearch(JSON.parse(recording('europepmc/search-cancer-core.json'))).works
    expectReadableBrief('How is cancer cachexia diagnosed and treated?', works)
  })

  it('OpenAlex (abstracts rebuilt from the inverted index)', () => {
    const works = parseOpenAlexWorksList(JSON.parse(recording('openalex/works-search-machine-learning.json'))).works
    expectReadableBrief('How is machine learning used in practice?', works)
  })

  it('PubMed efetch', () => {
    const works = parsePubMedArticleSet(recording('pubmed/efetch-pubmed-12091962-9997-rettype-abstract.xml'))
    const brief = buildEvidenceBrief(works[0]?.title ?? '', rankRelevantWorks(works[0]?.title ?? '', works))
    for (const sentence of brief.sentences)
      expect(works.some((work) => work.abstract?.includes(sentence.text))).toBe(true)
  })

  it('the arXiv corpus', async () => {
    const works = await corpusHead('arxiv-cs-2025-10_2026-07.jsonl.gz', 3000)
    expectReadableBrief('How do large language models reason about mathematics?', works)
  })
})
