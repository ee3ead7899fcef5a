import { expect, test, type Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import {
  expectNoSeriousA11yViolations,
  newSignedInUser,
  screenshotAt,
  signInAsFounder,
  watchPageProblems,
} from './fixtures'

// A topic the fake upstreams answer (as in `npm run eval:reviews`).
const TOPIC = 'machine learning'

/** The page scrolls sideways at this width: something overflows. */
async function overflowsHorizontally(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)
}

test('a free member sees the Premium Feature overlay and Upgrade Now leads to pricing', async ({ page }) => {
  const watch = await watchPageProblems(page)
  await newSignedInUser(page.request, 'lr', 'Free Review User')
  await page.goto('/ai-literature-review')

  await expect(page.getByRole('heading', { level: 1, name: 'Literature Review Generator' })).toBeVisible()
  await expect(page.getByText('Premium Tool', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Premium Feature' })).toBeVisible()
  await expect(page.getByText('Upgrade to access the Literature Review Generator.')).toBeVisible()
  await expect(page.getByRole('textbox', { name: /Research Topic/ })).toHaveCount(0)
  await screenshotAt(page, 'literature-review-locked', page.getByRole('heading', { name: 'Premium Feature' }))
  await expectNoSeriousA11yViolations(page)

  const refused = await page.request.post('/api/reviews', {
    data: { topic: TOPIC, sources: ['openalex'] },
    headers: { origin: new URL(page.url()).origin },
  })
  expect(refused.status()).toBe(403)

  await page.getByRole('link', { name: 'Upgrade Now' }).click()
  await expect(page).toHaveURL(/\/pricing$/)
  watch.expectNone()
})

test('a topic streams its stages into a review: themes, [n] to its reference, BibTeX and RIS, reopened from My reviews', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const watch = await watchPageProblems(page)
  await signInAsFounder(page.request)
  await page.goto('/ai-literature-review')
  await expect(page.getByText(/a PRISMA flow diagram and exportable references appear here/)).toBeVisible()

  // Blank topic: the spec's toast, nothing sent.
  const topic = page.getByRole('textbox', { name: /Research Topic/ })
  await topic.fill('   ')
  await page.getByRole('button', { name: 'Generate Literature Review' }).click()
  await expect(page.getByTestId('toast')).toContainText('Topic Required')
  await expect(page.getByTestId('toast')).toContainText('Please enter a research topic for literature review.')

  // Search settings: the default sources, with the server's reasons for those it cannot ask.
  await page.getByText('Search settings').click()
  await expect(page.getByTestId('source-pubmed')).toBeChecked()
  await expect(page.getByTestId('source-arxiv')).toBeChecked()
  await expect(page.getByTestId('source-openalex')).toBeChecked()
  await expect(page.getByRole('checkbox', { name: /Follow references/ })).toBeChecked()
  await page.getByRole('textbox', { name: 'From', exact: true }).fill('2030')
  await page.getByRole('textbox', { name: 'To', exact: true }).fill('2020')
  await expect(page.getByText('The first year must not be after the last.')).toBeVisible()
  await page.getByRole('textbox', { name: 'From', exact: true }).fill('')
  await page.getByRole('textbox', { name: 'To', exact: true }).fill('')

  await topic.fill(TOPIC)
  await page.getByRole('button', { name: 'Generate Literature Review' }).click()

  // The stages stream in (the live region speaks them); then the review replaces them.
  const progress = page.getByTestId('review-progress')
  await expect(progress.getByTestId('stage-retrieve')).toBeVisible()
  await expect(page.getByTestId('toast').filter({ hasText: 'Literature Review Generated' })).toBeVisible({
    timeout: 90_000,
  })
  const review = page.getByTestId('review')
  await expect(review).toBeVisible()
  await expect(page.getByTestId('review-progress')).toHaveCount(0)
  await expect(review.getByRole('heading', { name: 'Overview' })).toBeVisible()
  await expect(review.getByRole('heading', { name: /^Theme 1: / })).toBeVisible()
  await expect(review.getByTestId('theme').first().getByText('What the works report')).toBeVisible()
  await expect(review.getByRole('img', { name: /^Works per publication year, stacked by theme/ })).toBeVisible()
  await expect(review.getByTestId('prisma-flow')).toContainText('Records identified:')
  await expect(review.getByTestId('prisma-flow')).toContainText('Works included in the review:')
  await expect(review.getByTestId('review-method')).toContainText('OpenAlex')

  // An [n] in a theme moves focus to its reference, which links out in a new tab.
  const cite = review
    .getByTestId('theme')
    .first()
    .getByRole('link', { name: /^Reference \d+$/ })
    .first()
  const n = ((await cite.getAttribute('aria-label')) ?? '').replace('Reference ', '')
  await cite.click()
  await expect(page.locator(`#ref-${n}`)).toBeFocused()
  const outLink = review.getByTestId('review-reference').getByRole('link').first()
  await expect(outLink).toHaveAttribute('target', '_blank')
  await expect(outLink).toHaveAttribute('rel', /noopener/)

  await screenshotAt(page, 'literature-review-result', review.getByRole('heading', { name: 'Overview' }))
  await page.setViewportSize({ width: 375, height: 812 })
  expect(await overflowsHorizontally(page)).toBe(false)
  await page.setViewportSize({ width: 1280, height: 900 })
  await expectNoSeriousA11yViolations(page)

  // Exports: BibTeX and RIS files from the server.
  const [bibtex] = await Promise.all([
    page.waitForEvent('download'),
    review.getByRole('button', { name: 'Export as BibTeX' }).click(),
  ])
  expect(bibtex.suggestedFilename()).toMatch(/\.bib$/)
  expect(readFileSync(await bibtex.path(), 'utf8')).toMatch(/@\w+\{/)
  const [ris] = await Promise.all([
    page.waitForEvent('download'),
    review.getByRole('button', { name: 'Export as RIS' }).click(),
  ])
  expect(ris.suggestedFilename()).toMatch(/\.ris$/)
  expect(readFileSync(await ris.path(), 'utf8')).toContain('TY  - ')

  // Kept: after a reload it is in My reviews, and opens again.
  await page.reload()
  const saved = page.getByTestId('saved-reviews').getByRole('button', { name: new RegExp(`^${TOPIC}`) })
  await expect(saved.first()).toBeVisible()
  await saved.first().click()
  await expect(page.getByTestId('review').getByRole('heading', { name: /^Theme 1: / })).toBeVisible()
  await screenshotAt(page, 'literature-review-reopened', page.getByRole('heading', { name: 'My reviews' }))
  watch.expectNone()
})
