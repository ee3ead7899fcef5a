import { expect, test, type Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { expectNoSeriousA11yViolations, newSignedInUser, screenshotAt, watchPageProblems } from './fixtures'

function assessment(page: Page) {
  return page.getByRole('tabpanel', { name: 'College Assessment' })
}

test('a member answers the four steps, resumes after a reload, gets ranked colleges with reasons and re-weights them', async ({
  page,
}) => {
  // Four steps, two reloads and three axe runs at two sizes: longer than the default on a shared machine.
  test.setTimeout(180_000)
  const watch = await watchPageProblems(page)
  await newSignedInUser(page.request, 'ca', 'Carla Assessment')
  await page.goto('/home?tab=college')
  const panel = assessment(page)

  await expect(panel.getByTestId('college-intro')).toBeVisible()
  await screenshotAt(page, 'college-intro', panel.getByTestId('college-intro'))
  await panel.getByRole('button', { name: 'Start Assessment' }).click()

  // Step 1: Next waits for an academic interest; the complete lists are offered.
  await expect(panel.getByText('Step 1 of 4')).toBeVisible()
  await expect(panel.getByRole('progressbar', { name: 'Assessment progress' })).toHaveAttribute('aria-valuenow', '25')
  const next = panel.getByRole('button', { name: 'Next' })
  await expect(next).toBeDisabled()
  await expect(panel.getByRole('button', { name: 'Previous' })).toBeDisabled()
  const interests = panel.getByRole('group', { name: /Academic interests/ }).getByRole('button')
  await expect(interests).toHaveCount(32)
  await expect(panel.getByRole('group', { name: 'Research areas' }).getByRole('button')).toHaveCount(25)
  await expect(panel.getByRole('group', { name: 'Career goals' }).getByRole('button')).toHaveCount(25)
  await panel.getByRole('button', { name: 'Engineering', exact: true }).click()
  await panel.getByRole('button', { name: 'Computer Science', exact: true }).click()
  await panel.getByRole('button', { name: 'Artificial Intelligence', exact: true }).click()
  await expect(panel.getByRole('button', { name: 'Engineering', exact: true })).toHaveAttribute('aria-pressed', 'true')
  await screenshotAt(page, 'college-step-1', panel.getByTestId('college-steps'))
  await expectNoSeriousA11yViolations(page)
  await next.click()

  // Step 2: scores and the graduation years (this year and the next nine).
  await expect(panel.getByText('Step 2 of 4')).toBeVisible()
  await panel.getByLabel('SAT score (400 to 1600, optional)').fill('1550')
  await expect(panel.getByLabel('Graduation year').getByRole('option')).toHaveCount(11)
  await panel.getByLabel('Current education level').selectOption('High School Senior')
  await next.click()

  // Step 3: preferences; a rural research university in Massachusetts does not exist here, so that filter relaxes.
  await expect(panel.getByText('Step 3 of 4')).toBeVisible()
  await expect(panel.getByRole('group', { name: 'Preferred locations' }).getByRole('button')).toHaveCount(30)
  await panel.getByRole('button', { name: 'Massachusetts', exact: true }).click()
  await panel.getByRole('radio', { name: 'Medium (2,000-10,000)' }).check()
  await panel.getByRole('radio', { name: 'Research University' }).check()
  await panel.getByRole('radio', { name: 'Rural' }).check()
  await screenshotAt(page, 'college-step-3', panel.getByTestId('college-steps'))
  await expectNoSeriousA11yViolations(page)
  await next.click()

  // Step 4, then a reload: the answers come back from the server.
  await expect(panel.getByText('Step 4 of 4')).toBeVisible()
  await panel.getByRole('button', { name: 'Research Opportunities' }).click()
  await expect(panel.getByText(/not shared with third parties/)).toBeVisible()
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/colleges/assessment') && r.request().method() === 'PUT',
  )
  await saved
  await page.reload()
  await expect(panel.getByText('Step 4 of 4')).toBeVisible()
  await expect(panel.getByRole('button', { name: 'Research Opportunities' })).toHaveAttribute('aria-pressed', 'true')
  await panel.getByRole('button', { name: 'Previous' }).click()
  await expect(panel.getByRole('radio', { name: 'Rural' })).toBeChecked()
  await next.click()

  await panel.getByRole('button', { name: 'Generate Recommendations' }).click()
  const results = panel.getByTestId('college-results')
  await expect(results).toBeVisible()
  await expect(results.getByRole('status')).toContainText('so this filter was relaxed')
  const cards = results.getByTestId('college-card')
  await expect(cards).toHaveCount(2)
  await expect(cards.first()).toContainText('Bayside Institute of Technology')
  await expect(cards.first()).toContainText('Reach')
  await expect(cards.first()).toContainText('admits 4.5% of applicants (fall 2023)')
  await expect(cards.first()).toContainText('Acceptance rate')
  await expect(cards.first()).toContainText('(fall 2023)')
  await expect(
    cards
      .first()
      .getByRole('table', { name: /Score breakdown/ })
      .getByRole('row'),
  ).toHaveCount(6)
  await expect(cards.first()).toContainText('Not reported by the College Scorecard: average class size')
  // No language model on this server: the summary is composed from the card's figures, and says so.
  await expect(cards.first().getByTestId('college-summary')).toContainText(
    'Summary composed from the figures on this card.',
  )
  await expect(cards.first().getByTestId('college-summary')).toContainText('Bayside Institute of Technology is a')
  // The page states how the list is ordered; Harborview, whose range the 1550 SAT is above, is an undermatch.
  await expect(results.getByTestId('list-order-rule')).toContainText(
    'it takes reach, match and safety colleges in turn, in rounds of one of each',
  )
  await expect(results.getByTestId('list-order-rule')).toContainText('the admission rate decides only reach')
  await expect(cards.nth(1)).toContainText('Harborview University')
  await expect(cards.nth(1)).toContainText('the college is likely below your level')
  await screenshotAt(page, 'college-results', cards.first())
  await expectNoSeriousA11yViolations(page)

  // Weights re-score at once: academic fit alone makes each match score the college's fit: Bayside's 1500-1580
  // holds the 1550 (95), Harborview's 1310-1480 is below it (64); the reach still leads the round.
  for (const part of ['Program fit', 'Research fit', 'Cost fit', 'Outcome fit'])
    await results.getByLabel(`${part} weight`).fill('0')
  await expect(cards.first().getByLabel('Match 95%')).toBeVisible()
  await expect(cards.nth(1).getByLabel('Match 64%')).toBeVisible()
  await expect(cards.first()).toContainText('Bayside Institute of Technology')
  await expect(cards.nth(1)).toContainText('Match rank #2')

  // Compare side by side; the shortlist plotted, with its table.
  await cards.nth(0).getByRole('checkbox', { name: 'Compare' }).check()
  await cards.nth(1).getByRole('checkbox', { name: 'Compare' }).check()
  const compare = results.getByTestId('compare-table')
  await expect(compare.getByRole('columnheader')).toHaveText([
    'Figure',
    'Bayside Institute of Technology',
    'Harborview University',
  ])
  await expect(compare.getByRole('row', { name: /Acceptance rate/ })).toContainText('4.5%')
  await expect(results.getByTestId('shortlist-scatter').locator('circle')).toHaveCount(2)
  await expect(results.getByTestId('shortlist-scatter')).toContainText('Graduation rate')
  await screenshotAt(page, 'college-shortlist', results.getByTestId('shortlist-scatter'))
  await expectNoSeriousA11yViolations(page)

  // Save one to the list kept on the server.
  await cards.nth(1).getByRole('button', { name: 'Save Harborview University' }).click()
  await expect(results.getByTestId('saved-colleges')).toContainText('Harborview University (Boston, MA)')

  // The list as ranked, as CSV.
  const download = page.waitForEvent('download')
  await results.getByRole('button', { name: 'Export list (CSV)' }).click()
  const csv = readFileSync(await (await download).path(), 'utf8')
  expect(csv.split('\n')[0]).toContain('admission rate (fall 2023)')
  expect(csv.split('\n')[1]).toMatch(/^1,Bayside Institute of Technology,/)
  expect(csv.split('\n')[2]).toMatch(/^2,Harborview University,/)

  // Why not Lone Star? The location filter keeps it out.
  const whyNot = results.getByTestId('why-not')
  await whyNot.getByLabel('College name or alias').fill('Lone Star')
  await whyNot.getByRole('button', { name: 'Check' }).click()
  const explained = whyNot.getByTestId('why-not-college')
  await expect(explained).toContainText('Lone Star State University')
  await expect(explained).toContainText('Kept out by locations: in Massachusetts')
  await screenshotAt(page, 'college-why-not', explained)
  await expectNoSeriousA11yViolations(page)

  await expect(results.getByRole('link', { name: 'Explore Research Tools' })).toHaveAttribute(
    'href',
    '/research-profiler',
  )
  await results.getByRole('button', { name: 'Take Assessment Again' }).click()
  await expect(panel.getByTestId('college-intro')).toBeVisible()
  await page.reload()
  await expect(panel.getByTestId('college-intro')).toBeVisible()
  watch.expectNone()
})
