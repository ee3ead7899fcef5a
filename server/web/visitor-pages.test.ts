import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { createLogger } from '../lib/logger'
import { PUBLIC_PAGES } from './public-pages'
import { prerenderVisitorPages } from './visitor-pages'

const dir = mkdtempSync(join(tmpdir(), 'lodestar-prerender-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function recordingLogger() {
  const lines: string[] = []
  const log = createLogger('info', {}, (line) => lines.push(line))
  return { log, lines }
}

test('every public page is rendered by the Node build; a page that fails is left out and said', async () => {
  const entry = join(dir, 'prerender.js')
  writeFileSync(
    entry,
    `export async function renderVisitorPage(path) {
       if (path === '/mission') throw new Error('window is not defined')
       return '<h1>' + path + '</h1>'
     }`,
  )
  const { log, lines } = recordingLogger()

  const pages = await prerenderVisitorPages(log, entry)

  expect([...pages.keys()].sort()).toEqual(
    PUBLIC_PAGES.map((page) => page.path)
      .filter((path) => path !== '/mission')
      .sort(),
  )
  expect(pages.get('/pricing')).toBe('<h1>/pricing</h1>')
  expect(lines.join('\n')).toMatch(/could not be prerendered.*\/mission.*window is not defined/s)
})

test('without the Node build, nothing is prerendered and the log says how to make it', async () => {
  const { log, lines } = recordingLogger()

  expect((await prerenderVisitorPages(log, join(dir, 'missing.js'))).size).toBe(0)
  expect(lines.join('\n')).toContain('npm run build')
})
