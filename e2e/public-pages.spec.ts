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

test('each public page arrives with its content in the HTML, readable without scripts, and then hydrates', async ({
  browser,
}) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false })
  const page = await noScript.newPage()
  for (const { path, h1 } of PUBLIC_PAGES) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: h1 }), path).toBeVisible()
  }
  // Before its scripts run, the sign-in form posts (never a GET with the password in the URL) and the server
  // sends the browser back to the page.
  await page.goto('/auth')
  await page.getByLabel('Email').fill('someone@example.com')
  await page.getByLabel('Password').fill('a-password-typed-early')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(`${E2E_BASE_URL}/auth`)
  await noScript.close()
})

test('a prerendered page is hydrated, not rendered again: the heading the server sent stays, and links navigate in place', async ({
  page,
}) => {
  // Parsing is done and no module script has run yet: the heading here is the server's.
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        (window as unknown as { serverHeading: Element | null }).serverHeading = document.querySelector('h1')
    })
  })
  await page.goto('/mission')
  await expect(page.getByRole('heading', { level: 1, name: 'Our Mission' })).toBeVisible()
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'About' }).click()
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Branches' })).toBeVisible()
  expect(
    await page.evaluate(() => {
      const kept = (window as unknown as { serverHeading: Element | null }).serverHeading
      return kept !== null && kept.isConnected && kept === document.querySelector('h1')
    }),
  ).toBe(true)

  await page.evaluate(() => ((window as unknown as { stayedOnPage: boolean }).stayedOnPage = true))
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Research Plan' })).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { stayedOnPage?: boolean }).stayedOnPage)).toBe(true)
})

test('a page prerendered last year hydrates on New Year’s Day without a mismatch', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  const nextYear = new Date().getUTCFullYear() + 1
  await page.clock.install({ time: new Date(`${nextYear}-01-01T00:00:05Z`) })

  await page.goto('/mission')
  await expect(page.getByRole('heading', { level: 1, name: 'Our Mission' })).toBeVisible()
  await page.clock.runFor(2_000)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'About' }).click()
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Branches' })).toBeVisible()

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
