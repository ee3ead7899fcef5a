import { expect, test } from '@playwright/test'

for (const path of ['/home', '/admin', '/billing-success']) {
  test(`a signed-out visit to ${path} ends on /auth, and Back does not return to it`, async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Lodestar' })).toBeVisible()

    await page.goto(path)
    await expect(page).toHaveURL(/\/auth$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible()

    // The redirect replaced the protected entry: Back goes to the page before it.
    await page.goBack()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Lodestar' })).toBeVisible()
    expect(new URL(page.url()).pathname).not.toBe(path)
  })
}
