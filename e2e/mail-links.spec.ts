import { expect, test } from '@playwright/test'
import { DEFAULT_PASSWORD, readMailLink, signedInUser, signUpViaApi, uniqueEmail } from './fixtures'

test('the e-mailed verification link, opened in the browser that signed up, confirms the address and keeps the user signed in', async ({
  page,
}) => {
  const email = uniqueEmail('verify')
  const { user } = await signUpViaApi(page.request, { name: 'Vera Fied', email, password: DEFAULT_PASSWORD })
  expect(user.emailVerified).toBe(false)

  const link = await readMailLink(email, 'Verify')
  expect(link).toContain('/api/auth/verify-email')

  const arrival = await page.goto(link)
  // The server's redirect lands on /auth?verified=1, which sends the signed-in user on to /home.
  expect(new URL(arrival?.url() ?? '').pathname + new URL(arrival?.url() ?? '').search).toBe('/auth?verified=1')
  await expect(page).toHaveURL(/\/home$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Research Hub' })).toBeVisible()
  await expect(page.getByTestId('toast')).toContainText('Email verified')

  const me = await page.request.get('/api/me')
  expect(me.status()).toBe(200)
  expect(((await me.json()) as { user: { emailVerified: boolean } }).user.emailVerified).toBe(true)
})

test('the verification link opened anywhere else makes the mailbox owner choose the password, and ends the other sessions', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('claimed')
  // Someone else signed up with this address (the API context has its own cookies).
  await signUpViaApi(request, { name: 'Not The Owner', email, password: 'squatters-passphrase-1' })

  await page.goto(await readMailLink(email, 'Verify'))

  await expect(page).toHaveURL(/\/auth\?mode=reset&verified=1&token=[^&]+/)
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your password' })).toBeVisible()
  expect(await signedInUser(request)).toBeNull()
  await page.getByLabel('New password').fill('the-owners-passphrase-2')
  await page.getByRole('button', { name: 'Set new password' }).click()
  await expect(page.getByTestId('toast')).toContainText('Password updated')

  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill('the-owners-passphrase-2')
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(page).toHaveURL(/\/home$/)
})

test('a forgotten password is replaced through the e-mailed link', async ({ page, request }) => {
  const email = uniqueEmail('reset')
  const newPassword = 'brand-new-password-7'
  await signUpViaApi(request, { name: 'Reese Etter', email, password: DEFAULT_PASSWORD })

  await page.goto('/auth')
  await page.getByRole('link', { name: 'Forgot your password?' }).click()
  await expect(page).toHaveURL(/\/auth\?mode=forgot$/)
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'a link to reset the password is on its way' })).toBeVisible()

  const link = await readMailLink(email, 'Reset')
  await page.goto(link)
  await expect(page).toHaveURL(/\/auth\?mode=reset&token=[^&]+/)
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible()
  await page.getByLabel('New password').fill(newPassword)
  await page.getByRole('button', { name: 'Set new password' }).click()
  await expect(page.getByTestId('toast')).toContainText('Password updated')
  await expect(page).toHaveURL(/\/auth$/)

  // The reset ended the session that signed up.
  expect(await signedInUser(request)).toBeNull()

  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(DEFAULT_PASSWORD)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(page.getByTestId('toast')).toContainText('Invalid email or password. Please try again.')

  await page.getByLabel('Password', { exact: true }).fill(newPassword)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(page).toHaveURL(/\/home$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Research Hub' })).toBeVisible()
})
