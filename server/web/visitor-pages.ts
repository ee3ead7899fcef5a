import { existsSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import type { Logger } from '../lib/logger'
import { webPrerenderEntry } from '../lib/paths'
import { PUBLIC_PAGES } from './public-pages'

type PrerenderModule = { renderVisitorPage: (path: string) => Promise<string> }

/**
 * Every public page as a visitor's browser first renders it, from the web app's Node build (decision 035).
 * A page that cannot be prerendered is left out, and the browser renders it alone, as it does for members.
 */
export async function prerenderVisitorPages(log: Logger, entry = webPrerenderEntry): Promise<Map<string, string>> {
  const pages = new Map<string, string>()
  if (!existsSync(entry)) {
    log.warn('public pages are not prerendered: the web app has no Node build (npm run build makes it)', { entry })
    return pages
  }
  const started = performance.now()
  const { renderVisitorPage } = (await import(pathToFileURL(entry).href)) as PrerenderModule
  for (const { path } of PUBLIC_PAGES) {
    try {
      pages.set(path, await renderVisitorPage(path))
    } catch (error) {
      log.warn('a public page could not be prerendered; browsers will render it', {
        path,
        error: error instanceof Error ? error.message : String(error),
      })
    }
  }
  log.info('public pages prerendered for visitors', {
    pages: pages.size,
    ms: Math.round(performance.now() - started),
  })
  return pages
}
