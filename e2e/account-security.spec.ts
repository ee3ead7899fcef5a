import { expect, test } from '@playwright/test'
import { totpFromUri } from '../server/test/totp'
import {
  expectNoSeriousA11yViolations,
  newApiContext,
  newSignedInUser,
  screenshotAt,
  signedInUser,
  signInViaApi,
  signUpViaApi,
  uniqueEmail,
  DEFAULT_PASSWORD,
  watchPageProblems,
} from './fixtures'

test('a visitor on the settings sees Authentication Required, signs in and comes back to the same section', async ({
  page,
}) => {
  const watch = await watchPageProblems(page)
  const api = await newApiContext()
  const account = { name: 'Vera Visitor', email: uniqueEmail('vv'), password: DEFAULT_PASSWORD }
  await signUpViaApi(api, account)
  await api.dispose()

  await page.goto('/profile-settings/notifications')
  await expect(page.getByRole('heading', { level: 1, name: 'Authentication Required' })).toBeVisible()
  await expect(page).toHaveURL(/\/profile-settings\/notifications$/)
  await screenshotAt(page, 'settings-authentication-required')
  await expectNoSeriousA11yViolations(page)

  await page.locator('#main').getByRole('link', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/auth$/)
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email)
  await page.getByLabel('Password').fill(account.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/profile-settings\/notifications$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Notification Settings' })).toBeVisible()
  watch.expectNone()
})

test('see the sessions, sign out another device, change the password and end the other sessions', async ({ page }) => {
  const watch = await watchPageProblems(page)
  const account = await newSignedInUser(page.request, 'as', 'Sam Sessions')
  const phone = await newApiContext()
  const laptop = await newApiContext()
  await signInViaApi(phone, account)
  await signInViaApi(laptop, account)

  await page.goto('/profile-settings/account')
  const sessions = page.getByRole('list', { name: 'Active sessions' })
  await expect(sessions.getByRole('listitem')).toHaveCount(3)
  await expect(sessions.getByRole('listitem').first()).toContainText('This device')
  await screenshotAt(page, 'account-settings', sessions)
  await expectNoSeriousA11yViolations(page)

  await sessions
    .getByRole('button', { name: /^Sign out / })
    .first()
    .click()
  await expect(page.getByTestId('toast')).toContainText('Session signed out')
  await expect(sessions.getByRole('listitem')).toHaveCount(2)
  const stillIn = [await signedInUser(phone), await signedInUser(laptop)].filter(Boolean)
  expect(stillIn).toHaveLength(1)

  const form = page.getByRole('form', { name: 'Change password' })
  await form.getByLabel('Current password').fill('not-my-password-1')
  await form.getByLabel('New password', { exact: true }).fill('violet-otter-lantern-7')
  await form.getByLabel('Confirm new password').fill('violet-otter-lantern-7')
  await form.getByRole('button', { name: 'Change password' }).click()
  await expect(form.getByRole('alert')).toHaveText('Your current password is not correct.')
  await form.getByLabel('Current password').fill(account.password)
  await expect(form.getByRole('checkbox', { name: 'Sign out my other devices' })).toBeChecked()
  await form.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByTestId('toast')).toContainText('Password changed')
  await expect(sessions.getByRole('listitem')).toHaveCount(1)
  expect(await signedInUser(phone)).toBeNull()
  expect(await signedInUser(laptop)).toBeNull()

  await page.reload()
  await expect(page.getByRole('list', { name: 'Active sessions' }).getByRole('listitem')).toHaveCount(1)
  const fresh = await newApiContext()
  await signInViaApi(fresh, { email: account.email, password: 'violet-otter-lantern-7' })
  expect(await signedInUser(fresh)).toMatchObject({ email: account.email })
  for (const context of [phone, laptop, fresh]) await context.dispose()
  watch.expectNone()
})

test('turn on two-factor sign-in, sign in with a code from the app, then with a backup code', async ({ page }) => {
  const watch = await watchPageProblems(page)
  const account = await newSignedInUser(page.request, 'tf', 'Tom Twofactor')
  await page.goto('/profile-settings/account')
  const card = page
    .getByRole('heading', { name: /Two-factor authentication/ })
    .locator('xpath=ancestor::div[contains(@class,"rounded-xl")][1]')
  await card.getByRole('button', { name: 'Set up two-factor authentication' }).click()
  await card.getByLabel('Your password').fill(account.password)
  await card.getByRole('button', { name: 'Continue' }).click()
  const link = card.getByRole('link', { name: 'open it in your authenticator app' })
  const uri = (await link.getAttribute('href')) ?? ''
  expect(uri).toMatch(/^otpauth:\/\/totp\/Lodestar:/)
  const backupCodes = await card.getByRole('list', { name: 'Backup codes' }).getByRole('listitem').allTextContents()
  expect(backupCodes).toHaveLength(10)
  await screenshotAt(page, 'two-factor-setup', card)
  await expectNoSeriousA11yViolations(page)
  await card.getByLabel('Authentication code').fill(totpFromUri(uri))
  await card.getByRole('button', { name: 'Turn on' }).click()
  await expect(page.getByTestId('toast')).toContainText('Two-factor authentication on')
  await expect(card.getByText('On', { exact: true })).toBeVisible()

  await page.context().clearCookies()
  await page.goto('/auth')
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email)
  await page.getByLabel('Password').fill(account.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Two-factor authentication' })).toBeVisible()
  expect(await signedInUser(page.request)).toBeNull()
  await expectNoSeriousA11yViolations(page)
  await page.getByLabel('Authentication code').fill(totpFromUri(uri))
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page).toHaveURL(/\/home$/)
  expect(await signedInUser(page.request)).toMatchObject({ email: account.email })

  await page.context().clearCookies()
  await page.goto('/auth')
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email)
  await page.getByLabel('Password').fill(account.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await page.getByRole('button', { name: 'Use a backup code instead' }).click()
  await page.getByLabel('Backup code').fill(backupCodes[0] ?? '')
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page).toHaveURL(/\/home$/)
  watch.expectNone()
})
