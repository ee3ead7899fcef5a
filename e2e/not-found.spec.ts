import { expect, test } from '@playwright/test'
import { serverLogOffset, serverLogSince } from './fixtures'

test('an unknown path shows the 404 page and is reported in the server log', async ({ page }) => {
  const offset = serverLogOffset()
  await page.goto('/no-such-page')
  await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible()
  await expect(page.getByText('Oops! Page not found')).toBeVisible()
  const home = page.getByRole('main').getByRole('link', { name: 'Return to Home' })
  await expect(home).toHaveAttribute('href', '/')

  await expect
    .poll(
      () => serverLogSince(offset).some((entry) => entry.msg === 'page not found' && entry.path === '/no-such-page'),
      {
        message: "the server log should have a 'page not found' line for /no-such-page",
      },
    )
    .toBe(true)

  await home.click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Lodestar' })).toBeVisible()
})
