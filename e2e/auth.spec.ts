import { expect, test } from '@playwright/test'
import {
  accountMenuButton,
  DEFAULT_PASSWORD,
  newApiContext,
  newSignedInUser,
  signedInUser,
  signInViaApi,
  signUpViaApi,
  uniqueEmail,
} from './fixtures'

test('a visitor signs up through the form, uses the navigation menus and logs out everywhere', async ({ page }) => {
  const name = 'Grace Hopper'
  const email = uniqueEmail('gh')

  await page.goto('/auth?mode=signup')
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible()
  const password = page.getByLabel('Password', { exact: true })
  await expect(password).toHaveAccessibleDescription('Minimum 8 characters required')
  await expect(page.getByText('Minimum 8 characters required')).toBeVisible()

  await page.getByLabel('Full Name').fill(name)
  await page.getByLabel('Email').fill(email)
  await password.fill(DEFAULT_PASSWORD)
  await page.getByRole('button', { name: 'Create Account' }).click()

  await expect(page).toHaveURL(/\/home$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Research Hub' })).toBeVisible()
  await expect(page.getByTestId('toast')).toContainText('Account created successfully!')

  // The same account signed in elsewhere, to prove that logging out ends every session.
  const otherDevice = await newApiContext()
  try {
    await signInViaApi(otherDevice, { email, password: DEFAULT_PASSWORD })
    expect(await signedInUser(otherDevice)).toMatchObject({ email })

    const main = page.getByRole('navigation', { name: 'Main' })
    const discovery = main.getByRole('button', { name: 'Discovery', exact: true })
    await discovery.click()
    await expect(discovery).toHaveAttribute('aria-expanded', 'true')
    await expect(main.getByRole('link', { name: /^Global Research Discovery/ })).toBeVisible()
    await expect(main.getByRole('link', { name: /^Exploration Hub/ })).toBeVisible()

    const aiTools = main.getByRole('button', { name: 'AI Tools', exact: true })
    await aiTools.click()
    await expect(aiTools).toHaveAttribute('aria-expanded', 'true')
    await expect(discovery).toHaveAttribute('aria-expanded', 'false')
    await expect(main.getByRole('link', { name: /^AI Research Engine/ })).toBeVisible()
    await expect(main.getByRole('link', { name: /^College Assessment/ })).toBeVisible()

    const account = accountMenuButton(page, name)
    // The avatar shows the first two letters of the e-mail address.
    await expect(account.locator('span[aria-hidden="true"]').first()).toHaveText(email.slice(0, 2).toUpperCase())
    await account.click()
    await expect(account).toHaveAttribute('aria-expanded', 'true')
    await expect(main.getByTestId('plan-badge')).toHaveText('Free User')
    await expect(main.getByTestId('plan-line')).toHaveText('Current plan: Free')
    await expect(main.getByRole('link', { name: 'Profile', exact: true })).toBeVisible()
    await expect(main.getByRole('link', { name: 'Settings', exact: true })).toBeVisible()
    await main.getByRole('button', { name: 'Log out' }).click()

    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Lodestar' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' })).toBeVisible()
    expect(await signedInUser(page.request)).toBeNull()
    expect(await signedInUser(otherDevice), 'the other session of the same user must be ended too').toBeNull()
  } finally {
    await otherDevice.dispose()
  }
})

test('logging out after the session already ended elsewhere still returns to the landing page, without an error', async ({
  page,
}) => {
  const account = await newSignedInUser(page.request, 'lo', 'Linus Offline')
  await page.goto('/home')
  const accountMenu = accountMenuButton(page, account.name)
  await expect(accountMenu).toBeVisible()

  // "Log out" on another device ends this browser's session too.
  const otherDevice = await newApiContext()
  try {
    await signInViaApi(otherDevice, account)
    const ended = await otherDevice.post('/api/account/sign-out', { headers: { origin: new URL(page.url()).origin } })
    expect(ended.status()).toBe(200)
  } finally {
    await otherDevice.dispose()
  }

  await accountMenu.click()
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Log out' }).click()

  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Lodestar' })).toBeVisible()
  await expect(page.getByTestId('toast').filter({ hasText: 'Error' })).toHaveCount(0)
})

test('switching between sign-in and sign-up clears the fields and the notice', async ({ page }) => {
  await page.goto('/auth?mode=signup')
  await page.getByLabel('Full Name').fill('Someone')
  await page.getByLabel('Email').fill('someone@lodestar.test')
  await page.getByLabel('Password', { exact: true }).fill('whatever-password')

  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL(/\/auth$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible()
  await expect(page.getByLabel('Full Name')).toHaveCount(0)
  await expect(page.getByLabel('Email')).toHaveValue('')
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('')

  // A failed sign-in leaves a notice in the form...
  await page.getByLabel('Email').fill(uniqueEmail('nobody'))
  await page.getByLabel('Password', { exact: true }).fill('not-the-password')
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  const notice = page.locator('form').getByRole('alert')
  await expect(notice).toHaveText('Invalid email or password. Please try again.')

  // ...which the switch to sign-up removes, with the fields.
  await page.getByRole('link', { name: 'Sign up', exact: true }).click()
  await expect(page).toHaveURL(/\/auth\?mode=signup$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible()
  await expect(notice).toHaveCount(0)
  await expect(page.getByLabel('Full Name')).toHaveValue('')
  await expect(page.getByLabel('Email')).toHaveValue('')
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('')
})

test('a wrong password is refused with the original wording', async ({ page, request }) => {
  const email = uniqueEmail('wrong')
  await signUpViaApi(request, { name: 'Wrong Password', email, password: DEFAULT_PASSWORD })

  await page.goto('/auth')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill('definitely-not-it')
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()

  await expect(page.getByTestId('toast')).toContainText('Invalid email or password. Please try again.')
  await expect(page.locator('form').getByRole('alert')).toHaveText('Invalid email or password. Please try again.')
  await expect(page).toHaveURL(/\/auth$/)
  expect(await signedInUser(page.request)).toBeNull()
})

test('what is typed into the prerendered sign-in form before the page hydrates is what is sent', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('early')
  await signUpViaApi(request, { name: 'Early Typist', email, password: DEFAULT_PASSWORD })
  // The page's code is held back: the form stays the server's HTML, typed into before React knows of it.
  let releasePageCode: () => void = () => undefined
  const pageCodeHeld = new Promise<void>((resolve) => (releasePageCode = resolve))
  await page.route(/\/assets\/auth-[\w-]+\.js$/, async (route) => {
    await pageCodeHeld
    await route.continue()
  })

  await page.goto('/auth')
  await page.getByLabel('Email').fill(email)
  releasePageCode()
  const hydrated = () =>
    page.evaluate(() => {
      const input = document.querySelector('input[type="password"]')
      return input !== null && Object.keys(input).some((key) => key.startsWith('__reactFiber'))
    })
  await expect.poll(hydrated).toBe(true)
  // The API answers held during hydration now arrive and render the page again: the e-mail must survive that.
  await page.waitForLoadState('networkidle')
  await expect(page.getByLabel('Email')).toHaveValue(email)
  await page.getByLabel('Password', { exact: true }).fill('definitely-not-it')
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()

  await expect(page.locator('form').getByRole('alert')).toHaveText('Invalid email or password. Please try again.')
  await expect(page.getByLabel('Email')).toHaveValue(email)
})

test('a common password is refused at sign-up with the reason, and a strong one then creates the account', async ({
  page,
}) => {
  await page.goto('/auth?mode=signup')
  await page.getByLabel('Full Name').fill('Weak Choice')
  await page.getByLabel('Email').fill(uniqueEmail('weak'))
  await page.getByLabel('Password', { exact: true }).fill('password123')
  await page.getByRole('button', { name: 'Create Account' }).click()

  await expect(page.locator('form').getByRole('alert')).toContainText('This password is too easy to guess.')
  await expect(page).toHaveURL(/\/auth\?mode=signup$/)

  await page.getByLabel('Password', { exact: true }).fill(DEFAULT_PASSWORD)
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page).toHaveURL(/\/home$/)
})
