import { expect, test, type ConsoleMessage } from '@playwright/test'
import { E2E_BASE_URL } from './server-settings'

const PUBLIC_PAGES = [
  { path: '/', h1: 'Welcome to Lodestar' },
  { path: '/pricing', h1: 'Choose Your Research Plan' },
  { path: '/mission', h1: 'Our Mission' },
  { path: '/branches', h1: 'Our Branches' },
  { path: '/supporters', h1: 'Our Supporters' },
  { path: '/exploration-hub', h1: 'Exploration Hub' },
  { path: '/auth', h1: 'Welcome back' },
]

test('a visitor opens every public page without a single console error, and each has its description and canonical URL', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`))

  for (const { path, h1 } of PUBLIC_PAGES) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible()
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${E2E_BASE_URL}${path}`)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^[A-Z].{40,}$/)
  }
  await page.goto('/no-such-page')
  await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible()

  expect(errors).toEqual([])
})

test('robots.txt is a real plain-text file that names the sitemap, and the sitemap lists the public pages', async ({
  request,
}) => {
  const robots = await request.get('/robots.txt')
  expect(robots.status()).toBe(200)
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/)
  expect(await robots.text()).toContain(`Sitemap: ${E2E_BASE_URL}/sitemap.xml`)

  const sitemap = await request.get('/sitemap.xml')
  expect(sitemap.headers()['content-type']).toMatch(/^application\/xml/)
  const xml = await sitemap.text()
  for (const { path } of PUBLIC_PAGES) expect(xml).toContain(`<loc>${E2E_BASE_URL}${path}</loc>`)
})

test('the built scripts are sent compressed with brotli when the browser takes it, and plain when it does not', async ({
  request,
}) => {
  const html = await (await request.get('/')).text()
  const script = html.match(/<script[^>]+src="(\/assets\/[^"]+\.js)"/)?.[1]
  expect(script, 'index.html should load a hashed script from /assets').toBeTruthy()

  const brotli = await request.get(script as string, { headers: { 'accept-encoding': 'gzip, deflate, br' } })
  expect(brotli.headers()['content-encoding']).toBe('br')
  expect(brotli.headers()['content-type']).toMatch(/^text\/javascript/)
  expect(brotli.headers()['vary']).toContain('Accept-Encoding')

  const plain = await request.get(script as string, { headers: { 'accept-encoding': 'identity' } })
  expect(plain.headers()['content-encoding']).toBeUndefined()
  // Both decode to the same script.
  expect((await brotli.body()).equals(await plain.body())).toBe(true)
})

test('a visitor’s session probe answers 200 with no user', async ({ request }) => {
  const me = await request.get('/api/me')
  expect(me.status()).toBe(200)
  expect(await me.json()).toEqual({ user: null })
})
