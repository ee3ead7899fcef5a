/**
 * `npm run eval:reviews`: the literature review pipeline, offline, end to end through its HTTP route.
 * 1. Real data: the arXiv corpus (SHARED_DATA_DIR/scholarly/corpus, default ../shared/data) imported into the
 *    local library of a fresh PGlite database; one review per topic from the library alone (OpenAlex has no key
 *    here, so no references are followed and themes come from the text).
 * 2. Our own fakes in the real wire format (OpenAlex with references and citing works, arXiv, Europe PMC).
 * Per review: records screened, works included, themes, modularity, the share of quoted sentences found verbatim
 * in the abstract they cite (must be 100 %), the share of references that are records a source returned (must be
 * 100 %), the share of exports that parse back (BibTeX, RIS, CSL-JSON; must be 100 %), repeated theme labels (must
 * be 0) and the server time. Exits 1 when a must is missed; prints whether modularity ≥ 0.3 in ≥ 80 % of topics.
 */
import { join, resolve } from 'node:path'
import { Cite } from '@citation-js/core'
import '@citation-js/plugin-ris'
import { parse as parseBibtex } from '@retorquere/bibtex-parser'
import { ReviewEventSchema, type SavedReview } from '#shared/contract/reviews'
import { createTestApp, type TestApp } from '../server/test/create-test-app'
import { signUpPremium } from '../server/test/factories'
import { libraryWork } from '../server/db/schema'
import { projectRoot } from '../server/lib/paths'
import { importWorkFiles } from './import-works'

const corpus = join(
  resolve(process.env.SHARED_DATA_DIR || join(projectRoot, '..', 'shared', 'data')),
  'scholarly/corpus/arxiv-cs-2025-10_2026-07.jsonl.gz',
)

const CORPUS_TOPICS = [
  'hallucination detection in large language models',
  '3D gaussian splatting',
  'video generation with diffusion models',
  'vision-language models',
  'retrieval-augmented generation',
  'reinforcement learning from human feedback',
  'multi-agent systems of language models',
  'medical image segmentation',
  'autonomous driving perception',
  'speech recognition',
  'low-resource machine translation',
  'federated learning',
  'mechanism design and auctions',
  'point cloud',
  'text-to-image generation',
  'graph neural networks',
  'code generation',
  'knowledge distillation',
]
const FAKE_TOPICS = ['machine learning', 'crispr gene editing']

type Row = {
  topic: string
  screened: number
  included: number
  themes: number
  modularity: number | null
  verbatim: [number, number]
  retrieved: [number, number]
  exports: [number, number]
  repeatedLabels: number
  ms: number
}

async function review(app: TestApp, cookie: string, topic: string, sources: string[]): Promise<SavedReview> {
  const response = await app.request('/api/reviews', { method: 'POST', cookie, json: { topic, sources } })
  const text = await response.text()
  for (const block of text.split('\n\n')) {
    if (!block.startsWith('data: ')) continue
    const event = ReviewEventSchema.parse(JSON.parse(block.slice(6)))
    if (event.type === 'done') return event.review
    if (event.type === 'error') throw new Error(`${topic}: ${event.message}`)
  }
  throw new Error(`${topic}: the stream ended without a review (${response.status})`)
}

async function exportsThatParse(app: TestApp, cookie: string, saved: SavedReview): Promise<[number, number]> {
  const count = saved.review.references.length
  const read = async (format: string) =>
    (await app.request(`/api/reviews/${saved.id}/export/${format}`, { cookie })).text()
  let parsed = 0
  const bibtex = parseBibtex(await read('bibtex'))
  if (bibtex.errors.length === 0 && bibtex.entries.length === count) parsed++
  try {
    if (new Cite(await read('ris')).data.length === count) parsed++
  } catch {
    // counted as not parsed
  }
  try {
    const items = JSON.parse(await read('csl-json')) as unknown[]
    if (items.length === count) parsed++
  } catch {
    // counted as not parsed
  }
  return [parsed, 3]
}

function score(
  saved: SavedReview,
  isRetrieved: (ids: SavedReview['review']['references'][number]['work']['ids']) => boolean,
  ms: number,
) {
  const { review } = saved
  const quotes = review.themes.flatMap((theme) => [...theme.findings, ...theme.openQuestions])
  const verbatim = quotes.filter((quote) => review.references[quote.n - 1]?.work.abstract?.includes(quote.text)).length
  const retrieved = review.references.filter((reference) => isRetrieved(reference.work.ids)).length
  const labels = review.themes.map((theme) => theme.label.toLowerCase())
  return {
    screened: review.prisma.screened,
    included: review.prisma.included,
    themes: review.themes.length,
    modularity: review.method.modularity,
    verbatim: [verbatim, quotes.length] as [number, number],
    retrieved: [retrieved, review.references.length] as [number, number],
    repeatedLabels: labels.length - new Set(labels).size,
    ms,
  }
}

const share = ([hit, of]: [number, number]) => (of === 0 ? '—' : `${((100 * hit) / of).toFixed(0)} %`)

function printTable(title: string, rows: Row[]) {
  console.log(`\n${title}\n`)
  console.log(
    '| topic | screened | included | themes | modularity | verbatim | retrieved | exports parse | repeated labels | ms |',
  )
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|')
  for (const row of rows)
    console.log(
      `| ${row.topic} | ${row.screened} | ${row.included} | ${row.themes} | ${row.modularity?.toFixed(2) ?? '—'} | ${share(row.verbatim)} | ${share(row.retrieved)} | ${share(row.exports)} | ${row.repeatedLabels} | ${row.ms} |`,
    )
}

async function main() {
  const rows: Row[] = []
  const fakeRows: Row[] = []

  // 1. The arXiv corpus in the library, OpenAlex off.
  const app = await createTestApp({ OPENALEX_API_KEY: '' })
  try {
    const started = performance.now()
    const imported = await importWorkFiles(app.db, [corpus])
    console.log(
      `library: ${imported.imported} works imported in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    )
    const { cookie } = await signUpPremium(app)
    // Every arXiv id the corpus holds: a reference is a retrieved record when its id is one of them.
    const known = new Set<string>()
    for (const row of await app.db.select({ ids: libraryWork.ids }).from(libraryWork))
      if (row.ids.arxiv) known.add(row.ids.arxiv)
    for (const topic of CORPUS_TOPICS) {
      const began = performance.now()
      const saved = await review(app, cookie, topic, ['local'])
      const ms = Math.round(performance.now() - began)
      rows.push({
        topic,
        ...score(saved, (ids) => !!ids.arxiv && known.has(ids.arxiv), ms),
        exports: await exportsThatParse(app, cookie, saved),
      })
    }
  } finally {
    await app.close()
  }

  // 2. The fakes: OpenAlex with references and citing works, arXiv and Europe PMC.
  const fakes = await createTestApp()
  try {
    const { cookie } = await signUpPremium(fakes)
    for (const topic of FAKE_TOPICS) {
      const began = performance.now()
      const saved = await review(fakes, cookie, topic, ['openalex', 'arxiv', 'europepmc'])
      const ms = Math.round(performance.now() - began)
      // The fakes answer from fixed worlds: a reference is retrieved when a source of the run returned it,
      // which the record's own `sources` list says (merging never adds a source that did not return it).
      fakeRows.push({
        topic,
        ...score(saved, () => true, ms),
        retrieved: [
          saved.review.references.filter((reference) => reference.work.sources.length > 0).length,
          saved.review.references.length,
        ],
        exports: await exportsThatParse(fakes, cookie, saved),
      })
    }
  } finally {
    await fakes.close()
  }

  printTable('Reviews from the arXiv corpus (library only, text similarity)', rows)
  printTable('Reviews from the fakes (OpenAlex references followed, text + shared references)', fakeRows)

  const all = [...rows, ...fakeRows]
  const sum = (pick: (row: Row) => [number, number]) =>
    all.reduce<[number, number]>((total, row) => [total[0] + pick(row)[0], total[1] + pick(row)[1]], [0, 0])
  const withThemes = rows.filter((row) => row.modularity !== null)
  const modular = withThemes.filter((row) => (row.modularity ?? 0) >= 0.3).length
  const times = all.map((row) => row.ms).sort((a, b) => a - b)
  console.log(`
| figure | value | goal |
|---|---:|---|
| quoted sentences verbatim in their cited abstract | ${share(sum((row) => row.verbatim))} | 100 % |
| references that are retrieved records | ${share(sum((row) => row.retrieved))} | 100 % |
| exports that parse back | ${share(sum((row) => row.exports))} | 100 % |
| topics with modularity ≥ 0.3 (corpus) | ${modular} of ${withThemes.length} (${share([modular, withThemes.length])}) | ≥ 80 % |
| repeated theme labels | ${all.reduce((total, row) => total + row.repeatedLabels, 0)} | 0 |
| server time per review, median / max | ${times[Math.floor(times.length / 2)]} / ${times.at(-1)} ms | — |`)

  const failed =
    share(sum((row) => row.verbatim)) !== '100 %' ||
    share(sum((row) => row.retrieved)) !== '100 %' ||
    share(sum((row) => row.exports)) !== '100 %' ||
    all.some((row) => row.repeatedLabels > 0)
  process.exit(failed ? 1 : 0)
}

await main()
