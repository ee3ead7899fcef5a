import { expect, test } from '@playwright/test'
import {
  accountMenuButton,
  FOUNDER_LINKEDIN_URL,
  FOUNDER_WEBSITE_URL,
  newSignedInUser,
  signInAsFounder,
} from './fixtures'
import { E2E_BASE_URL } from './server-settings'

test('an admin grants lifetime premium and the member sees it on the next load, without signing in again', async ({
  browser,
}) => {
  const memberContext = await browser.newContext({ baseURL: E2E_BASE_URL })
  const founderContext = await browser.newContext({ baseURL: E2E_BASE_URL })
  try {
    const memberName = 'Rosalind Franklin'
    const member = await newSignedInUser(memberContext.request, 'rf', memberName)
    const memberPage = await memberContext.newPage()
    await memberPage.goto('/home')
    await expect(memberPage.getByRole('heading', { level: 1, name: 'Research Hub' })).toBeVisible()
    const memberMenu = accountMenuButton(memberPage, memberName)
    const memberNav = memberPage.getByRole('navigation', { name: 'Main' })
    await memberMenu.click()
    await expect(memberNav.getByTestId('plan-badge')).toHaveText('Free User')
    await expect(memberNav.getByTestId('plan-line')).toHaveText('Current plan: Free')

    await signInAsFounder(founderContext.request)
    const founderPage = await founderContext.newPage()
    await founderPage.goto('/admin')
    await expect(founderPage.getByRole('heading', { level: 1, name: 'Admin console' })).toBeVisible()
    await founderPage.getByRole('searchbox', { name: 'Search users by name or e-mail' }).fill(member.email)
    const row = founderPage.getByTestId('admin-user-row').filter({ hasText: member.email })
    await expect(row).toHaveCount(1)
    await expect(row).toContainText('Free')
    await row.getByRole('button', { name: `Grant lifetime premium to ${member.email}`, exact: true }).click()
    await expect(founderPage.getByTestId('toast')).toContainText('Premium granted')
    await expect(
      row.getByRole('button', { name: `Revoke lifetime premium from ${member.email}`, exact: true }),
    ).toBeVisible()
    await expect(row).toContainText('Premium (lifetime)')

    await memberPage.reload()
    await expect(memberPage.getByRole('heading', { level: 1, name: 'Research Hub' })).toBeVisible()
    await memberMenu.click()
    await expect(memberNav.getByTestId('plan-badge')).toHaveText('Premium')
    await expect(memberNav.getByTestId('plan-line')).toHaveText('Current plan: Lifetime')

    // The founder's own menu: the Founder badge and the founder's links, opening in new tabs.
    const founderNav = founderPage.getByRole('navigation', { name: 'Main' })
    await founderNav.getByRole('button', { name: /^Account menu for / }).click()
    await expect(founderNav.getByTestId('plan-badge')).toHaveText('Founder')
    const website = founderNav.getByRole('link', { name: /^Personal website/ })
    const linkedin = founderNav.getByRole('link', { name: /^LinkedIn profile/ })
    for (const [link, href] of [
      [website, FOUNDER_WEBSITE_URL],
      [linkedin, FOUNDER_LINKEDIN_URL],
    ] as const) {
      await expect(link).toBeVisible()
      await expect(link).toHaveAttribute('href', new RegExp(`^${href.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}/?$`))
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', /noopener/)
    }
  } finally {
    await memberContext.close()
    await founderContext.close()
  }
})
