// `npm run bench:hypotheses`: the hypothesis generator's server time, in process (the whole API on PGlite; the
// upstream is the local library holding arXiv corpus works (SHARED_DATA_DIR, default ../shared/data), so no network
// time is counted and every expansion search is a library search). Prints: one open-discovery run end to end, p50/p95
// over RUNS (budget p95 ≤ 5 s), and the concept graph of 500 works (concepts read + counted), p50/p95 (budget ≤ 500 ms).
import { createReadStream } from 'node:fs'
import { join, resolve } from 'node:path'
import { createInterface } from 'node:readline'
import { createGunzip } from 'node:zlib'
import { HypothesisEventSchema, type SavedHypothesisRun } from '#shared/contract/hypotheses'
import type { Work } from '#shared/contract/sources'
import { buildConceptGraphOfWorks } from '../server/features/hypotheses/discovery'
import { parseCorpusLine, upsertWorks } from '../server/features/library'
import { projectRoot } from '../server/lib/paths'
import { createTestApp, type TestApp } from '../server/test/create-test-app'
import { signUpPremium } from '../server/test/factories'

const AREAS = ['large language models', 'reinforcement learning', 'diffusion models', 'graph neural networks']
const CORPUS_WORKS = 3000
const RUNS = 8
const GRAPH_WORKS = 500
const GRAPH_RUNS = 10
const CORPUS = join(
  resolve(process.env.SHARED_DATA_DIR || join(projectRoot, '..', 'shared', 'data')),
  'scholarly/corpus/arxiv-cs-2025-10_2026-07.jsonl.gz',
)

async function corpusWorks(count: number): Promise<Work[]> {
  const works: Work[] = []
  const lines = createInterface({ input: createReadStream(CORPUS).pipe(createGunzip()) })
  for await (const line of lines) {
    const parsed = parseCorpusLine(line)
    if (parsed?.ok) works.push(parsed.work)
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

async function run(app: TestApp, cookie: string, area: string): Promise<SavedHypothesisRun> {
  const response = await app.request('/api/hypotheses', { method: 'POST', cookie, json: { area, sources: ['local'] } })
  for (const block of (await response.text()).split('\n\n')) {
    if (!block.startsWith('data: ')) continue
    const event = HypothesisEventSchema.parse(JSON.parse(block.slice(6)))
    if (event.type === 'done') return event.run
    if (event.type === 'error') throw new Error(event.message)
  }
  throw new Error(`no run (${response.status})`)
}

async function main() {
  const app = await createTestApp({ OPENALEX_API_KEY: '' })
  try {
    const works = await corpusWorks(CORPUS_WORKS)
    await upsertWorks(app.db, works, 'bench')
    const { cookie } = await signUpPremium(app)
    await run(app, cookie, AREAS[0] ?? '') // warm: wink-nlp's model, the library's first search

    const times: number[] = []
    const rows: string[] = []
    for (let i = 0; i < RUNS; i++) {
      const area = AREAS[i % AREAS.length] ?? ''
      const began = performance.now()
      const saved = await run(app, cookie, area)
      times.push(performance.now() - began)
      const { method, hypotheses } = saved.result
      if (i < AREAS.length)
        rows.push(
          `  ${area}: ${method.works} works, ${method.concepts} concepts, ${method.upstreamCalls} calls, ${hypotheses.length} hypotheses; H1: ${hypotheses[0]?.statement ?? '—'}`,
        )
    }
    const graphTimes: number[] = []
    const sample = works.slice(0, GRAPH_WORKS)
    for (let i = 0; i < GRAPH_RUNS; i++) {
      const began = performance.now()
      buildConceptGraphOfWorks(sample, { minWorks: 3, maxShare: 0.2 })
      graphTimes.push(performance.now() - began)
    }
    console.log(`Hypothesis generator, ${CORPUS_WORKS} library works, source: local library`)
    console.log(rows.join('\n'))
    console.log(
      `one run end to end (${RUNS} runs): p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))} (budget p95 ≤ 5000 ms)`,
    )
    console.log(
      `concept graph of ${GRAPH_WORKS} works (${GRAPH_RUNS} runs): p50 ${ms(percentile(graphTimes, 50))}, p95 ${ms(percentile(graphTimes, 95))} (budget ≤ 500 ms)`,
    )
  } finally {
    await app.close()
  }
}

await main()
