import { expect, test, type Locator, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations, newSignedInUser, screenshotAt, watchPageProblems } from './fixtures'

const LIMIT_MESSAGE = 'Free users are limited to 5 searches per day. Upgrade to Premium for unlimited access.'

function discovery(page: Page) {
  return page.getByRole('tabpanel', { name: 'Global Research Discovery' })
}

/** A new member on the discovery tab, with its search box. */
async function openDiscoveryAs(page: Page, prefix: string, name: string) {
  await newSignedInUser(page.request, prefix, name)
  await page.goto('/home?tab=discovery')
  const panel = discovery(page)
  return { panel, input: panel.getByLabel('Search researchers by topic or name') }
}

async function searchFor(input: Locator, query: string) {
  await input.fill(query)
  await input.press('Enter')
}

async function hIndexes(cards: Locator): Promise<number[]> {
  const values = await cards.locator('dl > div').filter({ hasText: 'h-index' }).locator('dd').allTextContents()
  return values.map((value) => (value === '—' ? -1 : Number(value.replace(/,/g, ''))))
}

test('search a topic, sort by h-index, load more, save a researcher and find it in Saved Researchers', async ({
  page,
}) => {
  const watch = await watchPageProblems(page)
  await newSignedInUser(page.request, 'rd', 'Rosalind Discovery')
  await page.goto('/home?tab=discovery')
  const panel = discovery(page)
  const quota = panel.getByTestId('search-quota')
  await expect(quota).toHaveText('5 of 5 free searches left today — resets at midnight UTC')

  await panel.getByLabel('Search researchers by topic or name').fill('machine learning')
  await panel.getByRole('button', { name: 'Search', exact: true }).click()

  const cards = panel.getByTestId('researcher-card')
  await expect(page.getByTestId('toast')).toContainText('Researchers Loaded')
  await expect(page.getByTestId('toast')).toContainText(/Found \d+ researchers/)
  await expect(cards).toHaveCount(12)
  await expect(quota).toHaveText('4 of 5 free searches left today — resets at midnight UTC')
  await expect(panel.getByRole('status').filter({ hasText: 'Showing 12 of' })).toContainText('by citations')

  await panel.getByLabel('Sort by').selectOption({ label: 'h-index' })
  await expect(panel.getByRole('status').filter({ hasText: 'Showing 12 of' })).toContainText('by h-index')
  const sorted = await hIndexes(cards)
  expect(sorted).toEqual([...sorted].sort((a, b) => b - a))
  // A re-sort of today's search is free.
  await expect(quota).toHaveText('4 of 5 free searches left today — resets at midnight UTC')

  await screenshotAt(page, 'discovery-results', cards.first())
  await expectNoSeriousA11yViolations(page)

  // Pages of 12: Load More appends the next 12 (or the rest, when fewer remain).
  const summary = (await panel.getByRole('status').filter({ hasText: 'Showing 12 of' }).textContent()) ?? ''
  const total = Number(/Showing 12 of (\d+)/.exec(summary)?.[1])
  expect(total).toBeGreaterThan(12)
  const thirteenth = cards.nth(12)
  await panel.getByRole('button', { name: 'Load More' }).click()
  await expect(cards).toHaveCount(Math.min(24, total))
  await expect(thirteenth.getByRole('heading', { level: 3 })).toBeFocused()
  const all = await hIndexes(cards)
  expect(all).toEqual([...all].sort((a, b) => b - a))
  await expect(quota).toHaveText('4 of 5 free searches left today — resets at midnight UTC')

  const first = cards.first()
  const name = (await first.getByRole('heading', { level: 3 }).textContent()) ?? ''
  await first.getByRole('button', { name: `Save ${name}` }).click()
  await expect(first.getByRole('button', { name: `Saved ${name}` })).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByTestId('toast')).toContainText('Researcher Saved')
  await expect(first.getByRole('link', { name: new RegExp(`^Google Scholar for ${name}`) })).toHaveAttribute(
    'target',
    '_blank',
  )

  await panel.getByRole('tab', { name: 'Saved Researchers (1)' }).click()
  const saved = panel.getByRole('tabpanel', { name: 'Saved Researchers (1)' })
  await expect(saved.getByRole('heading', { level: 3, name })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await screenshotAt(page, 'discovery-saved', saved.getByRole('heading', { level: 3, name }))

  // The search is still there when coming back.
  await panel.getByRole('tab', { name: 'Search', exact: true }).click()
  await expect(cards).toHaveCount(Math.min(24, total))
  watch.expectNone()
})

test('a free user hits the limit on the sixth new search of the day', async ({ page }) => {
  const watch = await watchPageProblems(page)
  await newSignedInUser(page.request, 'lm', 'Lise Meitner')
  await page.goto('/home?tab=discovery')
  const panel = discovery(page)
  const status = panel.getByRole('status').filter({ hasText: /researchers for/ })

  for (const area of [
    'Artificial Intelligence',
    'Machine Learning',
    'Computer Science',
    'Data Science',
    'Biotechnology',
  ]) {
    await panel.getByRole('button', { name: area, exact: true }).click()
    // The answer, not 'Searching…': a search left before it is answered is not charged (its source calls stop).
    await expect(status).toContainText(`researchers for “${area}”, by`)
  }
  await expect(panel.getByTestId('search-quota')).toHaveText(
    /^0 of 5 free searches left today — resets at midnight UTC/,
  )

  await panel.getByRole('button', { name: 'Physics', exact: true }).click()
  const toast = page.getByTestId('toast')
  await expect(toast).toContainText('Search Limit Reached')
  await expect(toast).toContainText(LIMIT_MESSAGE)
  await expect(panel.getByRole('heading', { name: 'Search Limit Reached' })).toBeVisible()
  await expect(panel.getByRole('link', { name: 'See Premium' })).toHaveAttribute('href', '/pricing')
  await screenshotAt(page, 'discovery-limit', panel.getByRole('heading', { name: 'Search Limit Reached' }))

  // Searches already made today still answer.
  await panel.getByRole('button', { name: 'Machine Learning', exact: true }).click()
  await expect(status).toContainText('for “Machine Learning”')
  watch.expectNone()
})

test('Clear Search empties the query and the results', async ({ page }) => {
  const { panel, input } = await openDiscoveryAs(page, 'cs', 'Clear Searcher')

  await searchFor(input, 'coral reef')
  await expect(panel.getByTestId('researcher-card').first()).toBeVisible()
  await panel.getByRole('button', { name: 'Clear Search' }).click()

  await expect(input).toHaveValue('')
  await expect(input).toBeFocused()
  await expect(panel.getByTestId('researcher-card')).toHaveCount(0)
  await expect(panel.getByText('Type a topic such as')).toBeVisible()
})

test('when OpenAlex fails the search shows an error with Retry, and no search is used', async ({ page }) => {
  const { panel, input } = await openDiscoveryAs(page, 'fe', 'Failing Explorer')

  await searchFor(input, 'fail-500 genomics')

  const toast = page.getByTestId('toast')
  await expect(toast).toContainText('Search Error')
  await expect(toast).toContainText('Failed to fetch researchers')
  await expect(panel.getByRole('heading', { name: 'Search Error' })).toBeVisible()
  await expect(panel.getByRole('button', { name: 'Retry' })).toBeVisible()
  await expect(panel.getByTestId('search-quota')).toHaveText('5 of 5 free searches left today — resets at midnight UTC')
})

test('a visitor who scrolls down the landing page sees a blurred discovery preview, with the free limit and the way in', async ({
  page,
}) => {
  await page.goto('/')
  // The preview's code loads only when the visitor scrolls near it.
  await page.getByRole('heading', { level: 2, name: /^Free to start/ }).scrollIntoViewIfNeeded()
  const preview = page.getByRole('region', { name: 'Global Research Discovery' })

  await expect(preview.getByText('Free Account Limits:')).toBeVisible()
  await expect(preview).toContainText('5 searches per day for free users')
  // The sample cards behind the blur are hidden from assistive technology and the keyboard.
  await expect(preview.getByTestId('researcher-card')).toHaveCount(3)
  await expect(preview.getByRole('button')).toHaveCount(0)
  await expect(preview.getByRole('heading', { name: 'Sample Researcher' })).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)
  await preview.getByRole('link', { name: 'Sign In to Use' }).click()

  await expect(page).toHaveURL(/\/auth$/)
})

test('a name typed in lower case finds that researcher first', async ({ page }) => {
  const { panel, input } = await openDiscoveryAs(page, 'nm', 'Name Seeker')

  await searchFor(input, 'kenji watanabe')

  await expect(panel.getByTestId('researcher-card').first().getByRole('heading', { level: 3 })).toHaveText(
    'Kenji Watanabe',
  )
  await screenshotAt(page, 'discovery-name-search', panel.getByTestId('researcher-card').first())
})

test('a session that ended elsewhere turns a search into the Sign In Required notice and the way to sign in', async ({
  page,
}) => {
  const { panel, input } = await openDiscoveryAs(page, 'se', 'Session Ender')
  await expect(panel.getByTestId('search-quota')).toBeVisible()

  await page.context().clearCookies()
  await searchFor(input, 'coral reef')

  const toast = page.getByTestId('toast')
  await expect(toast).toContainText('Sign In Required')
  await expect(toast).toContainText('Please sign in to access the researcher discovery tool.')
  await expect(page).toHaveURL(/\/auth/)
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible()
  await expect(toast).toContainText('Sign In Required')
})
