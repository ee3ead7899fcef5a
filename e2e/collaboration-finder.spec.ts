import { expect, test } from '@playwright/test'
import { expectNoSeriousA11yViolations, newPremiumMember, screenshotAt, watchPageProblems } from './fixtures'

test('find yourself by name, get collaborators with reasons, save one and find them in Saved Researchers; kept after a reload', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const watch = await watchPageProblems(page)
  await newPremiumMember(page.request, 'collab', 'Cora Collab')

  await page.goto('/research-pathways')
  const form = page.getByRole('form', { name: 'Collaboration Opportunity Finder' })
  const generate = form.getByRole('button', { name: 'Generate' })
  await expect(generate).toBeDisabled()
  await form.getByRole('textbox', { name: 'Research interest' }).fill('machine learning')
  await form.getByRole('textbox', { name: /^You \(optional\)/ }).pressSequentially('Lena Hoffmann')
  await form.getByRole('button', { name: /Lena Hoffmann/ }).click()
  await expect(form.getByText(/^Lena Hoffmann, /)).toBeVisible()
  await generate.click()

  await expect(page.getByText('Your collaboration opportunity finder is ready for review.')).toBeVisible({
    timeout: 30_000,
  })
  const results = page.getByRole('region', { name: 'Suggested collaborators and why' })
  await expect(results).toBeFocused()
  await expect(results.getByText(/Searched: the network of Lena Hoffmann/)).toBeVisible()
  const people = results.getByRole('list', { name: 'Suggested collaborators' }).getByRole('article')
  expect(await people.count()).toBeGreaterThan(3)
  const first = people.first()
  await expect(first.getByText(/^Co-authored with \d+ of your co-authors/)).toBeVisible()
  await expect(first.getByRole('link', { name: /OpenAlex/ })).toHaveAttribute('target', '_blank')
  await expect(first.getByRole('link', { name: 'Draft an e-mail' })).toHaveAttribute('href', /^mailto:\?subject=/)
  const name = (await first.getByRole('heading', { level: 4 }).innerText()).replace(/^\d+\.\s*/, '').trim()
  await first.getByRole('button', { name: `Save ${name} to your researchers` }).click()
  await expect(first.getByRole('button', { name: `Saved: ${name}` })).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByTestId('toast')).toContainText('Researcher Saved')
  await expectNoSeriousA11yViolations(page)
  await screenshotAt(page, 'collaboration-finder-result', first)
  await page.setViewportSize({ width: 375, height: 812 })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await page.setViewportSize({ width: 1280, height: 900 })

  // The last run is the member's, reopened when they come back; the saved researcher is in discovery's list.
  await page.reload()
  await expect(page.getByRole('button', { name: `Saved: ${name}` })).toBeVisible()
  await page.goto('/home?tab=discovery')
  await page.getByRole('tab', { name: 'Saved Researchers (1)' }).click()
  await expect(page.getByRole('heading', { level: 3, name })).toBeVisible()
  watch.expectNone()
})
