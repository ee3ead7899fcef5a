import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import { getSessionCookie } from 'better-auth/cookies'
import type { Hono, MiddlewareHandler } from 'hono'
import { compressResponses, isCompressibleType, varyOnAcceptEncoding } from '../lib/compression'
import { webDistDir } from '../lib/paths'
import type { AppEnv } from '../request-context'
import { editResponseHeaders } from '../lib/response-headers'
import { securityHeaders } from '../lib/security'
import { robotsTxt, sitemapXml } from './crawlers'
import { renderIndexHtml } from './index-html'
import { PUBLIC_PAGES } from './public-pages'
import { routePreloads } from './route-preloads'

const IMMUTABLE = 'public, max-age=31536000, immutable'
const CRAWLER_FILES_MAX_AGE = 'public, max-age=3600'

/**
 * The built web app: hashed assets (with the .br/.gz files the build writes beside them, chosen by
 * Accept-Encoding), robots.txt and sitemap.xml, and index.html for every other path, so the SPA
 * renders its own routes and its own 404 page.
 */
export function mountWeb(
  app: Hono<AppEnv>,
  {
    appUrl,
    webDir = webDistDir,
    visitorPages = new Map(),
  }: {
    appUrl: string
    webDir?: string
    /** public pages prerendered for visitors, by path (decision 035) */
    visitorPages?: ReadonlyMap<string, string>
  },
) {
  const indexFile = join(webDir, 'index.html')
  if (!existsSync(indexFile)) {
    app.get('*', securityHeaders(appUrl), (c) =>
      c.text('The web app is not built. Run `npm run build` (npm start does it for you).', 503),
    )
    return
  }
  const template = readFileSync(indexFile, 'utf8')
  const files = serveStatic<AppEnv>({ root: webDir, precompressed: true })
  const preloads = routePreloads(webDir, template)

  app.use('*', securityHeaders(appUrl))
  app.get('/robots.txt', (c) => {
    c.header('Cache-Control', CRAWLER_FILES_MAX_AGE)
    return c.text(robotsTxt(appUrl))
  })
  app.get('/sitemap.xml', (c) => {
    c.header('Cache-Control', CRAWLER_FILES_MAX_AGE)
    return c.body(sitemapXml(appUrl), 200, { 'Content-Type': 'application/xml; charset=utf-8' })
  })
  const immutableAssets: MiddlewareHandler<AppEnv> = async (c, next) => {
    await next()
    if (c.res.ok) editResponseHeaders(c, (headers) => headers.set('Cache-Control', IMMUTABLE))
  }
  const builtFiles: MiddlewareHandler<AppEnv> = async (c, next) => {
    // index.html is rendered per request below, never sent as the file; .vite/manifest.json is for the server only.
    if (c.req.path.endsWith('/') || c.req.path === '/index.html' || c.req.path.startsWith('/.')) return next()
    const found = await files(c, next)
    if (!(found instanceof Response)) return
    // serveStatic names Accept-Encoding only when it sends a compressed copy; caches need it on the plain one too.
    if (isCompressibleType(found.headers.get('Content-Type'))) varyOnAcceptEncoding(found.headers)
    return found
  }
  // A form submitted before its prerendered page hydrated (method="post", decision 035): the body is dropped
  // unread and the browser goes back to the page, now with its scripts.
  for (const page of PUBLIC_PAGES) app.post(page.path, (c) => c.redirect(page.path, 303))
  app.use('/assets/*', immutableAssets)
  app.use('*', builtFiles)
  app.get('*', compressResponses, (c) => {
    c.header('Cache-Control', 'no-cache')
    c.header('Vary', 'Cookie')
    const visitor = getSessionCookie(c.req.raw.headers) === null
    // Prerendered at the bare path only: a query string (/auth?mode=signup) can change what the page shows.
    const content = visitor && !c.req.url.includes('?') ? visitorPages.get(c.req.path) : undefined
    return c.html(
      renderIndexHtml(template, { path: c.req.path, appUrl, visitor, preloads: preloads.get(c.req.path), content }),
    )
  })
}
