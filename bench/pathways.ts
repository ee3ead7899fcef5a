// `npm run bench:pathways`: the two OpenAlex tools of research pathways, server time in process (the whole API on
// PGlite, OpenAlex answered by the in-process fake, so no network time is counted). Each run asks something new
// (the day cache would otherwise answer it), then the first question again (answered from the day cache).
// Budgets (issue 29 §4): p95 ≤ 2 s per run; OpenAlex calls ≤ 10 (trends) and ≤ 25 (finder) per run.
import { FindCollaboratorsResponseSchema } from '#shared/contract/collaborators'
import { PredictTrendsResponseSchema } from '#shared/contract/trends'
import { AuthorSearchResponseSchema } from '#shared/contract/works'
import { createTestApp, type TestApp } from '../server/test/create-test-app'
import { signUpPremium } from '../server/test/factories'

const RUNS = 20
const PEOPLE = ['Lena Hoffmann', 'Rahul Mehta', 'Kenji Watanabe', 'Claire Dubois', 'Miriam Cohen', 'Wei Chen']
const INTERESTS = ['machine learning', 'CRISPR base editing', 'deep learning for proteins', 'neural network pruning']
const TOPICS = ['soil carbon', 'urban heat islands', 'microplastics', 'battery recycling', 'coral bleaching']

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const began = performance.now()
  const value = await work()
  return { value, ms: performance.now() - began }
}

function line(label: string, times: number[], calls: number[], budget: number) {
  const p95 = percentile(times, 95)
  const maxCalls = Math.max(...calls)
  console.log(
    `${label.padEnd(34)} p50 ${percentile(times, 50).toFixed(0).padStart(5)} ms  p95 ${p95.toFixed(0).padStart(5)} ms ${p95 <= 2000 ? '≤' : '>'} 2000  calls max ${maxCalls} ${maxCalls <= budget ? '≤' : '>'} ${budget}`,
  )
}

async function findCollaborators(app: TestApp, cookie: string, input: unknown) {
  const response = await app.request('/api/pathways/collaborators', { method: 'POST', cookie, json: input })
  if (!response.ok) throw new Error(`finder ${response.status}: ${await response.text()}`)
  return FindCollaboratorsResponseSchema.parse(await response.json())
}

async function predictTrends(app: TestApp, cookie: string, input: unknown) {
  const response = await app.request('/api/pathways/trends', { method: 'POST', cookie, json: input })
  if (!response.ok) throw new Error(`trends ${response.status}: ${await response.text()}`)
  return PredictTrendsResponseSchema.parse(await response.json())
}

async function main() {
  const app = await createTestApp()
  try {
    const { cookie } = await signUpPremium(app)
    const ids: string[] = []
    for (const name of PEOPLE) {
      const found = await app.request(`/api/authors/search?q=${encodeURIComponent(name)}`, { cookie })
      const author = AuthorSearchResponseSchema.parse(await found.json()).authors[0]
      if (author) ids.push(author.id)
    }

    // warm: the fake builds its worlds, PGlite its plans
    await findCollaborators(app, cookie, { interest: 'warm up', author: ids[0] })
    await predictTrends(app, cookie, { topics: [{ text: 'warm up' }] })

    const finder = {
      fresh: [] as number[],
      freshCalls: [] as number[],
      cached: [] as number[],
      cachedCalls: [] as number[],
    }
    for (let i = 0; i < RUNS; i++) {
      // a new interest each run (a suffix the fake ignores for its worlds), a new author for the first rounds
      const input = { interest: `${INTERESTS[i % INTERESTS.length]} ${i}`, author: ids[i % ids.length], sector: 'any' }
      const fresh = await timed(() => findCollaborators(app, cookie, input))
      finder.fresh.push(fresh.ms)
      finder.freshCalls.push(fresh.value.calls)
      const cached = await timed(() => findCollaborators(app, cookie, input))
      finder.cached.push(cached.ms)
      finder.cachedCalls.push(cached.value.calls)
    }

    const trends = {
      fresh: [] as number[],
      freshCalls: [] as number[],
      cached: [] as number[],
      cachedCalls: [] as number[],
    }
    for (let i = 0; i < RUNS; i++) {
      const topics = [0, 1].map((k) => ({ text: `${TOPICS[(i + k) % TOPICS.length]} ${i}` }))
      const fresh = await timed(() => predictTrends(app, cookie, { topics }))
      trends.fresh.push(fresh.ms)
      trends.freshCalls.push(fresh.value.calls)
      const cached = await timed(() => predictTrends(app, cookie, { topics }))
      trends.cached.push(cached.ms)
      trends.cachedCalls.push(cached.value.calls)
    }

    console.log(`Research pathways, ${RUNS} runs each, server time in process with the OpenAlex fake`)
    line('Collaboration finder, new question', finder.fresh, finder.freshCalls, 25)
    line('Collaboration finder, asked again', finder.cached, finder.cachedCalls, 25)
    line('Trends predictor (2 topics), new', trends.fresh, trends.freshCalls, 10)
    line('Trends predictor, asked again', trends.cached, trends.cachedCalls, 10)
  } finally {
    await app.close()
  }
}

await main()
