import { expect, test } from '@playwright/test'
import { join } from 'node:path'
import { newSignedInUser, screenshotAt } from './fixtures'
import { SCREENS_DIR } from './server-settings'

// Issue 26 §4: a tool asked for by name lands on the tool. The chat's input sat about 2,700 px down at 1280 × 800.
for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 800 },
]) {
  test(`at ${viewport.width} × ${viewport.height}, /home?tab=ai shows the chat's input in the first screen`, async ({
    page,
  }) => {
    await newSignedInUser(page.request, `landing${viewport.width}`, 'Landing Member')
    await page.setViewportSize(viewport)
    await page.goto('/home?tab=ai')
    const input = page.getByRole('textbox', { name: 'Your research question' })
    await expect(input).toBeVisible()
    const box = await input.boundingBox()
    expect(box, 'the input has a box').not.toBeNull()
    console.log(
      `chat input at ${viewport.width} × ${viewport.height}: top ${box?.y} px, bottom ${(box?.y ?? 0) + (box?.height ?? 0)} px`,
    )
    expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(viewport.height)
    await expect(page.getByRole('heading', { level: 1, name: 'Research Hub' })).toBeVisible()
    await page.screenshot({ path: join(SCREENS_DIR, `research-hub-ai-tab-${viewport.width}.png`) })
  })
}

test('the AI Tools menu lists the writing tools under their heading, and each opens its page', async ({ page }) => {
  await newSignedInUser(page.request, 'writingmenu', 'Writing Member')
  await page.goto('/home')
  const main = page.getByRole('navigation', { name: 'Main' })
  await main.getByRole('button', { name: 'AI Tools', exact: true }).click()
  const writing = main.getByRole('group', { name: 'Writing tools' })
  await page.screenshot({ path: join(SCREENS_DIR, 'ai-tools-menu-1280.png') })
  for (const name of ['Literature Review', 'Hypothesis Generator', 'Methodology Advisor', 'Data Analyzer'])
    await expect(writing.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible()
  await writing.getByRole('link', { name: /^Data Analyzer/ }).click()
  await expect(page).toHaveURL(/\/ai-data-analyzer$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Data Analyzer')

  await page.goto('/exploration-hub')
  const section = page.getByRole('region', { name: 'Writing tools' })
  await expect(section.getByRole('heading', { level: 3 })).toHaveText([
    'Literature Review Generator',
    'Hypothesis Generator',
    'Methodology Advisor',
    'Data Analyzer',
  ])
  await section.scrollIntoViewIfNeeded()
  await screenshotAt(page, 'exploration-hub-writing-tools', section)
  await section.getByRole('link', { name: 'Explore Tool: Methodology Advisor' }).click()
  await expect(page).toHaveURL(/\/ai-methodology-advisor$/)
})
