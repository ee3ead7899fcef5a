#!/usr/bin/env node
// `npm run dev`: the API (tsx watch, restarts on change) and the Vite dev server side by side.
// Open http://127.0.0.1:5173 — Vite serves the web app with hot reload and proxies /api to the API.
//
//   API_PORT   port of the API (default 3001; vite.config.ts proxies /api there)
//   DATA_DIR   embedded database folder (default ./data); every other server variable as usual
//   --offline  also serve every upstream API from the local fakes (FAKES_PORT, default 3999) and point the API at them
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const require = createRequire(import.meta.url)
const STOP_TIMEOUT_MS = 10_000
const WEB_URL = 'http://127.0.0.1:5173'

const apiPort = process.env.API_PORT || '3001'
if (!/^\d+$/.test(apiPort) || Number(apiPort) < 1 || Number(apiPort) > 65535) {
  console.error(`API_PORT must be a port number, not "${apiPort}"`)
  process.exit(1)
}

/** The JavaScript file behind a package's bin, run with this same node (no shell, real PIDs). */
function binOf(pkg, name) {
  const manifestPath = require.resolve(`${pkg}/package.json`)
  const { bin } = JSON.parse(readFileSync(manifestPath, 'utf8'))
  return join(dirname(manifestPath), typeof bin === 'string' ? bin : bin[name])
}

const useColor = process.stdout.isTTY && !process.env.NO_COLOR
const paint = (code, text) => (useColor ? `\x1b[${code}m${text}\x1b[0m` : text)

const children = []
let stopping = false
let exitCode = 0

function run(label, color, args, env) {
  const prefix = paint(color, `[${label}]`)
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...(useColor ? { FORCE_COLOR: '1' } : {}), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Own process group: stopping it also stops what the child started (tsx runs the server in a child).
    detached: process.platform !== 'win32',
  })
  const entry = { label, child, exited: false }
  entry.done = new Promise((resolveDone) => {
    child.on('exit', (code, signal) => {
      entry.exited = true
      if (!stopping) {
        console.error(`${prefix} exited (${signal ?? `code ${code}`}); stopping the others`)
        exitCode = code || 1
        stopAll()
      }
      resolveDone()
    })
  })
  child.on('error', (error) => {
    console.error(`${prefix} could not start: ${error.message}`)
    entry.exited = true
    exitCode = 1
    stopAll()
  })
  for (const stream of [child.stdout, child.stderr]) {
    const out = stream === child.stdout ? process.stdout : process.stderr
    createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => out.write(`${prefix} ${line}\n`))
  }
  children.push(entry)
  return entry
}

/** Starts the fake upstreams and resolves with the base-URL settings they print once listening. */
function startFakeUpstreams() {
  return new Promise((resolveSettings, rejectSettings) => {
    const entry = run('fakes', '33', [binOf('tsx', 'tsx'), 'scripts/fake-upstreams.ts'], {})
    const settings = {}
    createInterface({ input: entry.child.stdout, crlfDelay: Infinity }).on('line', (line) => {
      const setting = /^([A-Z_]+_(?:BASE_URL|API_KEY|MODEL))=(\S+)$/.exec(line)
      if (setting) settings[setting[1]] = setting[2]
      if (line === 'Fake upstream APIs ready.') resolveSettings(settings)
    })
    entry.done.then(() => rejectSettings(new Error('the fake upstreams stopped before they were ready')))
  })
}

function signalChild(entry, signal) {
  if (entry.exited || entry.child.pid === undefined) return
  try {
    // Negative PID: the child's whole process group (the child and anything it spawned).
    process.kill(process.platform === 'win32' ? entry.child.pid : -entry.child.pid, signal)
  } catch {
    try {
      entry.child.kill(signal)
    } catch {
      // already gone
    }
  }
}

let stopPromise
function stopAll() {
  if (stopPromise) return stopPromise
  stopping = true
  for (const entry of children) signalChild(entry, 'SIGTERM')
  const timer = setTimeout(() => {
    for (const entry of children) {
      if (!entry.exited) console.error(`[${entry.label}] did not stop within ${STOP_TIMEOUT_MS / 1000} s; killing it`)
      signalChild(entry, 'SIGKILL')
    }
  }, STOP_TIMEOUT_MS)
  stopPromise = Promise.all(children.map((entry) => entry.done)).then(() => {
    clearTimeout(timer)
    process.exit(exitCode)
  })
  return stopPromise
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (!stopping) console.log(`\n${signal}: stopping the dev processes…`)
    stopAll()
  })
}

const offline = process.argv.includes('--offline')
console.log(
  `Lodestar dev: web ${WEB_URL} (Vite, proxies /api) · API http://127.0.0.1:${apiPort} (tsx watch)${offline ? ' · fake upstream APIs' : ''} · Ctrl-C stops all`,
)

const upstreamSettings = offline ? await startFakeUpstreams().catch(() => null) : {}
if (upstreamSettings === null) await stopAll()

run('api', '36', [binOf('tsx', 'tsx'), 'watch', '--clear-screen=false', 'server/index.ts'], {
  NODE_ENV: 'development',
  PORT: apiPort,
  DATA_DIR: process.env.DATA_DIR || './data',
  // Links in e-mails (verification, password reset) open the page the developer is using.
  APP_URL: process.env.APP_URL || WEB_URL,
  ...upstreamSettings,
})
run('web', '35', [binOf('vite', 'vite'), '--strictPort'], { API_PORT: apiPort })
