import { expect, test } from '@playwright/test'
import { expectNoSeriousA11yViolations, newPremiumMember, screenshotAt, watchPageProblems } from './fixtures'

test('the career assessment is rated step by step, kept across a reload, and gives the archetype fit', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const watch = await watchPageProblems(page)
  await newPremiumMember(page.request, 'career', 'Cara Career')

  await page.goto('/research-pathways')
  const card = page.getByRole('region', { name: 'Career Path Analyzer' })
  // This server has no O*NET/BLS import: the card says so and how to import.
  await expect(card.getByText(/only the archetype fit can be given/)).toBeVisible()

  const rateAll = async (value: string) => {
    const selects = card.getByRole('combobox')
    await expect(selects.first()).toBeVisible()
    const count = await selects.count()
    for (let index = 0; index < count; index++) await selects.nth(index).selectOption(value)
  }
  await rateAll('3')
  await expect(card.getByRole('button', { name: /1\. Skills \(35\/35\)/ })).toBeVisible()
  await card.getByRole('button', { name: 'Next' }).click()
  await rateAll('4')
  // Kept as it goes: a reload comes back to the interests, rated.
  await expect(card.getByRole('button', { name: /2\. Interests \(6\/6\)/ })).toBeVisible()
  await page.waitForTimeout(1200)
  await page.reload()
  await expect(card.getByRole('button', { name: /2\. Interests \(6\/6\)/ })).toHaveAttribute('aria-current', 'step')
  await card.getByRole('button', { name: 'Next' }).click()
  await rateAll('5')

  await card.getByRole('button', { name: 'Generate' }).click()
  await expect(page.getByTestId('toast')).toContainText('Your career path analyzer is ready for review.')
  const fit = card.getByRole('region', { name: 'Fit to the four archetypes' })
  for (const title of ['Academic Researcher', 'Industry Innovator', 'Policy Analyst/Advisor', 'Research Entrepreneur'])
    await expect(fit.getByText(title)).toBeVisible()
  await expect(card.getByText(/Weights: skills/)).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await screenshotAt(page, 'career-analyzer-result', card)

  // The last analysis is kept for the member and shown on return.
  await page.reload()
  await expect(card.getByRole('region', { name: 'Fit to the four archetypes' })).toBeVisible()
  watch.expectNone()
})
