#!/usr/bin/env node
// `npm run bench:fair-queues`: the audit's scenario against the local fake upstreams. One user starts
// 30 works searches (its per-minute allowance) and, while they are in flight, another user searches.
// Prints the other user's wall time alone and during the flood, with each source's outcome.
// One source is made artificially slow by a delaying proxy in front of the fakes (--slow=crossref:2000).
// --pause=<ms> (default 5000) is how long after the flood starts the other user searches.
// --root=<dir> runs the server of another checkout (e.g. an older commit) against the same scenario.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer as createHttpServer } from 'node:http'
import { cpus, tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort, sleep, waitFor } from './bench-kit.mjs'

const argument = (name, fallback) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback
const here = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const root = resolve(argument('root', here))
const [slowSource, slowMsText] = argument('slow', 'crossref:2000').split(':')
const slowMs = Number(slowMsText)
const pauseMs = Number(argument('pause', '5000'))
const FLOOD = 30

/** Forwards to the fakes; answers for `slowSource` are held back `slowMs` first. */
function startSlowProxy(fakesOrigin, port) {
  const server = createHttpServer(async (request, response) => {
    if (request.url.startsWith(`/${slowSource}/`)) await sleep(slowMs)
    try {
      const upstream = await fetch(fakesOrigin + request.url, {
        headers: { 'user-agent': request.headers['user-agent'] ?? '' },
      })
      response.writeHead(upstream.status, {
        'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream',
      })
      response.end(Buffer.from(await upstream.arrayBuffer()))
    } catch {
      response.destroy()
    }
  })
  return new Promise((ready) => server.listen(port, '127.0.0.1', () => ready(server)))
}

const children = []
const dataDir = mkdtempSync(join(tmpdir(), 'lodestar-bench-fair-'))
let proxy
const cleanup = () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  proxy?.close()
  rmSync(dataDir, { recursive: true, force: true })
}
process.on('exit', cleanup)

try {
  const fakesPort = await freePort()
  const fakes = spawn(process.execPath, ['--import', 'tsx', 'scripts/fake-upstreams.ts'], {
    cwd: here,
    env: { ...process.env, FAKES_PORT: String(fakesPort) },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  children.push(fakes)
  const fakesOrigin = `http://127.0.0.1:${fakesPort}`
  await waitFor(`${fakesOrigin}/openalex/works?search=warmup`, fakes, 'fake upstreams')
  const proxyPort = await freePort()
  proxy = await startSlowProxy(fakesOrigin, proxyPort)
  const origin = `http://127.0.0.1:${proxyPort}`

  const appPort = await freePort()
  // As a typical deployment: no CORE key and no SearXNG, every other source configured.
  const app = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(appPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      OPENALEX_BASE_URL: `${origin}/openalex`,
      OPENALEX_API_KEY: 'bench-key',
      NCBI_EUTILS_BASE_URL: `${origin}/pubmed`,
      ARXIV_BASE_URL: `${origin}/arxiv`,
      CROSSREF_BASE_URL: `${origin}/crossref`,
      EUROPEPMC_BASE_URL: `${origin}/europepmc`,
      SEMANTIC_SCHOLAR_BASE_URL: `${origin}/semanticscholar`,
      FEDERAL_REGISTER_BASE_URL: `${origin}/federalregister`,
      PUBCHEM_BASE_URL: `${origin}/pubchem`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  children.push(app)
  const base = `http://127.0.0.1:${appPort}`
  await waitFor(`${base}/api/health`, app, 'Lodestar')

  const signUp = async (name) => {
    const response = await fetch(`${base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({
        name,
        email: `${name.toLowerCase()}-${Date.now()}@lodestar.bench`,
        password: 'bench-password-1',
      }),
    })
    if (!response.ok) throw new Error(`sign-up failed: ${response.status}`)
    return response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
  }
  const search = async (cookie, query) => {
    const started = performance.now()
    const response = await fetch(`${base}/api/works/search?query=${encodeURIComponent(query)}&limit=5`, {
      headers: { cookie },
    })
    const body = await response.json()
    return { status: response.status, ms: performance.now() - started, body }
  }
  const outcomes = (result) =>
    result.status === 200
      ? result.body.sources
          .map((s) => `${s.id} ${s.status}${s.status === 'failed' ? ` (${s.message})` : ''}`)
          .join(', ')
      : `${result.status} ${result.body.message}`

  const flooder = await signUp('Flooder')
  const other = await signUp('Other')
  await search(other, 'warm up the connections')
  const alone = await search(other, 'coral reef ecology')

  const floodStarted = performance.now()
  const flood = Array.from({ length: FLOOD }, (_, i) =>
    search(flooder, `neural network pruning ${i}`).then((result) => ({
      ...result,
      settledAt: performance.now() - floodStarted,
    })),
  )
  await sleep(pauseMs) // the flood's calls reach the sources' queues
  const during = await search(other, 'ocean acidification')
  const flooded = await Promise.all(flood)

  console.log(
    `Lodestar fair source queues — Node ${process.version}, ${cpus().length} cores; PGlite; fake upstreams on loopback, ${slowSource} answers after ${slowMs} ms`,
  )
  console.log(`server: ${root}`)
  console.log(`other user's works search alone:        ${(alone.ms / 1000).toFixed(2)} s  [${outcomes(alone)}]`)
  console.log(
    `other user's works search ${pauseMs / 1000} s into the flood: ${(during.ms / 1000).toFixed(2)} s  [${outcomes(during)}]`,
  )
  const answered = flooded.filter((result) => result.status === 200).length
  const lastSettled = Math.max(...flooded.map((result) => result.settledAt))
  const busy = flooded
    .flatMap((result) => (result.status === 200 ? result.body.sources : []))
    .filter((s) => s.status === 'failed' && /busy/.test(s.message ?? '')).length
  console.log(
    `flood: ${FLOOD} searches by one user: ${answered} answered 200 (${busy} source outcomes in them refused as busy), ${FLOOD - answered} refused; the last settled after ${(lastSettled / 1000).toFixed(1)} s`,
  )
  cleanup()
  process.exit(0)
} catch (error) {
  console.error(`bench:fair-queues failed: ${error instanceof Error ? error.message : error}`)
  cleanup()
  process.exit(1)
}
