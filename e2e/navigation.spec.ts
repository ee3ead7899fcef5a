import { expect, test, type Page } from '@playwright/test'
import { newSignedInUser } from './fixtures'

const MOBILE = { width: 375, height: 812 }

function mobileMenu(page: Page) {
  return page.locator('#mobile-menu')
}

test('on a phone, the menu button opens the visitor menu with the About group', async ({ page }) => {
  await page.setViewportSize(MOBILE)
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Lodestar' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()

  const toggle = page.getByRole('button', { name: 'Open menu' })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await toggle.click()
  const menu = mobileMenu(page)
  await expect(menu).toBeVisible()
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true')
  const nav = menu.getByRole('navigation', { name: 'Mobile' })
  await expect(nav.getByText('About', { exact: true })).toBeVisible()
  for (const link of ['Branches', 'Our Mission', 'Our Supporters', 'Sign In', 'Sign Up']) {
    await expect(nav.getByRole('link', { name: link, exact: true })).toBeVisible()
  }

  // Following a link closes the menu.
  await nav.getByRole('link', { name: 'Our Mission', exact: true }).click()
  await expect(page).toHaveURL(/\/mission$/)
  await expect(menu).toBeHidden()
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible()
})

test('on a phone, a member sees the Discovery, AI Tools and About groups and the account in the menu', async ({
  page,
}) => {
  const name = 'Mobile Member'
  await newSignedInUser(page.request, 'mm', name)
  await page.setViewportSize(MOBILE)
  await page.goto('/home')
  await expect(page.getByRole('heading', { level: 1, name: 'Research Hub' })).toBeVisible()

  await page.getByRole('button', { name: 'Open menu' }).click()
  const nav = mobileMenu(page).getByRole('navigation', { name: 'Mobile' })
  await expect(nav).toBeVisible()
  for (const group of ['Discovery', 'AI Tools', 'About'])
    await expect(nav.getByText(group, { exact: true })).toBeVisible()
  for (const link of [
    'Home',
    'Research Hub',
    'Global Research Discovery',
    'Exploration Hub',
    'AI Research Engine',
    'College Assessment',
    'Branches',
    'Our Mission',
    'Our Supporters',
    'Profile',
    'Settings',
  ]) {
    await expect(nav.getByRole('link', { name: link, exact: true })).toBeVisible()
  }
  await expect(nav.getByTestId('plan-badge')).toHaveText('Free User')
  await expect(nav.getByRole('button', { name: 'Log out' })).toBeVisible()

  await nav.getByRole('link', { name: 'AI Research Engine', exact: true }).click()
  await expect(page).toHaveURL(/\/home\?tab=ai$/)
  await expect(mobileMenu(page)).toBeHidden()
  await expect(page.getByRole('tab', { name: 'AI Research Engine' })).toHaveAttribute('aria-selected', 'true')
})

test('the keyboard reaches the skip link first, and Escape closes a menu with focus back on its button', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Lodestar' })).toBeVisible()

  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/#main$/)

  const about = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'About', exact: true })
  await about.focus()
  await page.keyboard.press('Enter')
  await expect(about).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Branches' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(about).toHaveAttribute('aria-expanded', 'false')
  await expect(about).toBeFocused()
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Branches' })).toBeHidden()
})

test("a member's dropdowns close on Escape and give focus back to their buttons", async ({ page }) => {
  const name = 'Keyboard Member'
  await newSignedInUser(page.request, 'km', name)
  await page.goto('/home')
  await expect(page.getByRole('heading', { level: 1, name: 'Research Hub' })).toBeVisible()

  const main = page.getByRole('navigation', { name: 'Main' })
  for (const label of ['Discovery', 'AI Tools', 'About', `Account menu for ${name}`]) {
    const button = main.getByRole('button', { name: label, exact: true })
    await button.focus()
    await page.keyboard.press('Enter')
    await expect(button, `${label} opens with Enter`).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Escape')
    await expect(button, `${label} closes on Escape`).toHaveAttribute('aria-expanded', 'false')
    await expect(button, `focus returns to ${label}`).toBeFocused()
  }
})
