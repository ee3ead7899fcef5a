import { expect, test, type Page } from '@playwright/test'
import { appendFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  expectNoSeriousA11yViolations,
  newSignedInUser,
  screenshotAt,
  signInAsFounder,
  watchPageProblems,
} from './fixtures'
import { ARTIFACTS_DIR, CS_BRANCH_URL, SCREENS_DIR, SUPPORTER_AI_PROGRAM_URL } from './server-settings'

type Visitor = 'visitor' | 'member' | 'founder'
type PageCase = {
  path: string
  as: Visitor
  /** the page's h1: lazy-loaded pages are analysed only once it shows */
  h1: string | RegExp
  screen: string
  /** something else that must show before the page is stable */
  settled?: (page: Page) => Promise<void>
}

const pages: PageCase[] = [
  { path: '/', as: 'visitor', h1: 'Welcome to Lodestar', screen: 'landing' },
  { path: '/auth', as: 'visitor', h1: 'Welcome back', screen: 'auth-signin' },
  { path: '/auth?mode=signup', as: 'visitor', h1: 'Create your account', screen: 'auth-signup' },
  {
    path: '/pricing',
    as: 'visitor',
    h1: 'Choose Your Research Plan',
    screen: 'pricing-visitor',
    // the contact address arrives with the public configuration
    settled: (page) =>
      expect(page.locator('#pricing-contact').getByRole('link', { name: 'hello@lodestar.test' })).toBeVisible(),
  },
  {
    path: '/pricing',
    as: 'member',
    h1: 'Choose Your Research Plan',
    screen: 'pricing-member',
    settled: (page) => expect(page.getByRole('main').getByText('Current Plan:')).toBeVisible(),
  },
  {
    path: '/branches',
    as: 'visitor',
    h1: 'Our Branches',
    screen: 'branches',
    settled: (page) =>
      expect(page.getByRole('link', { name: /^Visit the Branch/ })).toHaveAttribute('href', CS_BRANCH_URL),
  },
  { path: '/mission', as: 'visitor', h1: 'Our Mission', screen: 'mission' },
  {
    path: '/supporters',
    as: 'visitor',
    h1: 'Our Supporters',
    screen: 'supporters',
    // one supporter has its website configured, the other offers an introduction by e-mail
    settled: async (page) => {
      await expect(page.getByRole('link', { name: /^Visit Website/ })).toHaveAttribute('href', SUPPORTER_AI_PROGRAM_URL)
      await expect(page.getByRole('link', { name: 'Ask for an Introduction' })).toHaveCount(1)
    },
  },
  { path: '/exploration-hub', as: 'visitor', h1: 'Exploration Hub', screen: 'exploration-hub-visitor' },
  { path: '/exploration-hub', as: 'member', h1: 'Exploration Hub', screen: 'exploration-hub-member' },
  {
    path: '/home',
    as: 'member',
    h1: 'Research Hub',
    screen: 'home',
    settled: (page) =>
      expect(page.getByRole('tab', { name: 'Global Research Discovery' })).toHaveAttribute('aria-selected', 'true'),
  },
  {
    path: '/home?tab=ai',
    as: 'member',
    h1: 'Research Hub',
    screen: 'home-ai',
    settled: (page) =>
      expect(page.getByRole('tab', { name: 'AI Research Engine' })).toHaveAttribute('aria-selected', 'true'),
  },
  {
    path: '/home?tab=college',
    as: 'member',
    h1: 'Research Hub',
    screen: 'home-college',
    settled: (page) =>
      expect(page.getByRole('tab', { name: 'College Assessment' })).toHaveAttribute('aria-selected', 'true'),
  },
  {
    path: '/billing-success',
    as: 'member',
    h1: 'Payment Successful!',
    screen: 'billing-success',
    // the account is refreshed after 2 s, then the plan shows
    settled: (page) => expect(page.getByText('Your plan now:')).toBeVisible(),
  },
  {
    path: '/billing-success?mock=true&plan=premium',
    as: 'member',
    h1: 'Mock Payment Successful!',
    screen: 'billing-success-mock',
    settled: (page) => expect(page.getByText('Your plan now:')).toBeVisible(),
  },
  {
    path: '/profile-settings',
    as: 'member',
    h1: 'Profile settings',
    screen: 'profile-settings',
    settled: (page) => expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0),
  },
  {
    path: '/admin',
    as: 'founder',
    h1: 'Admin console',
    screen: 'admin',
    settled: (page) => expect(page.getByTestId('admin-user-row').first()).toBeVisible(),
  },
  { path: '/no-such-page', as: 'visitor', h1: '404', screen: 'not-found' },
]

/** Every axe run of this file, minor and moderate findings included, in e2e/.artifacts/axe-summary.jsonl. */
async function analyse(page: Page, label: string) {
  const results = await expectNoSeriousA11yViolations(page)
  const line = {
    label,
    url: page.url(),
    viewport: page.viewportSize()?.width,
    passes: results.passes.length,
    incomplete: results.incomplete.map((item) => item.id),
    violations: results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      nodes: violation.nodes.length,
    })),
  }
  appendFileSync(join(ARTIFACTS_DIR, 'axe-summary.jsonl'), JSON.stringify(line) + '\n')
}

async function signInAs(page: Page, who: Visitor) {
  if (who === 'member') await newSignedInUser(page.request, 'mc', 'Marie Curie')
  if (who === 'founder') await signInAsFounder(page.request)
}

test.describe.configure({ mode: 'parallel' })

for (const item of pages) {
  test(`${item.path} (${item.as}) has no serious a11y violations, no CSP violation and no uncaught error`, async ({
    page,
  }) => {
    const watch = await watchPageProblems(page)
    await signInAs(page, item.as)
    await page.goto(item.path)
    const heading = page.getByRole('heading', { level: 1, name: item.h1 })
    await expect(heading).toBeVisible()
    await item.settled?.(page)
    expect(new URL(page.url()).pathname, 'the page must not redirect').toBe(item.path.split('?')[0])

    const label = `${item.path} (${item.as})`
    await analyse(page, label)
    await page.setViewportSize({ width: 375, height: 812 })
    await expect(heading).toBeVisible()
    await analyse(page, label)
    await page.setViewportSize({ width: 1280, height: 900 })

    await screenshotAt(page, item.screen, heading)
    watch.expectNone()
  })
}

test('the open menus (desktop account menu, phone menu) have no serious a11y violations', async ({ page }) => {
  const watch = await watchPageProblems(page)
  await newSignedInUser(page.request, 'menu', 'Menu Tester')
  await page.goto('/home')
  await expect(page.getByRole('heading', { level: 1, name: 'Research Hub' })).toBeVisible()

  const main = page.getByRole('navigation', { name: 'Main' })
  await main.getByRole('button', { name: 'Account menu for Menu Tester' }).click()
  await expect(main.getByTestId('plan-badge')).toBeVisible()
  await analyse(page, 'account menu open')
  await page.screenshot({ path: join(SCREENS_DIR, 'menu-account-1280.png') })

  await main.getByRole('button', { name: 'Discovery', exact: true }).click()
  await expect(main.getByRole('link', { name: /^Global Research Discovery/ })).toBeVisible()
  await analyse(page, 'Discovery menu open')
  await page.screenshot({ path: join(SCREENS_DIR, 'menu-discovery-1280.png') })

  await page.setViewportSize({ width: 375, height: 812 })
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(page.locator('#mobile-menu')).toBeVisible()
  await analyse(page, 'phone menu open')
  await page.screenshot({ path: join(SCREENS_DIR, 'menu-mobile-375.png'), fullPage: true })
  watch.expectNone()
})
