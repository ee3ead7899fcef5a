import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { PUBLIC_PAGES } from './public-pages'

type ManifestChunk = { file: string; imports?: string[] }
type Manifest = Record<string, ManifestChunk>

/** Every file a chunk needs before it runs: itself and its static imports, transitively. */
function chunkFiles(manifest: Manifest, key: string, found = new Set<string>()): Set<string> {
  const chunk = manifest[key]
  if (!chunk || found.has(chunk.file)) return found
  found.add(chunk.file)
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, found)
  return found
}

/**
 * For each public page with a lazy route, the script URLs index.html does not already load, from the
 * build manifest. Preloaded, they download beside the entry script instead of after it has run.
 */
export function routePreloads(webDir: string, template: string): Map<string, string[]> {
  const preloads = new Map<string, string[]>()
  const manifestFile = join(webDir, '.vite/manifest.json')
  if (!existsSync(manifestFile)) return preloads
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest
  for (const page of PUBLIC_PAGES) {
    if (!page.module) continue
    const urls = [...chunkFiles(manifest, page.module)]
      .map((file) => `/${file}`)
      .filter((url) => !template.includes(`"${url}"`))
    if (urls.length > 0) preloads.set(page.path, urls)
  }
  return preloads
}
