#!/usr/bin/env node
// Throughput and latency of GET /api/me (session + database) against GET /api/live (bare route),
// on the built server, with PGlite and then with PostgreSQL (a database created for the run).
//
//   npm run bench:api
//
// Each target: 2 s warm-up, then 10 s measured, 10 connections, autocannon in this process.
// Every /api/me response must be 200: any error or non-2xx response fails the run.
import { spawn, spawnSync } from 'node:child_process'
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import os from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import pg from 'pg'

const CONNECTIONS = 10
const WARMUP_SECONDS = 2
const DURATION_SECONDS = 10
const STARTUP_TIMEOUT_MS = 60_000
const STOP_TIMEOUT_MS = 15_000
const PG_ADMIN_URL = 'postgresql://postgres@127.0.0.1:5432/postgres'
const LOG_LEVEL = process.env.LOG_LEVEL || 'info'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const serverEntry = join(root, 'dist/server/index.js')
const require = createRequire(import.meta.url)
const autocannonVersion = require('autocannon/package.json').version

const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

// ---- cleanup, also on Ctrl-C ---------------------------------------------------------------
const cleanups = []
let cleaningUp = false
async function cleanupAll() {
  if (cleaningUp) return
  cleaningUp = true
  while (cleanups.length > 0) {
    const task = cleanups.pop()
    try {
      await task()
    } catch (error) {
      console.error(`cleanup: ${error instanceof Error ? error.message : error}`)
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the server and cleaning up…`)
    cleanupAll().finally(() => process.exit(130))
  })
}

// ---- helpers --------------------------------------------------------------------------------
function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer()
    probe.unref()
    probe.on('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolvePort(port))
    })
  })
}

function tail(file, lines = 30) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n')
  } catch {
    return '(no server output)'
  }
}

/** Starts the built server; resolves once /api/health answers 200. */
async function startServer({ label, databaseUrl, workDir }) {
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const logFile = join(workDir, 'server.log')
  const logFd = openSync(logFile, 'a')
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    // Server output goes to a file: the bench process does not spend CPU reading it.
    stdio: ['ignore', logFd, logFd],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: baseUrl,
      DATA_DIR: join(workDir, 'data'),
      DATABASE_URL: databaseUrl ?? '',
      MIGRATE_ON_START: 'true',
      BETTER_AUTH_SECRET: '',
      ADMIN_EMAILS: '',
      SMTP_URL: '',
      REQUIRE_EMAIL_VERIFICATION: 'false',
      TRUST_PROXY: 'false',
      LOG_LEVEL,
    },
  })
  closeSync(logFd)
  let exited = null
  const exitedPromise = new Promise((r) => child.on('exit', (code, signal) => r((exited = { code, signal }))))
  const stop = async () => {
    if (exited) return
    child.kill('SIGTERM')
    const done = await Promise.race([exitedPromise, sleep(STOP_TIMEOUT_MS).then(() => null)])
    if (!done) {
      console.error(`${label}: server PID ${child.pid} did not stop within ${STOP_TIMEOUT_MS / 1000} s; sending SIGKILL`)
      child.kill('SIGKILL')
      await exitedPromise
    }
  }
  cleanups.push(stop)

  const deadline = Date.now() + STARTUP_TIMEOUT_MS
  for (let attempt = 0; attempt < 1000 && Date.now() < deadline; attempt++) {
    if (exited) break
    try {
      const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) })
      if (res.status === 200) return { baseUrl, pid: child.pid, stop, logFile }
    } catch {
      // not listening yet
    }
    await sleep(100)
  }
  throw new Error(
    `${label}: the server ${exited ? `exited (code ${exited.code}, signal ${exited.signal})` : `did not answer /api/health within ${STARTUP_TIMEOUT_MS / 1000} s`}. Server output:\n${tail(logFile)}`,
  )
}

/** Signs up one user and returns the Cookie header for its session. */
async function signUp(baseUrl) {
  const email = `bench-${process.pid}-${Date.now()}@example.com`
  const res = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ name: 'Bench User', email, password: 'bench-password-1234' }),
    signal: AbortSignal.timeout(15_000),
  })
  const body = await res.text()
  if (!res.ok) throw new Error(`sign-up failed: HTTP ${res.status} ${body.slice(0, 300)}`)
  const cookie = res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0].trim())
    .filter((pair) => pair.includes('=') && !pair.endsWith('='))
    .join('; ')
  if (!cookie.includes('session_token')) throw new Error(`sign-up returned no session cookie (set-cookie: ${res.headers.getSetCookie().join(' | ') || 'none'})`)
  const me = await fetch(`${baseUrl}/api/me`, { headers: { cookie }, signal: AbortSignal.timeout(5000) })
  if (me.status !== 200) throw new Error(`GET /api/me with the new session answered ${me.status}: ${(await me.text()).slice(0, 300)}`)
  return cookie
}

async function cannon(url, headers, duration) {
  return autocannon({ url, connections: CONNECTIONS, duration, headers, timeout: 10 })
}

const failures = (r) => r.errors + r.timeouts + r.non2xx

/** Warm-up, then the measured run. */
async function measure(name, url, headers) {
  process.stdout.write(`  ${name}: warm-up ${WARMUP_SECONDS} s… `)
  const warm = await cannon(url, headers, WARMUP_SECONDS)
  process.stdout.write(`measuring ${DURATION_SECONDS} s… `)
  const r = await cannon(url, headers, DURATION_SECONDS)
  console.log(`${Math.round(r.requests.average)} req/s`)
  return {
    reqPerSec: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    responses: r['2xx'] + r.non2xx,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
    warmupFailures: failures(warm),
    statusCodes: { ...warm.statusCodeStats, ...r.statusCodeStats },
  }
}

async function benchTarget({ label, databaseUrl }) {
  const workDir = mkdtempSync(join(os.tmpdir(), 'lodestar-bench-'))
  cleanups.push(() => rmSync(workDir, { recursive: true, force: true }))
  const server = await startServer({ label, databaseUrl, workDir })
  console.log(`${label}: server PID ${server.pid} at ${server.baseUrl}`)
  const cookie = await signUp(server.baseUrl)
  const me = await measure('GET /api/me  ', `${server.baseUrl}/api/me`, { cookie })
  const live = await measure('GET /api/live', `${server.baseUrl}/api/live`, {})
  await server.stop()
  return { label, me, live }
}

/** A fresh PostgreSQL database for this run, or null (with the reason) when the server is unreachable. */
async function createPostgresDatabase() {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 3000 })
  try {
    await admin.connect()
  } catch (error) {
    await admin.end().catch(() => undefined)
    return { skipped: error instanceof Error ? error.message || error.code : String(error) }
  }
  const name = `lodestar_bench_${process.pid}_${Date.now()}`
  try {
    await admin.query(`CREATE DATABASE ${name}`)
  } finally {
    await admin.end()
  }
  cleanups.push(async () => {
    const dropper = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 3000 })
    await dropper.connect()
    try {
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      console.log(`PostgreSQL: dropped database ${name}`)
    } finally {
      await dropper.end()
    }
  })
  return { name, url: `postgresql://postgres@127.0.0.1:5432/${name}` }
}

// ---- main ---------------------------------------------------------------------------------
function ensureBuilt() {
  if (existsSync(serverEntry)) return
  console.log('dist/server/index.js is missing; building…')
  const built = spawnSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (built.status !== 0 || !existsSync(serverEntry)) throw new Error('`npm run build` failed')
}

const fmt = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a')

function printTable(results) {
  const rows = [['target', 'req/s (avg)', 'p50 ms', 'p99 ms', 'errors/non-2xx', 'responses']]
  for (const { label, me, live } of results) {
    for (const [path, r] of [['GET /api/me', me], ['GET /api/live', live]]) {
      rows.push([`${label} ${path}`, fmt(r.reqPerSec, 0), fmt(r.p50, 0), fmt(r.p99, 0), `${r.errors}/${r.non2xx}`, String(r.responses)])
    }
    rows.push([`${label} ratio me/live`, fmt(me.reqPerSec / live.reqPerSec, 2) + 'x', '', fmt(live.p99 > 0 ? me.p99 / live.p99 : NaN, 2) + 'x', '', ''])
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)))
  const line = (row) => '  ' + row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('   ')
  console.log(line(rows[0]))
  console.log('  ' + widths.map((w) => '-'.repeat(w)).join('   '))
  for (const row of rows.slice(1)) console.log(line(row))
  console.log('  (ratio row: req/s column = me/live throughput, p99 column = me/live p99 latency)')
}

async function main() {
  console.log(`Lodestar API benchmark — Node ${process.version}, ${os.availableParallelism?.() ?? os.cpus().length} cores (${os.cpus()[0]?.model?.trim() ?? 'unknown CPU'}), ${os.platform()} ${os.arch()}`)
  console.log(`autocannon ${autocannonVersion}: ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up + ${DURATION_SECONDS} s measured per target; load generator shares the machine with the server`)
  console.log(`server: node dist/server/index.js, NODE_ENV=production, LOG_LEVEL=${LOG_LEVEL} (request log written to a temp file)`)
  console.log(`load average at start: ${os.loadavg().map((n) => n.toFixed(2)).join(' ')} (other work on this machine skews the figures)\n`)
  ensureBuilt()

  const results = []
  results.push(await benchTarget({ label: 'PGlite', databaseUrl: undefined }))

  const database = await createPostgresDatabase()
  if (database.skipped) {
    console.log(`\nPostgreSQL: SKIPPED — not reachable at 127.0.0.1:5432 as postgres (${database.skipped})`)
  } else {
    console.log(`\nPostgreSQL: created database ${database.name}`)
    results.push(await benchTarget({ label: 'PostgreSQL', databaseUrl: database.url }))
  }

  console.log('')
  printTable(results)

  let failed = false
  for (const { label, me, live } of results) {
    const meBad = me.errors + me.non2xx + me.warmupFailures
    if (meBad > 0) {
      failed = true
      console.error(`\nFAIL: ${label} GET /api/me had ${me.errors} errors/timeouts and ${me.non2xx} non-2xx responses (warm-up: ${me.warmupFailures}); status codes ${JSON.stringify(me.statusCodes)}`)
    }
    const liveBad = live.errors + live.non2xx + live.warmupFailures
    if (liveBad > 0) {
      failed = true
      console.error(`\nFAIL: ${label} GET /api/live had ${live.errors} errors/timeouts and ${live.non2xx} non-2xx responses (warm-up: ${live.warmupFailures})`)
    }
  }
  if (!failed) console.log('\nAll /api/me and /api/live responses were 2xx.')
  return failed ? 1 : 0
}

let code = 1
try {
  code = await main()
} catch (error) {
  console.error(`\nbench:api failed: ${error instanceof Error ? error.message : error}`)
} finally {
  await cleanupAll()
}
process.exit(code)
