import { expect, test, type Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import {
  expectNoSeriousA11yViolations,
  newSignedInUser,
  screenshotAt,
  signInAsFounder,
  watchPageProblems,
} from './fixtures'

// An area the fake upstreams answer: their literature-based-discovery world after Swanson (fish oil → blood
// viscosity, platelet aggregation, vascular reactivity → Raynaud's disease).
const AREA = 'fish oil'

/** The page scrolls sideways at this width: something overflows. */
async function overflowsHorizontally(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)
}

test('a free member sees the Premium Feature overlay and Upgrade Now leads to pricing', async ({ page }) => {
  const watch = await watchPageProblems(page)
  await newSignedInUser(page.request, 'hg', 'Free Hypothesis User')
  await page.goto('/ai-hypothesis-generator')

  await expect(page.getByRole('heading', { level: 1, name: 'Hypothesis Generator' })).toBeVisible()
  await expect(page.getByText('Premium Tool', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Premium Feature' })).toBeVisible()
  await expect(page.getByText('Upgrade to access the Hypothesis Generator.')).toBeVisible()
  await expect(page.getByRole('textbox', { name: /Research Area/ })).toHaveCount(0)
  await screenshotAt(page, 'hypothesis-generator-locked', page.getByRole('heading', { name: 'Premium Feature' }))
  await expectNoSeriousA11yViolations(page)

  const refused = await page.request.post('/api/hypotheses', {
    data: { area: AREA, sources: ['openalex'] },
    headers: { origin: new URL(page.url()).origin },
  })
  expect(refused.status()).toBe(403)

  await page.getByRole('link', { name: 'Upgrade Now' }).click()
  await expect(page).toHaveURL(/\/pricing$/)
  watch.expectNone()
})

test('an area streams its stages into H1–H5 with their evidence; Design a study lands in the advisor filled in', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const watch = await watchPageProblems(page)
  await signInAsFounder(page.request)
  await page.goto('/ai-hypothesis-generator')
  await expect(page.getByText(/H1 to H5, each with its evidence chain/)).toBeVisible()

  // Blank area: the spec's toast, nothing sent.
  const area = page.getByRole('textbox', { name: /Research Area/ })
  await area.fill('   ')
  await page.getByRole('button', { name: 'Generate Hypotheses' }).click()
  await expect(page.getByTestId('toast')).toContainText('Research Area Required')
  await expect(page.getByTestId('toast')).toContainText('Please enter a research area for hypothesis generation.')

  // Connect two ideas asks for the second one; back to finding new hypotheses.
  await page.getByRole('radio', { name: /Connect two ideas/ }).check()
  await area.fill(AREA)
  await page.getByRole('button', { name: 'Generate Hypotheses' }).click()
  await expect(page.getByText('Please enter the second idea to connect.')).toBeVisible()
  await expect(page.getByRole('textbox', { name: /Second idea/ })).toBeFocused()
  await page.getByRole('radio', { name: /Find new hypotheses/ }).check()
  await expect(page.getByRole('textbox', { name: /Second idea/ })).toHaveCount(0)

  // Search settings: the default sources, as in the review.
  await page.getByText('Search settings').click()
  await expect(page.getByTestId('source-openalex')).toBeChecked()

  await page.getByRole('button', { name: 'Generate Hypotheses' }).click()
  const progress = page.getByTestId('hypothesis-progress')
  await expect(progress.getByTestId('stage-retrieve')).toBeVisible()
  await expect(page.getByTestId('toast').filter({ hasText: 'Hypotheses Generated' })).toBeVisible({
    timeout: 90_000,
  })
  const run = page.getByTestId('hypothesis-run')
  await expect(run).toBeVisible()
  await expect(page.getByTestId('hypothesis-progress')).toHaveCount(0)
  // Focus lands on the result, for keyboard and screen-reader users.
  await expect(page.locator('[tabindex="-1"]:has(#hypothesis-run-title)')).toBeFocused()

  const cards = run.getByTestId('hypothesis')
  const shown = await cards.count()
  expect(shown).toBeGreaterThanOrEqual(1)
  expect(shown).toBeLessThanOrEqual(5)
  await expect(cards.first().getByRole('heading', { name: /^H1/ })).toBeVisible()
  await expect(cards.first()).toContainText('Null hypothesis:')
  await expect(cards.first().getByTestId('hypothesis-novelty')).toContainText('expected')
  await expect(cards.first()).toContainText('Plausibility:')
  const more = run.getByRole('button', { name: /^Show more/ })
  if ((await more.count()) > 0) {
    await more.click()
    await expect(run.getByRole('heading', { name: /^H6/ })).toBeFocused()
  }

  // The evidence opens: each link with its works and a quoted sentence whose [n] leads to the reference.
  const first = cards.first()
  await first.getByRole('button', { name: /^Evidence for H1/ }).click()
  const evidence = first.getByTestId('hypothesis-evidence')
  await expect(evidence).toBeVisible()
  await expect(evidence).toContainText('expected by chance')
  const cite = evidence.getByRole('link', { name: /^Reference \d+$/ }).first()
  const n = ((await cite.getAttribute('aria-label')) ?? '').replace('Reference ', '')
  await cite.click()
  await expect(page.locator(`#ref-${n}`)).toBeFocused()
  await expect(run.getByTestId('hypothesis-method')).toContainText('of at most 60')

  await screenshotAt(page, 'hypothesis-generator-result', first.getByRole('heading', { name: /^H1/ }))
  await page.setViewportSize({ width: 375, height: 812 })
  expect(await overflowsHorizontally(page)).toBe(false)
  await page.setViewportSize({ width: 1280, height: 900 })
  await expectNoSeriousA11yViolations(page)

  // Exports: the hypotheses as Markdown, the cited works as RIS.
  const [markdown] = await Promise.all([
    page.waitForEvent('download'),
    run.getByRole('button', { name: 'Export as Markdown' }).click(),
  ])
  expect(markdown.suggestedFilename()).toMatch(/\.md$/)
  expect(readFileSync(await markdown.path(), 'utf8')).toContain('H1')
  const [ris] = await Promise.all([
    page.waitForEvent('download'),
    run.getByRole('button', { name: 'Export as RIS' }).click(),
  ])
  expect(ris.suggestedFilename()).toMatch(/\.ris$/)
  expect(readFileSync(await ris.path(), 'utf8')).toContain('TY  - ')

  // Kept: after a reload it is in My hypotheses, and opens again.
  await page.reload()
  const saved = page.getByTestId('saved-hypotheses').getByRole('button', { name: new RegExp(`^${AREA}`) })
  await expect(saved.first()).toBeVisible()
  await saved.first().click()
  const reopened = page.getByTestId('hypothesis-run').getByTestId('hypothesis').first()
  await expect(reopened.getByRole('heading', { name: /^H1/ })).toBeVisible()

  // Add to timeline: a research path with the hypothesis as its milestone, saved by the timeline's endpoint.
  await reopened.getByRole('button', { name: /Add to timeline/ }).click()
  await expect(reopened.getByLabel('Milestone deadline')).toBeFocused()
  await reopened.getByRole('button', { name: 'Save milestone' }).click()
  await expect(page.getByTestId('toast').filter({ hasText: 'Milestone Added' })).toBeVisible()
  await expect(reopened.getByRole('link', { name: 'Open it in the timeline builder' })).toHaveAttribute(
    'href',
    /^\/research-timeline-builder\?path=[0-9a-f-]{36}$/,
  )

  // Design a study: the methodology advisor, its question filled in from the hypothesis.
  const independent = (await reopened.locator('dt:text-is("Independent") + dd').textContent()) ?? ''
  await reopened.getByRole('link', { name: 'Design a study for H1' }).click()
  await expect(page).toHaveURL(/\/ai-methodology-advisor\?question=/)
  await expect(page.getByRole('heading', { level: 1, name: 'Methodology Advisor' })).toBeVisible()
  const question = page.getByRole('textbox', { name: /Research Question/ })
  const escaped = independent.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  await expect(question).toHaveValue(new RegExp(`^Does ${escaped} affect .+\\?$`))
  await screenshotAt(page, 'hypothesis-generator-design-a-study', question)
  await page.getByRole('button', { name: 'Generate Methodology' }).click()
  await expect(page.getByTestId('toast').filter({ hasText: 'Methodology Generated' })).toBeVisible()
  watch.expectNone()
})

test('Connect two ideas finds what links them: the chain from fish oil to Raynaud’s disease', async ({ page }) => {
  test.setTimeout(120_000)
  const watch = await watchPageProblems(page)
  await signInAsFounder(page.request)
  await page.goto('/ai-hypothesis-generator')

  await page.getByRole('radio', { name: /Connect two ideas/ }).check()
  await page.getByRole('textbox', { name: /Research Area/ }).fill(AREA)
  await page.getByRole('textbox', { name: /Second idea/ }).fill('raynaud')
  await page.getByRole('button', { name: 'Generate Hypotheses' }).click()
  await expect(page.getByTestId('toast').filter({ hasText: 'Hypotheses Generated' })).toBeVisible({
    timeout: 90_000,
  })
  const run = page.getByTestId('hypothesis-run')
  await expect(run).toContainText('what connects two ideas')
  const first = run.getByTestId('hypothesis').first()
  await expect(first.getByRole('heading', { name: /^H1/ })).toContainText(/raynaud/i)
  await first.getByRole('button', { name: /^Evidence for H1/ }).click()
  await expect(first.getByTestId('hypothesis-evidence')).toContainText('Through ')
  await expect(run.getByTestId('hypothesis-method')).toContainText('Second idea as the works name it')
  await expectNoSeriousA11yViolations(page)
  watch.expectNone()
})
