import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { projectRoot } from '../lib/paths'
import { PUBLIC_PAGES } from './public-pages'

const router = readFileSync(join(projectRoot, 'web/src/app/router.tsx'), 'utf8')

test.each(PUBLIC_PAGES.map((page) => [page.path, page] as const))(
  '%s is a route of the web app, and its module is the one the router loads',
  (path, page) => {
    expect(router).toContain(`path="${path}"`)
    if (!page.module) return
    expect(existsSync(join(projectRoot, 'web', page.module))).toBe(true)
    expect(router).toContain(`import('./${page.module.replace(/^src\/app\//, '').replace(/\.tsx$/, '')}')`)
  },
)

test('every description is one a search result can show whole', () => {
  for (const page of PUBLIC_PAGES) expect(page.description.length, page.path).toBeGreaterThan(50)
  for (const page of PUBLIC_PAGES) expect(page.description.length, page.path).toBeLessThanOrEqual(220)
})
