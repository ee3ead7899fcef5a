import { expect, test, type Page } from '@playwright/test'
import {
  expectNoSeriousA11yViolations,
  newPremiumMember,
  newSignedInUser,
  screenshotAt,
  watchPageProblems,
} from './fixtures'

const stat = (page: Page, label: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: label }) })
    .locator('dd')
    .first()

test('a premium member studies, runs out the quiz timer, reviews with FSRS and unlocks an achievement', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const watch = await watchPageProblems(page)
  await newPremiumMember(page.request, 'lh', 'Marie Learner')

  await page.goto('/research-verse')
  await expect(page.getByRole('heading', { level: 1, name: 'Research Learning Hub' })).toBeVisible()
  await expect(page.getByText('105 flashcards on research methods')).toBeVisible()
  await expect(page.locator('blockquote')).not.toBeEmpty()
  await expect(stat(page, 'Cards Studied')).toHaveText('0')

  // Study: Space flips, Mark as Studied counts the card and unlocks First Steps.
  const panel = page.getByRole('tabpanel', { name: 'Interactive Flashcards' })
  await expect(panel.getByText('Card 1 of 105')).toBeVisible()
  const firstTerm = await panel.getByRole('article').getByRole('heading', { level: 2 }).textContent()
  await page.keyboard.press('Space')
  await expect(panel.getByRole('list', { name: 'Tags' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await screenshotAt(page, 'learning-hub-study', panel.getByRole('list', { name: 'Tags' }))
  await panel.getByRole('button', { name: 'Mark as Studied' }).click()
  await expect(page.getByTestId('toast')).toContainText('First Steps')
  await expect(stat(page, 'Cards Studied')).toHaveText('1')
  await expect(panel.getByText('Card 2 of 105')).toBeVisible()
  await page.keyboard.press('ArrowLeft')
  await expect(panel.getByRole('article').getByRole('heading', { level: 2 })).toHaveText(firstTerm ?? '')
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect(panel.getByText('Card 3 of 105')).toBeVisible()
  const studyTerm = (await panel.getByRole('article').getByRole('heading', { level: 2 }).textContent()) ?? ''

  // Quiz keeps a place of its own: it starts at its first card, and Study's place waits.
  // The timer runs out and the card counts as incorrect; then one correct answer.
  await panel.getByRole('radio', { name: 'Quiz' }).click()
  await expect(panel.getByText('Card 1 of 105')).toBeVisible()
  await panel.getByRole('button', { name: 'Start the timer' }).click()
  await expect(panel.getByRole('timer')).not.toHaveText('30s')
  await expect(page.getByTestId('toast')).toContainText('counted as incorrect', { timeout: 40_000 })
  await expect(stat(page, 'Cards Studied')).toHaveText('2')
  await expect(stat(page, 'Correct Answers')).toHaveText('0')
  await expect(panel.getByRole('timer')).toHaveText('30s')
  await panel.getByRole('button', { name: 'Correct', exact: true }).click()
  await expect(stat(page, 'Correct Answers')).toHaveText('1')
  await expect(panel.getByText('Card 3 of 105')).toBeVisible()

  // Spaced repetition: a new card, its four buttons with their intervals, key 3 grades Good.
  await panel.getByRole('radio', { name: 'Spaced Repetition' }).click()
  await expect(panel.getByText(/0 due for review · 20 new left today/)).toBeVisible()
  await panel.getByRole('button', { name: 'Show Answer' }).click()
  const grades = panel.getByRole('group', { name: 'How well did you recall it?' })
  await expect(grades.getByRole('button', { name: /Again\s*1m/ })).toBeVisible()
  await expect(grades.getByRole('button', { name: /Good\s*10m/ })).toBeVisible()
  await expect(panel.getByText(/Next 30 days at 90% retention: \d+ reviews/)).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await screenshotAt(page, 'learning-hub-review', grades)
  await page.keyboard.press('3')
  await expect(panel.getByRole('status').filter({ hasText: '+15 XP. First review of this card' })).toBeVisible()
  await expect(panel.getByText(/0 due for review · 19 new left today/)).toBeVisible()
  await expect(stat(page, 'Cards Studied')).toHaveText('4')

  // Optimising the schedule waits for 64 reviews made a day or more after the card's previous one.
  const optimise = panel.getByRole('region', { name: 'Personal schedule' })
  await expect(optimise).toContainText('0 of the 64')
  await expect(optimise.getByRole('button', { name: 'Optimise my schedule' })).toBeDisabled()

  // Progress is on the server: a reload keeps it, and the achievements tab shows the unlocked one.
  await page.reload()
  await expect(stat(page, 'Cards Studied')).toHaveText('4')
  await page.getByRole('tab', { name: 'Achievements & Progress' }).click()
  const firstSteps = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'First Steps' }) })
  await expect(firstSteps).toContainText('Unlocked')
  const guru = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Research Guru' }) })
  await expect(guru).toContainText('Locked')
  await expectNoSeriousA11yViolations(page)
  await screenshotAt(page, 'learning-hub-achievements', firstSteps)

  await page.getByRole('tab', { name: 'Study Resources' }).click()
  await expect(page.getByRole('heading', { name: 'Quick Reference Guide' })).toBeVisible()
  await expect(page.getByRole('link', { name: /Visit resource/ })).toHaveCount(8)

  // Back on the flashcards, after a reload and two other tabs: the mode and each mode's card are where they were.
  await page.getByRole('tab', { name: 'Interactive Flashcards' }).click()
  await expect(panel.getByRole('radio', { name: 'Spaced Repetition' })).toHaveAttribute('aria-checked', 'true')
  await panel.getByRole('radio', { name: 'Study' }).click()
  await expect(panel.getByText('Card 3 of 105')).toBeVisible()
  await expect(panel.getByRole('article').getByRole('heading', { level: 2 })).toHaveText(studyTerm)
  await panel.getByRole('radio', { name: 'Quiz' }).click()
  await expect(panel.getByText('Card 3 of 105')).toBeVisible()

  // The queue is narrowed on the server: one category's cards and counts (new filters restart each mode's place).
  await panel.getByRole('radio', { name: 'Spaced Repetition' }).click()
  await panel.getByRole('combobox', { name: 'Category' }).selectOption('Research Ethics')
  await expect(panel.getByText(/0 due for review · 19 new left today/)).toBeVisible()
  await expect(panel.getByRole('article')).toContainText('Research Ethics')
  await panel.getByRole('combobox', { name: 'Category' }).selectOption('all')
  await panel.getByRole('radio', { name: 'Study' }).click()

  // Each card links to the research engine with its term as the question.
  const term = (await panel.getByRole('article').getByRole('heading', { level: 2 }).textContent()) ?? ''
  await panel.getByRole('button', { name: /Show the definition/ }).click()
  await panel.getByRole('link', { name: 'Find papers on this' }).click()
  await expect(page).toHaveURL(/\/home\?tab=ai&q=/)
  await expect(page.getByLabel('Your research question')).toHaveValue(term)
  watch.expectNone()
})

test('a free member sees the teaser with Upgrade to Premium, and the API refuses the hub', async ({ page }) => {
  const watch = await watchPageProblems(page)
  await newSignedInUser(page.request, 'lhfree', 'Free Learner')
  await page.goto('/research-verse')
  await expect(page.getByRole('heading', { level: 1, name: 'Research Learning Hub' })).toBeVisible()
  await expect(page.getByText('Premium Feature')).toBeVisible()
  const upgrade = page.getByRole('link', { name: 'Upgrade to Premium' })
  await expect(upgrade).toHaveAttribute('href', '/pricing')
  const refused = await page.request.get('/api/learning/content')
  expect(refused.status()).toBe(403)
  await expectNoSeriousA11yViolations(page)
  await screenshotAt(page, 'learning-hub-teaser', upgrade)
  watch.expectNone()
})
