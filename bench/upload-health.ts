// `npm run bench:upload-health`: /api/health's latency while 20 premium members upload 10 MB CSVs to the data
// analyzer at once, over HTTP on loopback (the whole API on PGlite, served as `npm start` serves it). Budget: p99 ≤
// 200 ms. Uploads the worker pool cannot take
// are refused with 503 at once; the figure is how long health waits meanwhile, not how many uploads are analysed.
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { serve } from '@hono/node-server'
import { createTestApp } from '../server/test/create-test-app'
import { insertSubscriber } from '../server/test/factories'

const UPLOADS = 20
const FILE_BYTES = 10 * 1000 * 1000 - 64 * 1024
const HEALTH_EVERY_MS = 20
const BUDGET_P99_MS = 200

/** A CSV of about `bytes` with rows of about 100 bytes, so it stays within the analyzer's 100,000 rows. */
function csvOf(bytes: number): string {
  const header = ['group', ...Array.from({ length: 15 }, (_, i) => `measure_${i + 1}`)].join(',')
  const rows = [header]
  let size = header.length
  for (let i = 0; size < bytes - 200; i++) {
    const values = Array.from({ length: 15 }, (_, j) => (((i + 1) * (j + 7919)) % 100_000) / 100)
    const row = `${i % 2 ? 'a' : 'b'},${values.join(',')}`
    rows.push(row)
    size += row.length + 1
  }
  return rows.join('\n')
}

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN

const app = await createTestApp()
const server = serve({ fetch: app.platform.app.fetch, port: 0, hostname: '127.0.0.1' })
await new Promise((resolve) => server.once('listening', resolve))
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
try {
  const cookies: string[] = []
  for (let i = 0; i < UPLOADS; i++) {
    const member = await app.signUp(`Uploader ${i}`)
    await insertSubscriber(app.db, member.email)
    cookies.push(member.cookie)
  }
  // The uploads come from another process, the form encoded once: sending 20 bodies of 10 MB from this process would
  // stall its event loop, and the health calls with it, and that would be the bench's own cost, not the server's.
  const form = new FormData()
  form.set('file', new File([csvOf(FILE_BYTES)], 'big.csv'))
  const encoded = new Response(form)
  const formType = encoded.headers.get('content-type') ?? ''
  const formBody = new Uint8Array(await encoded.arrayBuffer())

  const latencies: number[] = []
  const state = { uploading: true }
  const health = (async () => {
    while (state.uploading) {
      const started = performance.now()
      await (await fetch(`${base}/api/health`)).text()
      latencies.push(performance.now() - started)
      await new Promise((resolve) => setTimeout(resolve, HEALTH_EVERY_MS))
    }
  })()
  const started = performance.now()
  const folder = mkdtempSync(join(tmpdir(), 'upload-health-'))
  const bodyFile = join(folder, 'form.bin')
  writeFileSync(bodyFile, formBody)
  const uploader = `
    const { readFileSync } = await import('node:fs')
    const body = readFileSync(process.env.BODY_FILE)
    const cookies = JSON.parse(process.env.COOKIES)
    const statuses = await Promise.all(cookies.map(async (cookie) => {
      const response = await fetch(process.env.UPLOAD_URL, {
        method: 'POST', headers: { cookie, 'content-type': process.env.FORM_TYPE }, body,
      })
      await response.text()
      return response.status
    }))
    console.log(JSON.stringify(statuses))`
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', uploader], {
    env: {
      ...process.env,
      BODY_FILE: bodyFile,
      COOKIES: JSON.stringify(cookies),
      UPLOAD_URL: `${base}/api/data-analysis/inspect`,
      FORM_TYPE: formType,
    },
    maxBuffer: 1024 * 1024,
  })
  rmSync(folder, { recursive: true, force: true })
  const statuses = JSON.parse(stdout) as number[]
  const elapsed = performance.now() - started
  state.uploading = false
  await health

  const sorted = [...latencies].sort((a, b) => a - b)
  const counts = statuses.reduce<Record<number, number>>(
    (all, status) => ({ ...all, [status]: (all[status] ?? 0) + 1 }),
    {},
  )
  const p99 = percentile(sorted, 99)
  console.table({
    [`/api/health during ${UPLOADS} parallel 10 MB uploads`]: {
      'p50 ms': Math.round(percentile(sorted, 50)),
      'p99 ms': Math.round(p99),
      'max ms': Math.round(sorted.at(-1) ?? NaN),
      'health calls': sorted.length,
      'uploads s': (elapsed / 1000).toFixed(1),
      'upload answers': JSON.stringify(counts),
      budget: `p99 ≤ ${BUDGET_P99_MS} ms: ${p99 <= BUDGET_P99_MS ? 'met' : 'MISSED'}`,
    },
  })
} finally {
  server.close()
  await app.close()
}
