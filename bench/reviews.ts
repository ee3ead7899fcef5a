// `npm run bench:reviews`: the literature review's server time, in process (the whole API on PGlite; the
// upstream is the local library holding arXiv corpus works (SHARED_DATA_DIR, default ../shared/data), so no
// network time is counted). Prints: one review of up to 200 works end to end, p50/p95 over REVIEW_RUNS
// (budget p95 ≤ 3 s); the theme clustering of those 200 works alone, p50/p95 (budget ≤ 300 ms); the memory
// held while reviews run (budget < 200 MB extra); and /api/health latency alone and during 5 parallel reviews.
import { createReadStream } from 'node:fs'
import { join, resolve } from 'node:path'
import { createInterface } from 'node:readline'
import { createGunzip } from 'node:zlib'
import { ReviewEventSchema, type SavedReview } from '#shared/contract/reviews'
import type { Work } from '#shared/contract/sources'
import { parseCorpusLine, upsertWorks } from '../server/features/library'
import { findThemes } from '../server/features/reviews'
import { projectRoot } from '../server/lib/paths'
import { createTestApp, type TestApp } from '../server/test/create-test-app'
import { signUpPremium } from '../server/test/factories'

const TOPIC = 'large language models'
const CORPUS_WORKS = 600
const REVIEW_RUNS = 12
const CLUSTER_RUNS = 20
const PARALLEL = 5
const CORPUS = join(
  resolve(process.env.SHARED_DATA_DIR || join(projectRoot, '..', 'shared', 'data')),
  'scholarly/corpus/arxiv-cs-2025-10_2026-07.jsonl.gz',
)

async function corpusWorks(count: number): Promise<Work[]> {
  const works: Work[] = []
  const lines = createInterface({ input: createReadStream(CORPUS).pipe(createGunzip()) })
  for await (const line of lines) {
    const parsed = parseCorpusLine(line)
    if (parsed?.ok && /language model/i.test(parsed.work.title)) works.push(parsed.work)
    if (works.length >= count) break
  }
  lines.close()
  return works
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
}
const ms = (value: number) => `${value.toFixed(0)} ms`

async function runReview(app: TestApp, cookie: string): Promise<SavedReview> {
  const response = await app.request('/api/reviews', {
    method: 'POST',
    cookie,
    json: { topic: TOPIC, sources: ['local'], followReferences: false },
  })
  for (const block of (await response.text()).split('\n\n')) {
    if (!block.startsWith('data: ')) continue
    const event = ReviewEventSchema.parse(JSON.parse(block.slice(6)))
    if (event.type === 'done') return event.review
    if (event.type === 'error') throw new Error(event.message)
  }
  throw new Error(`no review (${response.status})`)
}

async function healthLatencies(app: TestApp, until: Promise<unknown>): Promise<number[]> {
  const latencies: number[] = []
  const state = { finished: false }
  void until.finally(() => (state.finished = true))
  while (!state.finished) {
    const began = performance.now()
    await (await app.request('/api/health')).text()
    latencies.push(performance.now() - began)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return latencies
}

async function main() {
  const app = await createTestApp({ OPENALEX_API_KEY: '' })
  try {
    const works = await corpusWorks(CORPUS_WORKS)
    await upsertWorks(app.db, works, 'bench')
    const { cookie } = await signUpPremium(app)
    await runReview(app, cookie) // warm: wink-nlp's model, the library's first search

    // With --expose-gc (NODE_OPTIONS=--expose-gc) the heap is also compared after collections: what reviews hold.
    const collect = (globalThis as { gc?: () => void }).gc
    collect?.()
    const before = process.memoryUsage()
    const peak = { rss: before.rss, heap: before.heapUsed + before.external }
    const sampler = setInterval(() => {
      const now = process.memoryUsage()
      peak.rss = Math.max(peak.rss, now.rss)
      peak.heap = Math.max(peak.heap, now.heapUsed + now.external)
    }, 25)

    const times: number[] = []
    let last: SavedReview | null = null
    for (let run = 0; run < REVIEW_RUNS; run++) {
      const began = performance.now()
      last = await runReview(app, cookie)
      times.push(performance.now() - began)
    }
    if (!last) throw new Error('no review')
    const included = last.review.references
      .filter((reference) => !reference.retracted)
      .map((reference) => reference.work)

    // The pipeline ranks the same texts just before clustering, so their tokens are warm; the first run here is cold.
    const clusterTimes: number[] = []
    let coldClusterMs = 0
    for (let run = 0; run <= CLUSTER_RUNS; run++) {
      const began = performance.now()
      findThemes(
        included.map((work) => ({
          title: work.title,
          abstract: work.abstract,
          referencedWorks: [],
          topics: work.topics,
        })),
        { excludeWords: ['large', 'language', 'models'], seed: TOPIC },
      )
      if (run === 0) coldClusterMs = performance.now() - began
      else clusterTimes.push(performance.now() - began)
    }

    const idle = await healthLatencies(app, new Promise((resolve) => setTimeout(resolve, 1500)))
    const parallel = Promise.all(Array.from({ length: PARALLEL }, () => runReview(app, cookie)))
    const parallelBegan = performance.now()
    const busy = await healthLatencies(app, parallel)
    await parallel
    const parallelMs = performance.now() - parallelBegan
    clearInterval(sampler)
    collect?.()
    const after = process.memoryUsage()

    console.log(
      `\nliterature review, ${included.length} works included (${last.review.themes.length} themes), PGlite, in process\n`,
    )
    console.log('| figure | p50 | p95 | max | budget |')
    console.log('|---|---:|---:|---:|---|')
    console.log(
      `| one review, end to end (${REVIEW_RUNS} runs) | ${ms(percentile(times, 50))} | ${ms(percentile(times, 95))} | ${ms(Math.max(...times))} | p95 ≤ 3 s |`,
    )
    console.log(
      `| theme clustering of ${included.length} works, tokens warm (${CLUSTER_RUNS} runs; cold: ${ms(coldClusterMs)}) | ${ms(percentile(clusterTimes, 50))} | ${ms(percentile(clusterTimes, 95))} | ${ms(Math.max(...clusterTimes))} | ≤ 300 ms |`,
    )
    console.log(
      `| /api/health, idle (${idle.length} calls) | ${ms(percentile(idle, 50))} | ${ms(percentile(idle, 95))} | ${ms(Math.max(...idle))} | — |`,
    )
    console.log(
      `| /api/health during ${PARALLEL} parallel reviews (${busy.length} calls, ${ms(parallelMs)} in all) | ${ms(percentile(busy, 50))} | ${ms(percentile(busy, 95))} | ${ms(Math.max(...busy))} | — |`,
    )
    const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`
    console.log(
      `\nmemory while reviews ran (the review worker had started before): request thread's heap + external ${mb(before.heapUsed + before.external)} before, peak ${mb(peak.heap)} (+${mb(peak.heap - before.heapUsed - before.external)}); process rss ${mb(before.rss)} before, peak ${mb(peak.rss)} (+${mb(peak.rss - before.rss)}, the worker's heap included); budget < 200 MB extra`,
    )
    if (collect)
      console.log(
        `after the reviews and a collection: heap + external ${mb(after.heapUsed + after.external)} (${after.heapUsed + after.external >= before.heapUsed + before.external ? '+' : ''}${mb(after.heapUsed + after.external - before.heapUsed - before.external)} held)`,
      )
    else console.log('(run with NODE_OPTIONS=--expose-gc to see what the reviews hold after a collection)')
  } finally {
    await app.close()
  }
}

await main()
