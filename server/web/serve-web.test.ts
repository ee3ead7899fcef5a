import { Hono } from 'hono'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { afterAll, expect, test } from 'vitest'
import type { AppEnv } from '../request-context'
import { PUBLIC_PAGES } from './public-pages'
import { mountWeb } from './serve-web'

const APP_URL = 'https://lodestar.example'
const SCRIPT = `console.log(${JSON.stringify('lodestar '.repeat(400))})\n`
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Generic description." />
    <title>Lodestar</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/button-3.js">
  </head>
  <body><div id="root"></div></body>
</html>
`

// A stand-in for dist/web as the build leaves it: hashed assets with their .br and .gz copies.
const webDir = mkdtempSync(join(tmpdir(), 'lodestar-web-'))
mkdirSync(join(webDir, 'assets'))
writeFileSync(join(webDir, 'index.html'), TEMPLATE)
writeFileSync(join(webDir, 'assets/app-abc123.js'), SCRIPT)
writeFileSync(join(webDir, 'assets/app-abc123.js.br'), brotliCompressSync(SCRIPT))
writeFileSync(join(webDir, 'assets/app-abc123.js.gz'), gzipSync(SCRIPT))
mkdirSync(join(webDir, '.vite'))
writeFileSync(
  join(webDir, '.vite/manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-1.js', imports: ['_button-3.js'], isEntry: true },
    'src/app/routes/pricing.tsx': {
      file: 'assets/pricing-2.js',
      imports: ['_button-3.js', '_page-parts-4.js'],
      isDynamicEntry: true,
    },
    '_page-parts-4.js': { file: 'assets/page-parts-4.js', imports: ['_button-3.js'] },
    '_button-3.js': { file: 'assets/button-3.js' },
  }),
)
afterAll(() => rmSync(webDir, { recursive: true, force: true }))

function webApp() {
  const app = new Hono<AppEnv>()
  mountWeb(app, { appUrl: APP_URL, webDir })
  return app
}

test('a built asset is sent as its brotli copy when the browser takes brotli, cached for a year', async () => {
  const response = await webApp().request('/assets/app-abc123.js', {
    headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
  })

  expect(response.status).toBe(200)
  expect(response.headers.get('content-encoding')).toBe('br')
  expect(response.headers.get('content-type')).toMatch(/^text\/javascript/)
  expect(response.headers.get('vary')).toBe('Accept-Encoding')
  expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  expect(Buffer.from(await response.arrayBuffer())).toEqual(brotliCompressSync(SCRIPT))
})

test('a browser that takes only gzip gets the gzip copy; one that takes neither gets the file, with Vary all the same', async () => {
  const gzip = await webApp().request('/assets/app-abc123.js', { headers: { 'accept-encoding': 'gzip' } })
  expect(gzip.headers.get('content-encoding')).toBe('gzip')
  expect(Buffer.from(await gzip.arrayBuffer())).toEqual(gzipSync(SCRIPT))

  const plain = await webApp().request('/assets/app-abc123.js')
  expect(plain.headers.get('content-encoding')).toBeNull()
  expect(plain.headers.get('vary')).toBe('Accept-Encoding')
  expect(await plain.text()).toBe(SCRIPT)
})

test('robots.txt is plain text that allows the pages, keeps crawlers off the API and names the sitemap', async () => {
  const response = await webApp().request('/robots.txt')

  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toMatch(/^text\/plain/)
  const lines = (await response.text()).split('\n')
  expect(lines).toEqual(
    expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /api/', `Sitemap: ${APP_URL}/sitemap.xml`]),
  )
})

test('sitemap.xml lists every public page at the public URL', async () => {
  const response = await webApp().request('/sitemap.xml')

  expect(response.headers.get('content-type')).toMatch(/^application\/xml/)
  const xml = await response.text()
  for (const page of PUBLIC_PAGES) expect(xml).toContain(`<loc>${APP_URL}${page.path}</loc>`)
  expect(xml).not.toContain('/home')
})

test('a public page gets its own description and a canonical URL on APP_URL, once each', async () => {
  const response = await webApp().request('/pricing')

  expect(response.status).toBe(200)
  expect(response.headers.get('cache-control')).toBe('no-cache')
  const html = await response.text()
  const pricing = PUBLIC_PAGES.find((page) => page.path === '/pricing')
  expect(html).toContain(`<meta name="description" content="${pricing?.description ?? 'missing'}" />`)
  expect(html).not.toContain('Generic description.')
  expect(html.match(/<meta name="description"/g)).toHaveLength(1)
  expect(html.match(/<link rel="canonical" href="([^"]+)"/)?.[1]).toBe(`${APP_URL}/pricing`)
})

test('the landing page is canonical at the root; unknown and member paths keep the generic description and no canonical', async () => {
  const app = webApp()

  expect(await (await app.request('/')).text()).toContain(`<link rel="canonical" href="${APP_URL}/" />`)
  for (const path of ['/no-such-page', '/home', '/index.html', '/.vite/manifest.json']) {
    const html = await (await app.request(path)).text()
    expect(html, path).toContain('Generic description.')
    expect(html, path).not.toContain('rel="canonical"')
  }
})

test('a request without a session cookie is marked as a visitor’s; one with a session cookie is not', async () => {
  const app = webApp()

  const visitor = await app.request('/')
  const member = await app.request('/', { headers: { cookie: 'better-auth.session_token=abc.def' } })

  expect(await visitor.text()).toContain('<meta name="lodestar-session" content="none" />')
  expect(await member.text()).not.toContain('lodestar-session')
  expect(visitor.headers.get('vary')).toContain('Cookie')
})

test('a public page with a lazy route preloads the route’s scripts that index.html does not load already', async () => {
  const html = await (await webApp().request('/pricing')).text()

  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map((match) => match[1])
  // button-3.js is the template's own preload, not repeated.
  expect(preloads.sort()).toEqual(['/assets/button-3.js', '/assets/page-parts-4.js', '/assets/pricing-2.js'])
  expect(html.match(/button-3\.js/g)).toHaveLength(1)
})

test('a visitor gets a public page prerendered in the root; a member, a query string or another path gets the empty root', async () => {
  const app = new Hono<AppEnv>()
  // "$&" and "$'" would be replacement patterns in a string replace: they must arrive as text.
  const pricing = "<main><h1>Choose Your Research Plan</h1><p>$&amp; $' $$</p></main>"
  mountWeb(app, { appUrl: APP_URL, webDir, visitorPages: new Map([['/pricing', pricing]]) })

  const visitor = await (await app.request('/pricing')).text()
  expect(visitor).toContain(`<div id="root">${pricing}</div>`)
  expect(visitor.match(/<div id="root">/g)).toHaveLength(1)

  const member = await (
    await app.request('/pricing', { headers: { cookie: 'better-auth.session_token=abc.def' } })
  ).text()
  expect(member).toContain('<div id="root"></div>')
  for (const path of ['/pricing?plan=premium', '/pricing?', '/mission', '/home']) {
    expect(await (await app.request(path)).text(), path).toContain('<div id="root"></div>')
  }
})

test('a form posted to a public page before it hydrated is sent back to the page, its body unread', async () => {
  const response = await webApp().request('/auth', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'email=a%40example.com&password=secret',
  })

  expect(response.status).toBe(303)
  expect(response.headers.get('location')).toBe('/auth')
  expect((await webApp().request('/home', { method: 'POST' })).status).toBe(404)
})
