#!/usr/bin/env node
// Size of the JavaScript the landing route '/' needs before it can render.
//
// The landing page is rendered by the entry chunk itself, so its initial JS is exactly what
// dist/web/index.html loads eagerly: the entry <script type="module" src> plus every
// <link rel="modulepreload">. Lazy route chunks are not counted. Budget: 90 kB gzip (issue 10; decision 023 says what it takes).
//
//   npm run bench:bundle            build only if dist/web is missing
//   npm run bench:bundle -- --build rebuild first
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, gzipSync } from 'node:zlib'

const BUDGET_KB = 90
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const webDir = join(root, 'dist/web')
const indexFile = join(webDir, 'index.html')

if (process.argv.includes('--build') || !existsSync(indexFile)) {
  console.log(existsSync(indexFile) ? 'Building (--build)…' : 'dist/web is missing; building…')
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
  const built = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (built.status !== 0 || !existsSync(indexFile)) {
    console.error('bench:bundle: `npm run build` failed')
    process.exit(1)
  }
}

const html = readFileSync(indexFile, 'utf8')

/** Attributes of every <tag …> in the document, as lower-cased name → value maps. */
function tags(name) {
  const found = []
  for (const match of html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'gi'))) {
    const attrs = {}
    for (const a of match[1].matchAll(/([^\s=/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
      attrs[a[1].toLowerCase()] = a[2] ?? a[3] ?? a[4] ?? ''
    }
    found.push(attrs)
  }
  return found
}

const relTokens = (attrs) => (attrs.rel ?? '').toLowerCase().split(/\s+/)

/** A local asset URL from index.html → the file in dist/web (null for external URLs). */
function localFile(url) {
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(url)) return null
  const path = url.split(/[?#]/)[0].replace(/^\.?\//, '')
  return join(webDir, decodeURIComponent(path))
}

const entries = tags('script').filter((a) => (a.type ?? '').toLowerCase() === 'module' && a.src)
if (entries.length === 0) {
  console.error('bench:bundle: no <script type="module" src> in dist/web/index.html')
  process.exit(1)
}
const preloads = tags('link').filter((a) => relTokens(a).includes('modulepreload') && a.href)
const styles = tags('link').filter((a) => relTokens(a).includes('stylesheet') && a.href)

function measure(urls) {
  const seen = new Set()
  const rows = []
  for (const url of urls) {
    if (seen.has(url)) continue
    seen.add(url)
    const file = localFile(url)
    if (!file) {
      console.warn(`  (skipping external ${url})`)
      continue
    }
    if (!existsSync(file)) {
      console.error(`bench:bundle: ${url} is listed in index.html but ${file} does not exist`)
      process.exit(1)
    }
    const data = readFileSync(file)
    rows.push({ url, raw: data.length, gzip: gzipSync(data).length, brotli: brotliCompressSync(data).length })
  }
  return rows
}

const kB = (bytes) => (bytes / 1000).toFixed(1)
const pad = (s, n) => String(s).padStart(n)

function printTable(title, rows) {
  const width = Math.max(30, ...rows.map((r) => r.url.length))
  console.log(`\n${title}`)
  console.log(`  ${'file'.padEnd(width)} ${pad('raw kB', 9)} ${pad('gzip kB', 9)} ${pad('brotli kB', 10)}`)
  for (const r of rows)
    console.log(`  ${r.url.padEnd(width)} ${pad(kB(r.raw), 9)} ${pad(kB(r.gzip), 9)} ${pad(kB(r.brotli), 10)}`)
  const total = rows.reduce((t, r) => ({ raw: t.raw + r.raw, gzip: t.gzip + r.gzip, brotli: t.brotli + r.brotli }), {
    raw: 0,
    gzip: 0,
    brotli: 0,
  })
  console.log(
    `  ${'total'.padEnd(width)} ${pad(kB(total.raw), 9)} ${pad(kB(total.gzip), 9)} ${pad(kB(total.brotli), 10)}`,
  )
  return total
}

console.log('Landing route / — initial JavaScript (entry script + modulepreloads; lazy chunks excluded)')
console.log('gzip: zlib default level; brotli: zlib default quality (information only); 1 kB = 1000 bytes')
const js = printTable('JavaScript', measure([...entries.map((a) => a.src), ...preloads.map((a) => a.href)]))
if (styles.length > 0) printTable('CSS (information only, not budgeted)', measure(styles.map((a) => a.href)))

const over = js.gzip > BUDGET_KB * 1000
console.log(`\nlanding initial JS: ${kB(js.gzip)} kB gzip (budget ${BUDGET_KB} kB) ${over ? 'OVER' : 'OK'}`)
process.exit(over ? 1 : 0)
