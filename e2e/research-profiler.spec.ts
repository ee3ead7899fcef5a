import { expect, test } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { expectNoSeriousA11yViolations, newSignedInUser, screenshotAt, watchPageProblems } from './fixtures'

test('a member answers the nine questions, resumes after a reload, and gets scores with reasons, recommendations and real venues', async ({
  page,
}) => {
  test.setTimeout(150_000)
  const watch = await watchPageProblems(page)
  await newSignedInUser(page.request, 'rp', 'Rosa Profiler')

  // The hub's card leads here now.
  await page.goto('/exploration-hub')
  await page
    .getByRole('link', { name: /Research Profiler/ })
    .first()
    .click()
  await expect(page).toHaveURL(/\/research-profiler$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Research Profiler' })).toBeVisible()

  const next = page.getByRole('button', { name: 'Next' })
  await expect(page.getByText('Question 1 of 9')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled()
  await expect(next).toBeDisabled()
  await page
    .getByLabel('What research topic or question interests you most?')
    .fill('Machine learning models that detect disease in medical images')
  await screenshotAt(page, 'profiler-question', page.getByText('Question 1 of 9'))
  await expectNoSeriousA11yViolations(page)
  await next.click()

  await expect(page.getByText('Question 2 of 9')).toBeVisible()
  await page.getByLabel('What is your current research experience level?').selectOption('Graduate Student')
  await next.click()

  // The LinkedIn address is optional: Next is open with it empty.
  await expect(page.getByText('Question 3 of 9')).toBeVisible()
  await expect(next).toBeEnabled()
  await next.click()

  await expect(page.getByText('Question 4 of 9')).toBeVisible()
  await page
    .getByLabel('Describe the research projects you are working on now.')
    .fill('With my lab I train convolutional networks on chest X-rays, using Python and PyTorch')
  await next.click()

  // Saved as the member moves: a reload comes back to question 5 with the answers kept.
  await expect(page.getByText('Question 5 of 9')).toBeVisible()
  await page.reload()
  await expect(page.getByText('Question 5 of 9')).toBeVisible()
  await page.getByRole('button', { name: 'Previous' }).click()
  await expect(page.getByLabel('Describe the research projects you are working on now.')).toHaveValue(
    /convolutional networks/,
  )
  await next.click()

  await page
    .getByLabel('What do you want to achieve with your research in the next two years?')
    .fill('Publish a first-author paper on disease detection by June 2027')
  await next.click()
  await page.getByLabel('What kind of collaboration interests you most?').selectOption('Academic Collaborations')
  await next.click()
  await page
    .getByLabel('Which research tools, methods and software do you know?')
    .fill('Python, PyTorch, R, statistics')
  await next.click()
  await page.getByLabel('How many peer-reviewed publications do you have?').selectOption('0')
  await next.click()
  await expect(page.getByText('Question 9 of 9')).toBeVisible()
  const analyze = page.getByRole('button', { name: 'Analyze Profile' })
  await expect(analyze).toBeDisabled()
  await page
    .getByLabel('Where do you see your career going?')
    .fill('A faculty position at a university, leading a medical imaging group')
  await analyze.click()

  const result = page.getByTestId('profile-result')
  await expect(result.getByRole('heading', { name: 'Your Research Profile' })).toBeVisible()
  await expect(result.getByTestId('profile-summary')).toContainText('0 peer-reviewed publications')
  const scores = result.getByTestId('profile-score')
  await expect(scores).toHaveCount(3)
  await expect(scores.nth(0)).toContainText('Research Potential')
  await expect(scores.nth(1)).toContainText('Goal Alignment')
  await expect(scores.nth(2)).toContainText('Collaboration Score')
  await expect(scores.nth(1)).toContainText('Your goals name a deliverable')
  await expect(result.getByTestId('profile-recommendation').first()).toContainText('High')
  await expect(result.getByText('Work toward a first publication')).toBeVisible()
  // Venues from the (fake) OpenAlex, grouped by source: the machine-learning conference is among them.
  await expect(result.getByTestId('venues-conferences')).toContainText('International Conference on Learning Systems')
  await expect(result.getByTestId('venues-journals').getByRole('link').first()).toHaveAttribute(
    'href',
    /^https:\/\/openalex\.org\/S\d+$/,
  )
  await screenshotAt(page, 'profiler-result', result)
  await expectNoSeriousA11yViolations(page)

  const downloading = page.waitForEvent('download')
  await result.getByRole('button', { name: 'Export Profile' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe('research-profile.md')
  const markdown = readFileSync(await download.path(), 'utf8')
  expect(markdown).toContain('Research Potential')
  expect(markdown).toContain('International Conference on Learning Systems')

  // The analysis is kept: a reload shows it again; Retake starts over.
  await page.reload()
  await expect(result.getByRole('heading', { name: 'Your Research Profile' })).toBeVisible()
  await result.getByRole('button', { name: 'Retake Analysis' }).click()
  await expect(page.getByText('Question 1 of 9')).toBeVisible()
  await expect(page.getByLabel('What research topic or question interests you most?')).toHaveValue('')
  watch.expectNone()
})
