#!/usr/bin/env node
// Fails when README.md or docs/architecture.md names a file or folder of the repository that does not
// exist, and when the architecture map's tree (its ```tree block, one path per line) leaves out a feature
// folder. Decision records are history and may name what has since gone.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
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
const MAP = 'docs/architecture.md'
const TREE_BLOCK = /```tree\n([\s\S]*?)```/
/** Folders each of whose sub-folders is a feature the map must give a line. */
const FEATURE_PARENTS = ['server/features/', 'web/src/features/']

const tree = TREE_BLOCK.exec(readFileSync(join(root, MAP), 'utf8'))?.[1]
if (!tree) missing.push(`${MAP}: no \`\`\`tree block`)
const treePaths = (tree ?? '')
  .split('\n')
  .map((line) => line.split(/\s+/)[0])
  .filter((path) => path && ROOTS.some((prefix) => path.startsWith(prefix)))
for (const path of treePaths) {
  if (!existsSync(join(root, path.replace(/\/$/, '')))) missing.push(`${MAP} (tree): ${path}`)
}
for (const parent of FEATURE_PARENTS) {
  for (const entry of readdirSync(join(root, parent), { withFileTypes: true })) {
    if (entry.isDirectory() && !treePaths.includes(`${parent}${entry.name}/`))
      missing.push(`${MAP} (tree): no line for ${parent}${entry.name}/`)
  }
}

if (missing.length) {
  console.error(`Paths named in the docs that do not exist:\n  ${missing.join('\n  ')}`)
  process.exit(1)
}
console.log(`docs name only paths that exist (${DOCS.join(', ')})`)
