import { expect, test, type APIResponse } from '@playwright/test'

function expectHardened(response: APIResponse) {
  const headers = response.headers()
  const csp = headers['content-security-policy'] ?? ''
  const scriptSrc =
    csp
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith('script-src')) ?? ''
  expect(scriptSrc, `script-src of ${response.url()}`).toBe("script-src 'self'")
  expect(csp).toContain("frame-ancestors 'none'")
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
}

test('the built web app and its scripts carry the page security headers, the API its own', async ({ request }) => {
  const page = await request.get('/pricing')
  expect(page.status()).toBe(200)
  expect(page.headers()['content-type']).toContain('text/html')
  expect(page.headers()['cache-control']).toBe('no-cache')
  expectHardened(page)

  const script = (await page.text()).match(/<script[^>]+src="(\/assets\/[^"]+\.js)"/)?.[1]
  expect(script, 'index.html should load a hashed script from /assets').toBeTruthy()
  const asset = await request.get(script as string)
  expect(asset.status()).toBe(200)
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  expectHardened(asset)

  // An API answer is never a document: it may load nothing at all (decision 028).
  const api = await request.get('/api/live')
  expect(api.status()).toBe(200)
  expect(api.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'")
  expect(api.headers()['x-content-type-options']).toBe('nosniff')
  expect(api.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin')
})
