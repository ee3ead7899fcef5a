import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { expect, test } from 'vitest'
import { projectRoot } from '../lib/paths'

/** Modules whose insides are private: from outside, only their index.ts is imported. */
const MODULES = ['server/features/sources', 'server/features/library', 'server/features/llm']
/** Drizzle needs every table in one schema module (migrations, relational queries). */
const TABLE_EXCEPTIONS = new Set(['server/db/schema.ts'])

function sourceFiles(dir: string): string[] {
  return readdirSync(join(projectRoot, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path)
    return /\.(ts|tsx|mts|mjs)$/.test(entry.name) ? [path] : []
  })
}

/** Every relative import of a file, as a path from the project root (extension and /index dropped). */
function importsOf(file: string): string[] {
  const text = readFileSync(join(projectRoot, file), 'utf8')
  const specifiers = [...text.matchAll(/(?:from\s+|import\s*\(\s*)'(\.{1,2}\/[^']+)'/g)].map((match) => match[1]!)
  return specifiers.map((specifier) =>
    relative(projectRoot, resolve(projectRoot, dirname(file), specifier))
      .replace(/\.(ts|tsx|js|mjs)$/, '')
      .replace(/\/index$/, ''),
  )
}

const moduleOf = (path: string) => MODULES.find((module) => path === module || path.startsWith(`${module}/`))

const files = [...sourceFiles('server'), ...sourceFiles('scripts'), ...sourceFiles('bench')]

test('code outside the sources, library and llm modules imports only their index', () => {
  const breaches = files.flatMap((file) =>
    importsOf(file)
      .filter((target) => {
        const module = moduleOf(target)
        if (!module || moduleOf(file) === module || target === module) return false
        return !(TABLE_EXCEPTIONS.has(file) && target.endsWith('.tables'))
      })
      .map((target) => `${file} → ${target}`),
  )
  expect(breaches).toEqual([])
})

test('sources never imports the library (the platform hands it in as a connector)', () => {
  const breaches = files
    .filter((file) => moduleOf(file) === 'server/features/sources')
    .flatMap((file) =>
      importsOf(file)
        .filter((target) => moduleOf(target) === 'server/features/library')
        .map((target) => `${file} → ${target}`),
    )
  expect(breaches).toEqual([])
})

test('only the llm module imports the AI SDK', () => {
  const breaches = files.filter(
    (file) =>
      moduleOf(file) !== 'server/features/llm' &&
      /(?:from\s+|import\s*\(\s*)'(?:ai|@ai-sdk\/[^']+)'/.test(readFileSync(join(projectRoot, file), 'utf8')),
  )
  expect(breaches).toEqual([])
})
