import { expect, test } from '@playwright/test'
import {
  expectNoSeriousA11yViolations,
  newSignedInUser,
  screenshotAt,
  signInAsFounder,
  watchPageProblems,
} from './fixtures'

const QUESTION = 'Does a peer-tutoring program improve first-year maths grades compared with usual teaching?'

test('a free member sees the Premium Feature overlay and Upgrade Now leads to pricing', async ({ page }) => {
  const watch = await watchPageProblems(page)
  await newSignedInUser(page.request, 'pt', 'Free Tool User')
  await page.goto('/ai-methodology-advisor')

  await expect(page.getByRole('heading', { level: 1, name: 'Methodology Advisor' })).toBeVisible()
  await expect(page.getByText('Premium Tool', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Premium Feature' })).toBeVisible()
  await expect(page.getByText('Upgrade to access the Methodology Advisor.')).toBeVisible()
  await expect(page.getByRole('textbox', { name: /Research Question/ })).toHaveCount(0)
  await screenshotAt(page, 'methodology-advisor-locked', page.getByRole('heading', { name: 'Premium Feature' }))
  await expectNoSeriousA11yViolations(page)

  const refused = await page.request.post('/api/methodology/power', {
    data: { test: 'correlation', solveFor: 'power', alpha: 0.05, n: 50, effect: 0.3 },
    headers: { origin: new URL(page.url()).origin },
  })
  expect(refused.status()).toBe(403)

  await page.getByRole('link', { name: 'Upgrade Now' }).click()
  await expect(page).toHaveURL(/\/pricing$/)
  watch.expectNone()
})

test('the advisor goes from a question to a kept checklist, then to the power curve', async ({ page }) => {
  const watch = await watchPageProblems(page)
  await signInAsFounder(page.request)
  await page.goto('/ai-methodology-advisor')
  await expect(page.getByText(/candidate designs, the reporting and ethics checklists/)).toBeVisible()

  const question = page.getByRole('textbox', { name: /Research Question/ })
  await question.fill('   ')
  await page.getByRole('button', { name: 'Generate Methodology' }).click()
  await expect(page.getByTestId('toast')).toContainText('Research Question Required')

  await question.fill(QUESTION)
  await page.getByText('Refine the design (optional questions)').click()
  await page.getByLabel('Can you assign participants to conditions at random?').selectOption('yes')
  await page.getByLabel('What kind of outcome?').selectOption('continuous')
  await page.getByLabel('Population (optional)').fill('first-year students at two universities')
  await page.getByRole('checkbox', { name: 'Participants under 18' }).check()
  await page.getByRole('button', { name: 'Generate Methodology' }).click()

  await expect(page.getByTestId('toast')).toContainText('Methodology Generated')
  await expect(page.getByTestId('advice-sampling')).toContainText(
    'Draw the 128 participants from first-year students at two universities',
  )
  await expect(page.getByRole('heading', { name: 'Candidate designs' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Reporting checklist: CONSORT (randomised trials)' })).toBeVisible()
  await expect(page.getByTestId('advice-sample-size')).toContainText('64 per group (128 in all)')
  const consort = page.getByRole('group', { name: 'CONSORT checklist' })
  await consort.getByRole('checkbox').first().check()
  await page
    .getByRole('group', { name: 'Ethics checklist' })
    .getByRole('checkbox', { name: /parental or guardian consent/ })
    .check()
  await expect(page.getByText('1 of 16 ticked.')).toBeVisible()
  await screenshotAt(page, 'methodology-advisor-plan', page.getByRole('heading', { name: 'Candidate designs' }))
  await expectNoSeriousA11yViolations(page)

  // Kept: after a reload the plan is in My plans with its ticks.
  await page.reload()
  const saved = page.getByRole('button', { name: new RegExp(QUESTION.slice(0, 30)) })
  await expect(saved.first()).toContainText('2 of')
  await saved.first().click()
  await expect(page.getByRole('group', { name: 'CONSORT checklist' }).getByRole('checkbox').first()).toBeChecked()

  await page.getByRole('button', { name: 'Open in the power calculator' }).click()
  await expect(page.getByRole('tab', { name: 'Power calculator' })).toHaveAttribute('aria-selected', 'true')
  await page.getByRole('button', { name: 'Calculate' }).click()
  await expect(page.getByTestId('power-headline')).toHaveText('64')
  await expect(page.getByText(/you need 64 per group \(128 in all\)/)).toBeVisible()

  await page.getByRole('radio', { name: 'Detectable effect' }).check()
  await page.getByLabel('Sample size per group').fill('30')
  await page.getByRole('button', { name: 'Calculate' }).click()
  await expect(page.getByText(/with 30 per group .* the smallest effect detectable/)).toBeVisible()
  const curve = page.getByRole('img', { name: /Power by sample size/ })
  await expect(curve).toBeVisible()
  await screenshotAt(page, 'methodology-power-curve', curve)
  await expectNoSeriousA11yViolations(page)

  await page.getByLabel('Test', { exact: true }).selectOption({ label: 'Repeated-measures ANOVA (within factor)' })
  await page.getByRole('radio', { name: 'Sample size' }).check()
  await expect(page.getByLabel('Measurements per participant')).toHaveValue('3')
  await expect(page.getByLabel('Correlation among measurements')).toHaveValue('0.5')
  await page.getByRole('button', { name: 'Calculate' }).click()
  await expect(page.getByTestId('power-headline')).toHaveText('28')
  await screenshotAt(page, 'methodology-power-repeated', page.getByTestId('power-headline'))
  await expectNoSeriousA11yViolations(page)
  watch.expectNone()
})

test("the calculator works out Cohen's h from two proportions and sizes the groups, at 375 px as at 1280", async ({
  page,
}) => {
  const watch = await watchPageProblems(page)
  await signInAsFounder(page.request)
  await page.goto('/ai-methodology-advisor')
  await page.getByRole('tab', { name: 'Power calculator' }).click()
  await page.getByLabel('Test', { exact: true }).selectOption({ label: 'Two proportions' })
  await page.getByLabel('Give the effect as').selectOption({ label: 'Two proportions (p₁ and p₂)' })
  await page.getByLabel(/Proportion in group 1/).fill('0.10')
  await page.getByLabel(/Proportion in group 2/).fill('0.05')
  // pwr vignette: ES.h(p1 = 0.10, p2 = 0.05) = 0.1924743, pwr.2p.test(h, power = .80) gives n = 423.7319.
  await expect(page.getByTestId('derived-effect')).toHaveText(
    'Derived effect size: h = |2·asin√0.1 − 2·asin√0.05| = 0.1925',
  )
  await page.getByRole('button', { name: 'Calculate' }).click()
  await expect(page.getByTestId('power-headline')).toHaveText('424')
  await expect(
    page.getByText(
      /Cohen's h = 0\.192 at α = 0\.05, two-sided with power 0\.8\d*, you need 424 per group \(848 in all\)/,
    ),
  ).toBeVisible()
  const curve = page.getByRole('img', {
    name: /^Power by sample size: from .* The dot is this design, power 0\.80\d at 424 per group\./,
  })
  await expect(curve).toBeVisible()
  await screenshotAt(page, 'methodology-power-proportions', page.getByTestId('derived-effect'))
  await expectNoSeriousA11yViolations(page)

  await page.setViewportSize({ width: 375, height: 812 })
  await expect(page.getByRole('button', { name: 'Calculate' })).toBeVisible()
  await expect(curve).toBeVisible()
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  const curveBox = await curve.boundingBox()
  expect((curveBox?.x ?? -1) >= 0 && (curveBox?.x ?? 0) + (curveBox?.width ?? 999) <= 375).toBe(true)
  await page.getByLabel('Give the effect as').selectOption({ label: "The effect size (Cohen's h)" })
  await page.getByLabel(/Effect size \(Cohen's h\)/).fill('0.2')
  await page.getByRole('button', { name: 'Calculate' }).click()
  // pwr vignette: pwr.2p.test(h = 0.2, sig.level = 0.05, power = .80) gives n = 392.443.
  await expect(page.getByTestId('power-headline')).toHaveText('393')
  await expectNoSeriousA11yViolations(page)
  watch.expectNone()
})

test('the phased plan goes to the timeline builder as a saved research path, opened there to edit', async ({
  page,
}) => {
  const watch = await watchPageProblems(page)
  await signInAsFounder(page.request)
  await page.goto('/ai-methodology-advisor')
  await page.getByRole('textbox', { name: /Research Question/ }).fill(QUESTION)
  await page.getByText('Refine the design (optional questions)').click()
  await page.getByLabel('Can you assign participants to conditions at random?').selectOption('yes')
  await page.getByRole('checkbox', { name: 'Participants under 18' }).check()
  await page.getByRole('button', { name: 'Generate Methodology' }).click()

  const send = page.getByRole('form', { name: 'Send to the timeline builder' })
  await expect(send).toBeVisible()
  await send.getByLabel('Start date').fill('2030-01-07')
  await screenshotAt(page, 'methodology-send-to-timeline', send)
  await expectNoSeriousA11yViolations(page)
  await send.getByRole('button', { name: 'Send to the timeline builder' }).click()

  await expect(page.getByTestId('toast')).toContainText('Research Path Saved')
  await expect(page).toHaveURL(/\/research-timeline-builder\?path=[0-9a-f-]{36}$/)
  await expect(page.getByLabel('Project title')).toHaveValue(QUESTION)
  const timeline = page.getByRole('list', { name: 'Milestones' })
  await expect(timeline.getByRole('listitem')).toHaveCount(6)
  await expect(timeline.getByRole('listitem').first()).toContainText('Literature review and design')
  await expect(timeline.getByRole('listitem').nth(1)).toContainText('Ethics approval')
  await expect(page.getByText('All changes saved.')).toBeVisible()
  await expect(page.getByRole('list', { name: 'My Research Paths' })).toContainText(QUESTION.slice(0, 30))
  watch.expectNone()
})
