#!/usr/bin/env node
// Throughput and latency of a bare Hono route, GET /api/live (the API's middleware, no session) and
// GET /api/me (session + database; 50 sessions of 10 users, one per connection) on the built server, with PGlite and then with PostgreSQL (a
// database created for the run), at 10 and 50 connections; then the ratios against the budgets.
//
//   npm run bench:api                  (rebuilds dist/server first)
//   npm run bench:api -- --root=<dir>  (the server of another checkout, built there, e.g. an older commit)
//
// Each target: 2 s warm-up, then 10 s measured, autocannon in this process. The three targets are
// measured back to back at each concurrency, so each ratio compares figures taken under the same load.
// At the budgets' concurrency the round is repeated (--rounds=N, default 3) and each budget is judged on
// the median of the rounds' ratios: on a shared VM one round's ratio moves by half between minutes.
// Every response must be 2xx: any error or non-2xx response fails the run.
import { spawn, spawnSync } from 'node:child_process'
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import pg from 'pg'
import { freePort } from './bench-kit.mjs'

const CONNECTION_LEVELS = [10, 50]
const WARMUP_SECONDS = 2
const DURATION_SECONDS = 10
const STARTUP_TIMEOUT_MS = 60_000
const STOP_TIMEOUT_MS = 15_000
const PG_ADMIN_URL = 'postgresql://postgres@127.0.0.1:5432/postgres'
const LOG_LEVEL = process.env.LOG_LEVEL || 'info'
const BUDGET_ROUNDS = Math.max(1, Number(process.argv.find((arg) => arg.startsWith('--rounds='))?.slice(9) ?? 3) || 1)

const here = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const root = resolve(process.argv.find((arg) => arg.startsWith('--root='))?.slice('--root='.length) ?? here)
const serverEntry = join(root, 'dist/server/index.js')
const bareServerEntry = join(here, 'bench/bare-hono-server.mjs')

/** At 50 connections (decision 015): each ratio is taken from one back-to-back round. */
const BUDGET_CONNECTIONS = 50
const BUDGETS = {
  liveOverBare: 0.35,
  meOverLive: { PGlite: 0.2, PostgreSQL: 0.35 },
  meP99Ms: { PostgreSQL: 50 },
}
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
function tail(file, lines = 30) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n')
  } catch {
    return '(no server output)'
  }
}

/** Starts a Node process serving HTTP on a free port; resolves once `readyPath` answers 200. */
async function startProcess({ label, entry, workDir, env, readyPath }) {
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const logFile = join(workDir, `${label.replace(/\W+/g, '-')}.log`)
  const logFd = openSync(logFile, 'a')
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    // Server output goes to a file: the bench process does not spend CPU reading it.
    stdio: ['ignore', logFd, logFd],
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...env(baseUrl) },
  })
  closeSync(logFd)
  let exited = null
  const exitedPromise = new Promise((r) => child.on('exit', (code, signal) => r((exited = { code, signal }))))
  const stop = async () => {
    if (exited) return
    child.kill('SIGTERM')
    const done = await Promise.race([exitedPromise, sleep(STOP_TIMEOUT_MS).then(() => null)])
    if (!done) {
      console.error(`${label}: PID ${child.pid} did not stop within ${STOP_TIMEOUT_MS / 1000} s; sending SIGKILL`)
      child.kill('SIGKILL')
      await exitedPromise
    }
  }
  cleanups.push(stop)

  const deadline = Date.now() + STARTUP_TIMEOUT_MS
  for (let attempt = 0; attempt < 1000 && Date.now() < deadline; attempt++) {
    if (exited) break
    try {
      const res = await fetch(`${baseUrl}${readyPath}`, { signal: AbortSignal.timeout(2000) })
      if (res.status === 200) return { baseUrl, pid: child.pid, stop, logFile }
    } catch {
      // not listening yet
    }
    await sleep(100)
  }
  throw new Error(
    `${label}: ${exited ? `exited (code ${exited.code}, signal ${exited.signal})` : `did not answer ${readyPath} within ${STARTUP_TIMEOUT_MS / 1000} s`}. Output:\n${tail(logFile)}`,
  )
}

/** The built server on PGlite (databaseUrl undefined) or PostgreSQL. */
function startServer({ label, databaseUrl, workDir }) {
  return startProcess({
    label,
    entry: serverEntry,
    workDir,
    readyPath: '/api/health',
    env: (baseUrl) => ({
      NODE_ENV: 'production',
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
    }),
  })
}

const USERS = 10
const SESSIONS_PER_USER = 5

/**
 * Signs up USERS users and signs each in SESSIONS_PER_USER times (sign-up never opens a session, decision 011):
 * one Cookie header per session, so that each of up to 50 connections is its own signed-in browser.
 */
async function openSessions(baseUrl) {
  const post = (path, body) =>
    fetch(`${baseUrl}/api/auth${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    })
  const cookies = []
  for (let n = 0; n < USERS; n++) {
    const email = `bench-${process.pid}-${Date.now()}-${n}@example.com`
    const password = 'bench-password-1234'
    const signedUp = await post('/sign-up/email', { name: `Bench User ${n}`, email, password })
    if (!signedUp.ok)
      throw new Error(`sign-up failed: HTTP ${signedUp.status} ${(await signedUp.text()).slice(0, 300)}`)
    for (let s = 0; s < SESSIONS_PER_USER; s++) cookies.push(await signIn(baseUrl, post, { email, password }))
  }
  return cookies
}

async function signIn(baseUrl, post, credentials) {
  const res = await post('/sign-in/email', credentials)
  if (!res.ok) throw new Error(`sign-in failed: HTTP ${res.status} ${(await res.text()).slice(0, 300)}`)
  const cookie = res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0].trim())
    .filter((pair) => pair.includes('=') && !pair.endsWith('='))
    .join('; ')
  if (!cookie.includes('session_token'))
    throw new Error(
      `sign-in returned no session cookie (set-cookie: ${res.headers.getSetCookie().join(' | ') || 'none'})`,
    )
  const me = await fetch(`${baseUrl}/api/me`, { headers: { cookie }, signal: AbortSignal.timeout(5000) })
  if (me.status !== 200)
    throw new Error(`GET /api/me with the new session answered ${me.status}: ${(await me.text()).slice(0, 300)}`)
  return cookie
}

const CLOCK_TICKS_PER_SECOND = 100
/** CPU time (user + system, all threads) a process has used so far, in µs, from /proc; null where there is none. */
function cpuMicros(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLOCK_TICKS_PER_SECOND
  } catch {
    return null
  }
}

/** `cookies`: each connection sends one of them, in turn, so that connections are distinct sessions. */
async function cannon(url, cookies, connections, duration) {
  let next = 0
  const setupClient = (client) => {
    if (cookies.length > 0) client.setHeaders({ cookie: cookies[next++ % cookies.length] })
  }
  return autocannon({ url, connections, duration, setupClient, timeout: 10 })
}

const failures = (r) => r.errors + r.timeouts + r.non2xx

/**
 * Warm-up, then the measured run. Besides req/s, the server's own CPU time per request: on a shared machine req/s
 * moves with the other work, while CPU per request mostly does not (decision 029).
 */
async function measure(name, { url, pid }, cookies, connections) {
  process.stdout.write(`  ${name} c=${connections}: warm-up ${WARMUP_SECONDS} s… `)
  const warm = await cannon(url, cookies, connections, WARMUP_SECONDS)
  process.stdout.write(`measuring ${DURATION_SECONDS} s… `)
  const cpuBefore = cpuMicros(pid)
  const r = await cannon(url, cookies, connections, DURATION_SECONDS)
  const cpuAfter = cpuMicros(pid)
  const answered = r['2xx'] + r.non2xx
  const cpuPerRequest =
    cpuBefore === null || cpuAfter === null || answered === 0 ? NaN : (cpuAfter - cpuBefore) / answered
  console.log(`${Math.round(r.requests.average)} req/s, p99 ${r.latency.p99} ms, ${fmt(cpuPerRequest)} µs CPU/request`)
  return {
    cpuPerRequest,
    name,
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

/** For each concurrency: the bare route, /api/live and /api/me back to back. */
async function benchDatabase({ label, databaseUrl, bare, workDir }) {
  const server = await startServer({ label, databaseUrl, workDir })
  console.log(`${label}: server PID ${server.pid} at ${server.baseUrl}`)
  const cookies = await openSessions(server.baseUrl)
  console.log(`${label}: ${cookies.length} sessions of ${USERS} users, one per connection`)
  const rounds = []
  for (const connections of CONNECTION_LEVELS.flatMap((c) =>
    Array.from({ length: c === BUDGET_CONNECTIONS ? BUDGET_ROUNDS : 1 }, () => c),
  )) {
    rounds.push({
      connections,
      bare: await measure('bare Hono    ', { url: `${bare.baseUrl}/live`, pid: bare.pid }, [], connections),
      live: await measure('GET /api/live', { url: `${server.baseUrl}/api/live`, pid: server.pid }, [], connections),
      me: await measure('GET /api/me  ', { url: `${server.baseUrl}/api/me`, pid: server.pid }, cookies, connections),
    })
  }
  await server.stop()
  return { label, rounds }
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
/** Always rebuilt: a stale bundle would measure yesterday's code. Only the server; the web app is not served here. */
function buildServer() {
  console.log(`building ${serverEntry}…`)
  const built = spawnSync(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'build', '-c', 'vite.server.config.ts', '--logLevel', 'warn'],
    { cwd: root, stdio: 'inherit' },
  )
  if (built.status !== 0 || !existsSync(serverEntry)) throw new Error('the server build failed')
}

const fmt = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a')

function printTable(results) {
  const rows = [
    ['target', 'c', 'req/s (avg)', 'p50 ms', 'p99 ms', 'ratio', 'µs CPU/req', 'errors/non-2xx', 'responses'],
  ]
  for (const { label, rounds } of results) {
    for (const { connections, bare, live, me } of rounds) {
      for (const [r, ratio] of [
        [bare, ''],
        [live, `${fmt(live.reqPerSec / bare.reqPerSec, 2)}x bare`],
        [me, `${fmt(me.reqPerSec / live.reqPerSec, 2)}x live`],
      ]) {
        rows.push([
          `${label} ${r.name.trim()}`,
          String(connections),
          fmt(r.reqPerSec, 0),
          fmt(r.p50, 0),
          fmt(r.p99, 0),
          ratio,
          fmt(r.cpuPerRequest),
          `${r.errors}/${r.non2xx}`,
          String(r.responses),
        ])
      }
    }
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)))
  const line = (row) =>
    '  ' + row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('   ')
  console.log(line(rows[0]))
  console.log('  ' + widths.map((w) => '-'.repeat(w)).join('   '))
  for (const row of rows.slice(1)) console.log(line(row))
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** The budgets of decision 015, at 50 connections, on the median of the rounds' ratios. */
function checkBudgets(results) {
  const checks = []
  for (const { label, rounds } of results) {
    const budgetRounds = rounds.filter((r) => r.connections === BUDGET_CONNECTIONS)
    if (budgetRounds.length === 0) continue
    const judged = (name, values, met, unit = '×', digits = 2) => {
      const value = median(values)
      const each = values.length > 1 ? ` median of ${values.map((v) => fmt(v, digits)).join(', ')}` : ''
      checks.push([name, met(value), `${fmt(value, digits)}${unit}${each}`])
    }
    const liveOverBare = budgetRounds.map(({ bare, live }) => live.reqPerSec / bare.reqPerSec)
    judged(`${label}: /api/live ≥ ${BUDGETS.liveOverBare}× bare`, liveOverBare, (v) => v >= BUDGETS.liveOverBare)
    const meBudget = BUDGETS.meOverLive[label]
    if (meBudget) {
      const meOverLive = budgetRounds.map(({ live, me }) => me.reqPerSec / live.reqPerSec)
      judged(`${label}: /api/me ≥ ${meBudget}× /api/live`, meOverLive, (v) => v >= meBudget)
    }
    const p99Budget = BUDGETS.meP99Ms[label]
    if (p99Budget)
      judged(
        `${label}: /api/me p99 ≤ ${p99Budget} ms`,
        budgetRounds.map(({ me }) => me.p99),
        (v) => v <= p99Budget,
        ' ms',
        0,
      )
    // Server CPU per request moves less with the machine than req/s does: shown beside, not judged.
    const cpuRatio = median(budgetRounds.map(({ bare, live }) => bare.cpuPerRequest / live.cpuPerRequest))
    checks.push([`${label}: (for reference) bare's server CPU per request / /api/live's`, null, `${fmt(cpuRatio, 2)}×`])
  }
  console.log(`\nBudgets at c=${BUDGET_CONNECTIONS}:`)
  for (const [name, met, figure] of checks)
    console.log(`  ${met === null ? '      ' : met ? 'met   ' : 'MISSED'}  ${name}  (${figure})`)
  return checks.every(([, met]) => met !== false)
}

async function main() {
  console.log(
    `Lodestar API benchmark — Node ${process.version}, ${os.availableParallelism?.() ?? os.cpus().length} cores (${os.cpus()[0]?.model?.trim() ?? 'unknown CPU'}), ${os.platform()} ${os.arch()}`,
  )
  console.log(
    `autocannon ${autocannonVersion}: ${CONNECTION_LEVELS.join(' and ')} connections (${BUDGET_ROUNDS} rounds at ${BUDGET_CONNECTIONS}), ${WARMUP_SECONDS} s warm-up + ${DURATION_SECONDS} s measured per target; load generator shares the machine with the server`,
  )
  console.log(
    `server: node ${serverEntry}, NODE_ENV=production, LOG_LEVEL=${LOG_LEVEL} (request log written to a temp file)`,
  )
  console.log(
    `load average at start: ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')} (other work on this machine skews the figures)\n`,
  )
  buildServer()

  const workDir = mkdtempSync(join(os.tmpdir(), 'lodestar-bench-'))
  cleanups.push(() => rmSync(workDir, { recursive: true, force: true }))
  const bare = await startProcess({
    label: 'bare Hono',
    entry: bareServerEntry,
    workDir,
    readyPath: '/live',
    env: () => ({}),
  })
  console.log(`bare Hono route: PID ${bare.pid} at ${bare.baseUrl}/live\n`)

  const results = []
  results.push(
    await benchDatabase({
      label: 'PGlite',
      databaseUrl: undefined,
      bare,
      workDir: mkdtempSync(join(workDir, 'pglite-')),
    }),
  )

  const database = await createPostgresDatabase()
  if (database.skipped) {
    console.log(`\nPostgreSQL: SKIPPED — not reachable at 127.0.0.1:5432 as postgres (${database.skipped})`)
  } else {
    console.log(`\nPostgreSQL: created database ${database.name}`)
    results.push(
      await benchDatabase({
        label: 'PostgreSQL',
        databaseUrl: database.url,
        bare,
        workDir: mkdtempSync(join(workDir, 'postgres-')),
      }),
    )
  }

  console.log('')
  printTable(results)
  const budgetsMet = checkBudgets(results)
  console.log(
    `load average at the end: ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  )

  let failed = false
  for (const { label, rounds } of results) {
    for (const { connections, ...targets } of rounds) {
      for (const r of Object.values(targets)) {
        const bad = r.errors + r.non2xx + r.warmupFailures
        if (bad === 0) continue
        failed = true
        console.error(
          `\nFAIL: ${label} ${r.name.trim()} c=${connections} had ${r.errors} errors/timeouts and ${r.non2xx} non-2xx responses (warm-up: ${r.warmupFailures}); status codes ${JSON.stringify(r.statusCodes)}`,
        )
      }
    }
  }
  if (!failed) console.log('\nAll responses were 2xx.')
  // A missed budget is reported, not a failure: figures on a shared machine vary run to run.
  if (!budgetsMet) console.log('Some budgets were missed (see above).')
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
