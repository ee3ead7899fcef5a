#!/usr/bin/env node
// Lighthouse on the public pages of the production build, in Debian's Chromium: mobile and desktop presets,
// several runs per page, the median score of each category and the audits that fail.
//
//   npm run bench:lighthouse                              every public page, mobile and desktop, 3 runs
//   npm run bench:lighthouse -- --pages=/,/pricing --form-factors=mobile --runs=1
//   npm run bench:lighthouse -- --build                   rebuild first (it builds anyway when sources are newer)
//   npm run bench:lighthouse -- --url=http://127.0.0.1:3000   measure a server that is already running
//   npm run bench:lighthouse -- --save=/tmp/lh            keep every report as JSON
//
// The server runs from dist/ on a free port with a fresh data folder, as a visitor sees it.
import { spawn, spawnSync } from 'node:child_process'
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { newerSource } from '../scripts/source-changes.mjs'
import { freePort } from './bench-kit.mjs'

const PUBLIC_PAGES = [
  '/',
  '/pricing',
  '/mission',
  '/branches',
  '/supporters',
  '/exploration-hub',
  '/billing-success',
  '/auth',
  '/no-such-page',
]
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
const METRICS = [
  ['first-contentful-paint', 'FCP', 'ms'],
  ['largest-contentful-paint', 'LCP', 'ms'],
  ['total-blocking-time', 'TBT', 'ms'],
  ['cumulative-layout-shift', 'CLS', ''],
  ['speed-index', 'SI', 'ms'],
]
const CHROME_PATH = '/usr/bin/chromium'
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
const STARTUP_TIMEOUT_MS = 60_000
const STOP_TIMEOUT_MS = 15_000

const { values: options } = parseArgs({
  options: {
    build: { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    pages: { type: 'string', default: PUBLIC_PAGES.join(',') },
    'form-factors': { type: 'string', default: 'mobile,desktop' },
    url: { type: 'string' },
    save: { type: 'string' },
  },
})
const runs = Number(options.runs)
const pages = options.pages
  .split(',')
  .map((page) => page.trim())
  .filter(Boolean)
const formFactors = options['form-factors'].split(',').map((name) => name.trim())
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a positive whole number')
for (const name of formFactors)
  if (name !== 'mobile' && name !== 'desktop') throw new Error(`unknown form factor ${name}: use mobile and/or desktop`)

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const serverEntry = join(root, 'dist/server/index.js')
const webIndex = join(root, 'dist/web/index.html')
const lighthouseVersion = createRequire(import.meta.url)('lighthouse/package.json').version
const sleep = (ms) => new Promise((done) => setTimeout(done, ms))

const cleanups = []
async function cleanupAll() {
  while (cleanups.length > 0) {
    try {
      await cleanups.pop()()
    } catch (error) {
      console.error(`cleanup: ${error instanceof Error ? error.message : error}`)
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping Chromium and the server…`)
    void cleanupAll().finally(() => process.exit(130))
  })
}

function buildIfNeeded() {
  const built = existsSync(serverEntry) && existsSync(webIndex)
  const changed = built ? newerSource(root, Math.min(statSync(serverEntry).mtimeMs, statSync(webIndex).mtimeMs)) : null
  if (built && !changed && !options.build) return
  console.log(`Building (${!built ? 'no build found' : changed ? `${changed} is newer than the build` : '--build'})…`)
  const result = spawnSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
  })
  if (result.status !== 0) throw new Error('`npm run build` failed')
}

/** The built server on a free port and a fresh data folder; resolves once /api/health answers 200. */
async function startServer() {
  const workDir = mkdtempSync(join(os.tmpdir(), 'lodestar-lighthouse-'))
  cleanups.push(() => rmSync(workDir, { recursive: true, force: true }))
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const logFile = join(workDir, 'server.log')
  const logFd = openSync(logFile, 'a')
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    stdio: ['ignore', logFd, logFd],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      TMPDIR: process.env.TMPDIR ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: baseUrl,
      DATA_DIR: join(workDir, 'data'),
      LOG_LEVEL: 'warn',
    },
  })
  closeSync(logFd)
  let exited = null
  const exitedPromise = new Promise((done) => child.on('exit', (code, signal) => done((exited = { code, signal }))))
  cleanups.push(async () => {
    if (exited) return
    child.kill('SIGTERM')
    if (!(await Promise.race([exitedPromise, sleep(STOP_TIMEOUT_MS).then(() => null)]))) {
      child.kill('SIGKILL')
      await exitedPromise
    }
  })
  const deadline = Date.now() + STARTUP_TIMEOUT_MS
  while (Date.now() < deadline && !exited) {
    try {
      if ((await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) })).status === 200) return baseUrl
    } catch {
      // not listening yet
    }
    await sleep(200)
  }
  const output = existsSync(logFile) ? readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-20).join('\n') : ''
  throw new Error(
    `the server ${exited ? `exited (code ${exited.code})` : 'did not become healthy'}; its output:\n${output}`,
  )
}

function median(values) {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b)
  return sorted.length === 0 ? null : sorted[Math.floor((sorted.length - 1) / 2)]
}

/** Audits of the four categories that did not pass, with the category weight and what Lighthouse shows. */
function failingAudits(lhr) {
  const found = []
  for (const categoryId of CATEGORIES) {
    for (const ref of lhr.categories[categoryId]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id]
      if (!audit || audit.score === null || audit.score >= 1) continue
      if (!['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode)) continue
      found.push({
        id: ref.id,
        category: categoryId,
        weight: ref.weight,
        score: audit.score,
        title: audit.title,
        displayValue: audit.displayValue ?? '',
      })
    }
  }
  return found
}

const ATTEMPTS = 3

/** One Lighthouse run; a run that Lighthouse itself could not record (NO_NAVSTART, say) is tried again. */
async function audit(port, url, formFactor) {
  const flags = { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES }
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined)
    const problem = !result
      ? 'no result'
      : result.lhr.runtimeError
        ? `${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`
        : null
    if (!problem) return result.lhr
    if (attempt === ATTEMPTS) throw new Error(`Lighthouse on ${url}: ${problem}`)
    console.warn(`\n  ${formFactor} ${url}: ${problem}; trying again`)
  }
}

const pct = (score) => (score === null ? ' n/a' : String(Math.round(score * 100)).padStart(4))
const metric = (value, unit) => (value === null ? 'n/a' : unit === 'ms' ? `${Math.round(value)}` : value.toFixed(3))

function summarize(page, reports) {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, median(reports.map((lhr) => lhr.categories[id]?.score ?? null))]),
  )
  const metrics = Object.fromEntries(
    METRICS.map(([id]) => [id, median(reports.map((lhr) => lhr.audits[id]?.numericValue ?? null))]),
  )
  const failures = new Map()
  for (const lhr of reports) {
    for (const failure of failingAudits(lhr)) {
      const key = `${failure.category}/${failure.id}`
      const entry = failures.get(key) ?? { ...failure, runs: 0, values: [] }
      entry.runs += 1
      if (failure.displayValue) entry.values.push(failure.displayValue)
      failures.set(key, entry)
    }
  }
  const benchmarkIndex = median(reports.map((lhr) => lhr.environment?.benchmarkIndex ?? null))
  return { page, scores, metrics, benchmarkIndex, failures: [...failures.values()] }
}

function printSummary(formFactor, summaries) {
  console.log(`\n${formFactor} — median of ${runs} run${runs === 1 ? '' : 's'} (Lighthouse ${lighthouseVersion})`)
  const width = Math.max(6, ...summaries.map((s) => s.page.length))
  console.log(
    `  ${'page'.padEnd(width)}  perf  a11y    bp   seo   ${METRICS.map(([, label]) => label.padStart(6)).join(' ')}    cpu`,
  )
  for (const { page, scores, metrics, benchmarkIndex } of summaries) {
    const cells = CATEGORIES.map((id) => pct(scores[id])).join('  ')
    const cpu = benchmarkIndex === null ? 'n/a' : String(Math.round(benchmarkIndex))
    console.log(
      `  ${page.padEnd(width)}  ${cells}   ${METRICS.map(([id, , unit]) => metric(metrics[id], unit).padStart(6)).join(' ')} ${cpu.padStart(6)}`,
    )
  }
  console.log(
    "  cpu: Lighthouse's benchmark index of this machine during the runs (higher is faster). The mobile preset",
  )
  console.log(
    '  multiplies main-thread time by 4 whatever it is, so a busy machine (well under 1000) inflates TBT and LCP.',
  )
  const withFailures = summaries.filter((s) => s.failures.length > 0)
  if (withFailures.length === 0) {
    console.log('  no failing audits')
    return
  }
  console.log('  failing audits (runs that failed it / runs; weight in its category; what Lighthouse showed):')
  for (const { page, failures } of withFailures) {
    console.log(`    ${page}`)
    for (const f of failures) {
      const shown = [...new Set(f.values)].join(' | ')
      console.log(
        `      ${f.category}/${f.id} ${f.runs}/${runs}, weight ${f.weight}, score ${f.score}: ${f.title}${shown ? ` — ${shown}` : ''}`,
      )
    }
  }
}

async function main() {
  console.log(
    `Lodestar public pages — Lighthouse ${lighthouseVersion}, ${CHROME_PATH}, ${os.availableParallelism?.() ?? os.cpus().length} cores, load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  )
  let baseUrl = options.url?.replace(/\/$/, '')
  if (!baseUrl) {
    buildIfNeeded()
    baseUrl = await startServer()
  }
  console.log(`server: ${baseUrl}`)
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' })
  cleanups.push(() => chrome.kill())
  if (options.save) mkdirSync(options.save, { recursive: true })

  const allSummaries = {}
  for (const formFactor of formFactors) {
    const summaries = []
    for (const page of pages) {
      const reports = []
      for (let run = 1; run <= runs; run++) {
        process.stdout.write(`\r${formFactor} ${page} run ${run}/${runs}…`.padEnd(60))
        const lhr = await audit(chrome.port, `${baseUrl}${page}`, formFactor)
        reports.push(lhr)
        if (options.save)
          writeFileSync(
            join(options.save, `${formFactor}${page.replace(/\//g, '_') || '_'}-${run}.json`),
            JSON.stringify(lhr),
          )
      }
      summaries.push(summarize(page, reports))
    }
    process.stdout.write('\r'.padEnd(61) + '\r')
    printSummary(formFactor, summaries)
    allSummaries[formFactor] = summaries
  }
  if (options.save) {
    writeFileSync(join(options.save, 'summary.json'), JSON.stringify(allSummaries, null, 2))
    console.log(`\nreports saved in ${options.save}`)
  }
}

let code = 1
try {
  await main()
  code = 0
} catch (error) {
  console.error(`\nbench:lighthouse failed: ${error instanceof Error ? error.message : error}`)
} finally {
  await cleanupAll()
}
process.exit(code)
