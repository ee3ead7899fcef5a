import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

function findProjectRoot(start: string): string {
  let dir = start
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir)
    if (parent === dir) throw new Error('Could not find the project root (no package.json above the server code)')
    dir = parent
  }
  return dir
}

// Works both from source (server/lib) and from the bundle (dist/server).
export const projectRoot = findProjectRoot(dirname(fileURLToPath(import.meta.url)))
export const migrationsDir = resolve(projectRoot, 'server/db/migrations')
export const webDistDir = resolve(projectRoot, 'dist/web')
/** The web app's Node build, which prerenders visitors' public pages (decision 035). */
export const webPrerenderEntry = resolve(projectRoot, 'dist/web-ssr/prerender.js')
