#!/usr/bin/env node
// Fails when README.md or docs/architecture.md names a file or folder of the repository that does not
// exist. Decision records are history and may name what has since gone.
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const DOCS = ['README.md', 'docs/architecture.md']
const ROOTS = ['server/', 'web/', 'shared/', 'e2e/', 'scripts/', 'bench/', 'docs/', '.ci/']
const QUOTED_PATH = /`([A-Za-z0-9_.\-/]+)`/g

const missing = []
for (const doc of DOCS) {
  const text = readFileSync(join(root, doc), 'utf8')
  for (const [, path] of text.matchAll(QUOTED_PATH)) {
    if (!ROOTS.some((prefix) => path.startsWith(prefix))) continue
    if (!existsSync(join(root, path.replace(/\/$/, '')))) missing.push(`${doc}: ${path}`)
  }
}
if (missing.length) {
  console.error(`Paths named in the docs that do not exist:\n  ${missing.join('\n  ')}`)
  process.exit(1)
}
console.log(`docs name only paths that exist (${DOCS.join(', ')})`)
