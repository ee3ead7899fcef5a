import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, relative, resolve } from 'node:path'
import { ESLint } from 'eslint'
import tseslint from 'typescript-eslint'
import { expect, test } from 'vitest'
import { projectRoot } from '../lib/paths'

// Planted files are not in the TypeScript project, so they are linted without type information.
const eslint = new ESLint({ cwd: projectRoot, overrideConfig: tseslint.configs.disableTypeChecked })

/** The boundary errors ESLint reports for `code` as if it were the file at `filePath` (from the project root). */
async function boundaryErrorsOf(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = imported\n`, { filePath })
  const unparsed = result?.messages.filter((message) => message.fatal) ?? []
  if (unparsed.length) throw new Error(`${filePath} could not be linted: ${unparsed[0]?.message}`)
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'boundaries/dependencies' && message.severity === 2)
    .map((message) => message.message)
}

// Each planted file imports `imported` from a real module; the rule resolves the path, so targets must exist.
test.each([
  [
    'server/features/researchers/planted.ts',
    "import { createSourceHttp as imported } from '../sources/source-http'",
    'a server feature imports another feature only through its index.ts',
  ],
  [
    'server/features/researchers/planted.ts',
    "import { consume as imported } from '../quota/quota.service'",
    'a server feature imports another feature only through its index.ts',
  ],
  [
    'server/features/sources/planted.ts',
    "import { createLocalLibraryConnector as imported } from '../library'",
    'sources never imports the library',
  ],
  [
    'server/lib/planted.ts',
    "import { roleFor as imported } from '../features/account'",
    'server/lib imports no feature',
  ],
  [
    'server/platform-planted.ts',
    "import { createSourceHttp as imported } from './features/sources/source-http'",
    'sources and library are imported through their index.ts only',
  ],
  [
    'web/src/features/admin/planted.ts',
    "import { SORT_OPTIONS as imported } from '../researchers/search-options'",
    'web features do not import each other (the session feature is the exception)',
  ],
  [
    'web/src/components/planted.ts',
    "import { sessionKeys as imported } from '../features/session/api/session-queries'",
    'web lib and components sit below features and app: they import neither',
  ],
  [
    'web/src/lib/planted.ts',
    "import { createApi as imported } from '../../../server/app'",
    'web/ imports nothing from server/',
  ],
  [
    'shared/planted.ts',
    "import { readFileSync as imported } from 'node:fs'",
    'shared/ is imported by both sides: it imports neither, nor Node built-ins',
  ],
  [
    'shared/planted.ts',
    "import { AppError as imported } from '../server/lib/app-error'",
    'shared/ is imported by both sides: it imports neither, nor Node built-ins',
  ],
])('%s: `%s` is a boundary error', async (filePath, code, error) => {
  expect(await boundaryErrorsOf(filePath, code)).toEqual([error])
})

test.each([
  ['server/features/researchers/planted.ts', "import { searchWorksEverywhere as imported } from '../sources'"],
  ['server/features/researchers/planted.ts', "import { chargeOnce as imported } from '../quota'"],
  ['server/features/researchers/planted.ts', "import { pageOf as imported } from './find-topic-experts'"],
  ['server/features/admin/planted.ts', "import { subscribers as imported } from '../account/account.tables'"],
  ['server/db/schema.ts', "import { sourceCache as imported } from '../features/sources/sources.tables'"],
  ['server/lib/planted.ts', "import type { Db as imported } from '../db/client'"],
  ['web/src/features/admin/planted.ts', "import { sessionKeys as imported } from '../session/api/session-queries'"],
  ['web/src/app/planted.ts', "import { sessionKeys as imported } from '../features/session/api/session-queries'"],
  ['shared/planted.ts', "import { z as imported } from 'zod'"],
])('%s: `%s` is allowed', async (filePath, code) => {
  expect(await boundaryErrorsOf(filePath, code)).toEqual([])
})

async function restrictedImportsOf(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = imported\n`, { filePath })
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message)
}

test('only the llm module imports the AI SDK', async () => {
  const planted = "import { streamText as imported } from 'ai'"
  expect(await restrictedImportsOf('server/features/research/planted.ts', planted)).toEqual([
    "'ai' import is restricted from being used by a pattern. only server/features/llm imports the AI SDK",
  ])
  expect(
    await restrictedImportsOf(
      'web/src/features/research/planted.ts',
      "import { createOpenAICompatible as imported } from '@ai-sdk/openai-compatible'",
    ),
  ).toHaveLength(1)
  expect(await restrictedImportsOf('server/features/llm/planted.ts', planted)).toEqual([])
})

test('only web/src/lib/router.tsx imports a router package', async () => {
  for (const source of [
    "import { Link as imported } from 'wouter'",
    "import { Link as imported } from 'react-router'",
  ]) {
    expect(await restrictedImportsOf('web/src/features/learning/planted.tsx', source)).toHaveLength(1)
    expect(await restrictedImportsOf('web/src/app/planted.tsx', source)).toHaveLength(1)
  }
  expect(await restrictedImportsOf('web/src/lib/router.tsx', "import { useSearch as imported } from 'wouter'")).toEqual(
    [],
  )
  expect(
    await restrictedImportsOf('web/src/lib/router.tsx', "import { streamText as imported } from 'ai'"),
  ).toHaveLength(1)
})

/** Every relative `import … from` / `export … from` of a file (type-only ones too), and bare `import '…'`. */
function relativeSpecifiers(source: string): string[] {
  const found: string[] = []
  const pattern = /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"](\.[^'"]+)['"]/g
  for (const match of source.matchAll(pattern)) if (match[1]) found.push(match[1])
  return found
}

/** The file a relative specifier names: itself, with .ts/.tsx, or its folder's index.ts. */
function resolveSpecifier(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier)
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]
  return candidates.find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate)) ?? null
}

function sourceFilesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !name.includes('node_modules'))
    .map((name) => join(dir, name))
}

/** The import circles among `files`: each strongly connected group of more than one file (Tarjan). */
function importCircles(files: string[]): string[][] {
  const edges = new Map(
    files.map((file) => [
      file,
      relativeSpecifiers(readFileSync(file, 'utf8'))
        .map((specifier) => resolveSpecifier(file, specifier))
        .filter((target): target is string => target !== null && target !== file),
    ]),
  )
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const circles: string[][] = []
  const visit = (file: string) => {
    index.set(file, index.size)
    low.set(file, index.get(file)!)
    stack.push(file)
    onStack.add(file)
    for (const next of edges.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next)
        low.set(file, Math.min(low.get(file)!, low.get(next)!))
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!))
    }
    if (low.get(file) !== index.get(file)) return
    const group: string[] = []
    let member: string | undefined
    do {
      member = stack.pop()!
      onStack.delete(member)
      group.push(member)
    } while (member !== file)
    if (group.length > 1) circles.push(group.map((path) => relative(projectRoot, path)).sort())
  }
  for (const file of edges.keys()) if (!index.has(file)) visit(file)
  return circles
}

test('server/ and shared/ have no import circles, type-only imports included', () => {
  const files = ['server', 'shared'].flatMap((dir) => sourceFilesUnder(join(projectRoot, dir)))
  const circles = importCircles(files)
  expect(
    circles.map((circle) => `${circle.length} files: ${circle.join(', ')}`),
    'break each circle (a type into a file of its own, a constant to its one user)',
  ).toEqual([])
})

test('outside shared/, shared code is imported as #shared/… (the package imports alias), never by a relative path', async () => {
  expect(
    await restrictedImportsOf(
      'server/features/quota/planted.ts',
      "import { QuotaKinds as imported } from '../../../shared/plans'",
    ),
  ).toEqual([
    "'../../../shared/plans' import is restricted from being used by a pattern. import shared code as #shared/… (the package imports alias), not by a relative path",
  ])
  expect(
    await restrictedImportsOf(
      'web/src/lib/planted.ts',
      "import { ErrorCodes as imported } from '../../../shared/error-codes'",
    ),
  ).toHaveLength(1)
  expect(
    await restrictedImportsOf('web/src/lib/planted.ts', "import { ErrorCodes as imported } from '#shared/error-codes'"),
  ).toEqual([])
  expect(
    await restrictedImportsOf('shared/contract/planted.ts', "import { ErrorCodes as imported } from '../error-codes'"),
  ).toEqual([])
})

test("the lint's resolver reads #shared/… as the file it names, so the import rules see it", async () => {
  const resolver = createRequire(import.meta.url)('../../scripts/eslint-package-imports-resolver.cjs') as {
    resolve: (source: string) => { found: boolean; path?: string }
  }
  expect(resolver.resolve('#shared/contract/account')).toEqual({
    found: true,
    path: join(projectRoot, 'shared/contract/account.ts'),
  })
  expect(resolver.resolve('#shared/no-such-module')).toEqual({ found: false })
  expect(resolver.resolve('zod')).toEqual({ found: false })
  expect(
    await boundaryErrorsOf('web/src/lib/planted.ts', "import { ErrorCodes as imported } from '#shared/error-codes'"),
  ).toEqual([])
})
