import { expect, test } from '@playwright/test'
import { expectNoSeriousA11yViolations, newPremiumMember, screenshotAt, watchPageProblems } from './fixtures'

test('two topics compared: chart with its table, the label’s rule, each topic’s backtest and drivers, kept after a reload', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const watch = await watchPageProblems(page)
  await newPremiumMember(page.request, 'trend', 'Tara Trend')

  await page.goto('/research-pathways')
  const form = page.getByRole('form', { name: 'Research Trends Predictor' })
  const generate = form.getByRole('button', { name: 'Generate' })
  await expect(generate).toBeDisabled()
  await form.getByRole('textbox', { name: 'Topic 1' }).fill('soil carbon sequestration')
  await form.getByRole('button', { name: 'Add a topic to compare' }).click()
  await form.getByRole('textbox', { name: 'Topic 2' }).fill('urban heat islands')
  await generate.click()

  await expect(page.getByText('Your research trends predictor is ready for review.')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByTestId('trends-chart')).toBeVisible()
  await page.getByText('Show the numbers').click()
  await expect(page.getByRole('table', { name: /per topic, counted and forecast/ })).toBeVisible()
  await expect(page.getByText('How the label is given:')).toBeVisible()
  for (const topic of ['soil carbon sequestration', 'urban heat islands']) {
    await expect(page.getByRole('heading', { level: 4, name: new RegExp(topic) })).toBeVisible()
    await expect(page.getByRole('table', { name: `Backtest summary for ${topic}` })).toBeVisible()
  }
  await expect(page.getByRole('heading', { name: 'Most cited works' }).first()).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await screenshotAt(page, 'trends-predictor-result', form)
  // A wide table scrolls in its own frame; it must not widen the tool column past a phone's screen.
  await page.setViewportSize({ width: 375, height: 812 })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await page.setViewportSize({ width: 1280, height: 900 })

  // The last analysis is the member's, reopened when they come back.
  await page.reload()
  await expect(page.getByRole('table', { name: 'Backtest summary for soil carbon sequestration' })).toBeVisible()
  watch.expectNone()
})
