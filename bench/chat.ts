// `npm run bench:chat`: the research engine's answer stream, in process (the whole API on PGlite, every
// upstream one of the in-process fakes, so no network time is counted): the time from the request to the
// first server-sent event of POST /api/research/ask, p50/p95, with 1 stream and with 50 streams open (50
// askers, each asking again as soon as its answer ends; budget: p95 ≤ 30 ms at 50); then the evidence-mode
// compose time (rank + brief) over 50 abstracts of the arXiv corpus (SHARED_DATA_DIR, default ../shared/data).
// The fakes run in this process too, so their work competes with the server's: the figures are an upper bound.
import { createReadStream } from 'node:fs'
import { join, resolve } from 'node:path'
import { createInterface } from 'node:readline'
import { createGunzip } from 'node:zlib'
import type { Work } from '#shared/contract/sources'
import { buildEvidenceBrief, forgetTokens, rankRelevantWorks } from '../server/features/research'
import { parseCorpusLine } from '../server/features/library'
import { projectRoot } from '../server/lib/paths'
import { createTestApp, type TestApp } from '../server/test/create-test-app'
import { insertSubscriber } from '../server/test/factories'

const ROUNDS_ALONE = 40
const ASKS_PER_ASKER = 6
const CONCURRENT = 50
const BUDGET_P95_MS = 30
const COMPOSE_RUNS = 60
const QUESTION = 'What causes coral bleaching on reefs?'
const ASK = {
  question: QUESTION,
  mode: 'comprehensive',
  sources: ['openalex', 'europepmc', 'pubmed', 'arxiv'],
  webScanning: true,
}

const COMPOSE_QUESTION = 'How do large language models hallucinate and how can hallucination be detected?'
const CORPUS = join(
  resolve(process.env.SHARED_DATA_DIR || join(projectRoot, '..', 'shared', 'data')),
  'scholarly/corpus/arxiv-cs-2025-10_2026-07.jsonl.gz',
)

/** The first `count` corpus works with an abstract whose title names a language model or hallucination. */
async function corpusWorks(question: string, count: number): Promise<Work[]> {
  const works: Work[] = []
  const lines = createInterface({ input: createReadStream(CORPUS).pipe(createGunzip()) })
  for await (const line of lines) {
    const parsed = parseCorpusLine(line)
    if (parsed?.ok && parsed.work.abstract && /language model|hallucinat/i.test(parsed.work.title))
      works.push(parsed.work)
    if (works.length === count) break
  }
  lines.close()
  if (works.length < count) throw new Error(`only ${works.length} corpus works for “${question}” in ${CORPUS}`)
  return works
}

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN

function figures(samples: readonly number[]): { p50: number; p95: number; max: number; n: number } {
  const sorted = [...samples].sort((a, b) => a - b)
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) ?? NaN, n: sorted.length }
}

/** Milliseconds from sending the ask to reading its first event; the rest of the stream is read to the end. */
async function timeToFirstEvent(app: TestApp, cookie: string, question: string): Promise<number> {
  const started = performance.now()
  const response = await app.request('/api/research/ask', { method: 'POST', cookie, json: { ...ASK, question } })
  if (response.status !== 200 || !response.body)
    throw new Error(`ask answered ${response.status}: ${await response.text()}`)
  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  let text = ''
  let first = NaN
  for (;;) {
    const { value, done } = await reader.read()
    if (done) break
    text += decoder.decode(value, { stream: true })
    if (Number.isNaN(first) && text.includes('\n\n')) first = performance.now() - started
  }
  if (!text.includes('"type":"done"')) throw new Error(`the stream ended without done: ${text.slice(-300)}`)
  return first
}

async function main(): Promise<void> {
  const app = await createTestApp({ LOG_LEVEL: 'warn' })
  try {
    const member = await app.signUp('Bench Member')
    await insertSubscriber(app.db, member.email)
    const cookie = await app.signIn(member.email)
    // Distinct questions, so the sources' response cache does not answer every round after the first.
    let asked = 0
    const nextQuestion = () => `${QUESTION} ${asked++ % 2 ? 'heat' : 'stress'} ${asked}`
    for (let i = 0; i < 5; i++) await timeToFirstEvent(app, cookie, nextQuestion())

    const alone: number[] = []
    for (let i = 0; i < ROUNDS_ALONE; i++) alone.push(await timeToFirstEvent(app, cookie, nextQuestion()))
    // The fakes return the same records to every ask, so tagging them comes from tokenize's memory after
    // the first answer; the cold run forgets it before every ask, as if every record were new.
    const atFifty = async (cold: boolean): Promise<number[]> => {
      const samples: number[] = []
      const asker = async (index: number) => {
        // Spread over the first second, as askers arrive, rather than all in one instant.
        await new Promise((resolve) => setTimeout(resolve, index * 20))
        for (let i = 0; i < ASKS_PER_ASKER; i++) {
          if (cold) forgetTokens()
          samples.push(await timeToFirstEvent(app, cookie, nextQuestion()))
        }
      }
      await Promise.all(Array.from({ length: CONCURRENT }, (_, index) => asker(index)))
      // The first ask of each asker arrives before 50 streams are open.
      return samples.slice(CONCURRENT)
    }
    const together = await atFifty(false)
    const togetherCold = await atFifty(true)

    const works = await corpusWorks(COMPOSE_QUESTION, 50)
    const compose: number[] = []
    for (let i = 0; i < COMPOSE_RUNS; i++) {
      forgetTokens()
      const started = performance.now()
      buildEvidenceBrief(COMPOSE_QUESTION, rankRelevantWorks(COMPOSE_QUESTION, works))
      compose.push(performance.now() - started)
    }

    const rows: [string, ReturnType<typeof figures>][] = [
      ['first SSE event, 1 stream', figures(alone)],
      [`first SSE event, ${CONCURRENT} streams open`, figures(together)],
      [`first SSE event, ${CONCURRENT} streams open, records new to every answer`, figures(togetherCold)],
      [`evidence compose (rank + brief), ${works.length} abstracts, nothing tagged before`, figures(compose)],
    ]
    console.log('\n| measure | n | p50 ms | p95 ms | max ms |\n|---|---|---|---|---|')
    for (const [label, { n, p50, p95, max }] of rows)
      console.log(`| ${label} | ${n} | ${p50.toFixed(1)} | ${p95.toFixed(1)} | ${max.toFixed(1)} |`)
    const worst = Math.max(figures(together).p95, figures(togetherCold).p95)
    const ok = worst <= BUDGET_P95_MS
    console.log(
      `\nBudget: first event p95 ≤ ${BUDGET_P95_MS} ms at ${CONCURRENT} streams: ${worst.toFixed(1)} ms, ${ok ? 'met' : 'MISSED'}`,
    )
    process.exitCode = ok ? 0 : 1
  } finally {
    await app.close()
  }
}

await main()
