#!/usr/bin/env node
// `npm run bench:sources`: server time (Server-Timing) of researcher searches against the local fake
// upstreams — cold (each query new: upstream calls, parsing, aggregation) and a cached repeat (answered
// from the response cache in the database). Budget: cached repeat p99 ≤ 20 ms. Loopback only, bounded.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { cpus, tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort, waitFor } from './bench-kit.mjs'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const COLD_QUERIES = 25
const CACHED_REPEATS = 300
const BUDGET_MS = 20

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

function summary(label, samples) {
  const sorted = [...samples].sort((a, b) => a - b)
  const mean = sorted.reduce((sum, x) => sum + x, 0) / sorted.length
  return { label, n: sorted.length, mean, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) }
}

const serverTime = (response) =>
  Number(/app;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1] ?? NaN)

if (!existsSync(join(root, 'dist/server/index.js')) || process.argv.includes('--build')) {
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (built.status !== 0) process.exit(1)
}

const children = []
const dataDir = mkdtempSync(join(tmpdir(), 'lodestar-bench-sources-'))
const cleanup = () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  rmSync(dataDir, { recursive: true, force: true })
}
process.on('exit', cleanup)

try {
  const fakesPort = await freePort()
  const fakes = spawn(process.execPath, ['--import', 'tsx', 'scripts/fake-upstreams.ts'], {
    cwd: root,
    env: { ...process.env, FAKES_PORT: String(fakesPort) },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  children.push(fakes)
  const origin = `http://127.0.0.1:${fakesPort}`
  await waitFor(`${origin}/openalex/works?search=warmup`, fakes, 'fake upstreams')

  const appPort = await freePort()
  const email = 'bench@lodestar.bench'
  const app = spawn(process.execPath, ['dist/server/index.js'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(appPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // info: the verification mail is logged (no SMTP), and an admin address counts only once verified
      LOG_LEVEL: 'info',
      ADMIN_EMAILS: email, // unlimited searches: the benchmark measures work, not quotas
      OPENALEX_BASE_URL: `${origin}/openalex`,
      OPENALEX_API_KEY: 'bench-key',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  children.push(app)
  const mailLinks = new Map()
  let logTail = ''
  app.stdout.setEncoding('utf8').on('data', (chunk) => {
    const lines = (logTail + chunk).split('\n')
    logTail = lines.pop() ?? ''
    for (const line of lines) {
      if (!line.includes('"mailTo"')) continue
      try {
        const entry = JSON.parse(line)
        if (entry.link) mailLinks.set(`${entry.mailTo} ${entry.subject}`, entry.link)
      } catch {
        // not a JSON log line
      }
    }
  })
  const mailedLink = async (to, subjectWord) => {
    for (let waited = 0; waited < 10_000; waited += 100) {
      for (const [key, link] of mailLinks) if (key.startsWith(`${to} `) && key.includes(subjectWord)) return link
      await new Promise((done) => setTimeout(done, 100))
    }
    throw new Error(`no "${subjectWord}" mail to ${to} in the server log`)
  }
  const base = `http://127.0.0.1:${appPort}`
  await waitFor(`${base}/api/health`, app, 'Lodestar')

  const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ name: 'Bench', email, password: 'bench-password-1' }),
  })
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status}`)
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  const verified = await fetch(await mailedLink(email, 'Verify'), { redirect: 'manual' })
  if (verified.status !== 302) throw new Error(`verification failed: ${verified.status}`)

  const search = async (query) => {
    const response = await fetch(
      `${base}/api/researchers/search?query=${encodeURIComponent(query)}&sortBy=citations&page=1`,
      { headers: { cookie } },
    )
    await response.arrayBuffer()
    if (!response.ok) throw new Error(`search "${query}" answered ${response.status}`)
    return serverTime(response)
  }

  const cold = []
  for (let i = 0; i < COLD_QUERIES; i++) cold.push(await search(`bench topic ${i} ${Date.now()}`))
  const repeated = 'machine learning'
  await search(repeated)
  const cached = []
  for (let i = 0; i < CACHED_REPEATS; i++) cached.push(await search(repeated))

  console.log(
    `Lodestar sources benchmark — Node ${process.version}, ${cpus().length} cores; PGlite; fake upstreams on loopback`,
  )
  console.log('server time from the Server-Timing header (ms), researcher search page 1, 12 results')
  console.log('  case                          n     mean      p50      p99      max')
  for (const row of [summary('cold search (new query)', cold), summary('cached repeat search', cached)]) {
    console.log(
      `  ${row.label.padEnd(26)} ${String(row.n).padStart(4)} ${row.mean.toFixed(1).padStart(8)} ${row.p50.toFixed(1).padStart(8)} ${row.p99.toFixed(1).padStart(8)} ${row.max.toFixed(1).padStart(8)}`,
    )
  }
  const p99 = summary('cached', cached).p99
  console.log(
    `cached repeat search p99: ${p99.toFixed(1)} ms (budget ${BUDGET_MS} ms) ${p99 <= BUDGET_MS ? 'OK' : 'OVER'}`,
  )
  cleanup()
  process.exit(p99 <= BUDGET_MS ? 0 : 1)
} catch (error) {
  console.error(`bench:sources failed: ${error instanceof Error ? error.message : error}`)
  cleanup()
  process.exit(1)
}
