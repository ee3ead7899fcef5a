import { expect, test, type Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import {
  expectNoSeriousA11yViolations,
  newSignedInUser,
  screenshotAt,
  signInAsFounder,
  watchPageProblems,
} from './fixtures'

function engine(page: Page) {
  return page.getByRole('tabpanel', { name: 'AI Research Engine' })
}

test('a free member asks a question, watches it stream with sources and citations, exports and clears the chat', async ({
  page,
}) => {
  const watch = await watchPageProblems(page)
  await newSignedInUser(page.request, 're', 'Rachel Engine')
  await page.goto('/home?tab=ai')
  const panel = engine(page)

  // Modes: comprehensive is free, the other 11 are locked and choosing one changes nothing.
  await expect(panel.getByRole('button', { name: /^Comprehensive/ })).toHaveAttribute('aria-pressed', 'true')
  await panel.getByRole('button', { name: /^Biomedical/ }).click()
  await expect(panel.getByRole('alert')).toContainText('Premium mode selected. Upgrade to access')
  await expect(panel.getByRole('link', { name: 'Upgrade to access' })).toHaveAttribute('href', '/pricing')
  await expect(panel.getByRole('button', { name: /^Comprehensive/ })).toHaveAttribute('aria-pressed', 'true')

  // Settings defaults.
  await expect(panel.getByRole('switch', { name: 'Ethical mode' })).toHaveAttribute('aria-checked', 'true')
  await expect(panel.getByRole('switch', { name: 'Web scanning' })).toHaveAttribute('aria-checked', 'true')
  await expect(panel.getByRole('switch', { name: 'Voice mode' })).toBeDisabled()
  await expect(panel.getByLabel('Scan depth')).toHaveValue('3')
  await expect(panel.getByTestId('source-pubmed')).toBeChecked()
  await expect(panel.getByTestId('source-arxiv')).toBeChecked()
  await expect(panel.getByTestId('source-crossref')).not.toBeChecked()

  // Integrated APIs come from the server's own report.
  await expect(panel.getByTestId('api-status-openalex')).toContainText(/Configured|Not available/)

  // A suggested prompt fills the input; Enter sends.
  const input = panel.getByTestId('research-input')
  const prompts = panel.getByRole('list', { name: 'Example questions', exact: true }).getByRole('button')
  await expect(prompts).toHaveCount(4)
  await expect(panel.getByRole('list', { name: 'More example questions' }).getByRole('button')).toHaveCount(2)
  const prompt = (await prompts.first().textContent()) ?? ''
  await prompts.first().click()
  await expect(input).toHaveValue(prompt)
  await screenshotAt(page, 'research-engine-welcome', input)

  // A question the recorded sources answer, with OpenAlex and Crossref added to the defaults: an evidence brief.
  await panel.getByTestId('source-openalex').check()
  await panel.getByTestId('source-crossref').check()
  await input.fill('What causes coral bleaching on reefs?')
  await input.press('Enter')
  await expect(panel.getByTestId('user-message')).toHaveText(/coral bleaching/)
  const answer = panel.getByTestId('assistant-message').first()
  await expect(panel.getByTestId('research-status')).toHaveText(/Answer ready/, { timeout: 60_000 })
  // The sources asked fold away once the answer is done (an answer from warm fakes can be done before a check
  // while it streams would see them); opened, they list each source.
  await answer.getByText(/^Sources asked \(\d+\)$/).click()
  await expect(answer.getByTestId('source-progress')).toBeVisible()
  await expect(answer.getByTestId('source-progress')).toContainText(/OpenAlex/)
  await expect(input).toBeEnabled()
  await expect(answer).toContainText('Evidence mode — no language model configured')
  await expect(answer.getByTestId('answer-text')).toContainText('[1]')

  // Every reference links out in a new tab; a citation button scrolls to its reference.
  const references = answer.getByTestId('reference')
  await expect(references.first()).toBeVisible()
  const link = references.first().getByRole('link').first()
  await expect(link).toHaveAttribute('target', '_blank')
  await expect(link).toHaveAttribute('rel', /noopener/)
  await answer
    .getByRole('button', { name: /^Reference \d+$/ })
    .first()
    .click()
  await expect(answer.locator('[data-testid=reference]:focus')).toHaveCount(1)
  await screenshotAt(page, 'research-engine-answer', answer)
  await expectNoSeriousA11yViolations(page)

  // A follow-up continues the same saved conversation.
  await input.fill('Which reefs recover fastest after bleaching?')
  await input.press('Enter')
  await expect(panel.getByTestId('user-message')).toHaveCount(2)
  await expect(panel.getByTestId('research-status')).toHaveText(/Answer ready/, { timeout: 60_000 })
  await expect(panel).toContainText('2 questions')

  // JSON export: the spec's chat export entity, with the receipt.
  await panel.getByRole('button', { name: 'Export' }).click()
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: 'Chat as JSON' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^research-chat-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.json$/)
  const exported = JSON.parse(readFileSync(await download.path(), 'utf8')) as {
    timestamp: string
    mode: string
    messages: { content: string; isUser: boolean; timestamp: string; receipt?: unknown }[]
  }
  expect(exported.mode).toBe('Comprehensive')
  expect(exported.messages.map((message) => message.isUser)).toEqual([true, false, true, false])
  expect(exported.messages[1]?.receipt).toBeTruthy()

  await panel.getByRole('button', { name: 'Clear' }).click()
  await expect(page.getByTestId('toast')).toContainText('Chat Cleared')
  await expect(panel.getByTestId('assistant-message')).toHaveCount(0)
  watch.expectNone()
})

test('a premium member picks a premium mode: its first three sources are selected and shown', async ({ page }) => {
  await signInAsFounder(page.request)
  await page.goto('/home?tab=ai')
  const panel = engine(page)
  await panel.getByRole('button', { name: /^Biomedical/ }).click()
  await expect(panel.getByRole('button', { name: /^Biomedical/ })).toHaveAttribute('aria-pressed', 'true')
  await expect(panel.getByRole('switch', { name: 'Voice mode' })).toBeEnabled()
  const badges = panel.getByRole('list', { name: 'Selected data sources' })
  await expect(badges).toContainText('PubMed')
  await expect(badges).toContainText('Europe PMC')
})

test('the input needs a non-blank question; Shift+Enter adds a line', async ({ page }) => {
  await newSignedInUser(page.request, 'rb', 'Blank Question')
  await page.goto('/home?tab=ai')
  const panel = engine(page)
  const input = panel.getByTestId('research-input')
  await input.fill('   ')
  await expect(panel.getByRole('button', { name: 'Send' })).toBeDisabled()
  await input.press('Enter')
  await expect(panel.getByTestId('user-message')).toHaveCount(0)
  await input.fill('line one')
  await input.press('Shift+Enter')
  await input.pressSequentially('line two')
  await expect(input).toHaveValue('line one\nline two')
})

test('voice mode in a browser without speech recognition says so', async ({ page }) => {
  await page.addInitScript(() => {
    const browser = window as unknown as Record<string, unknown>
    delete browser.SpeechRecognition
    delete browser.webkitSpeechRecognition
  })
  await signInAsFounder(page.request)
  await page.goto('/home?tab=ai')
  const panel = engine(page)
  await panel.getByRole('switch', { name: 'Voice mode' }).click()
  await panel.getByRole('button', { name: 'Speak your question' }).click()
  await expect(page.getByTestId('toast')).toContainText('Voice not supported')
  await expect(page.getByTestId('toast')).toContainText('Speech recognition is not supported in this browser.')
})

test('a premium member sees the modes drawn: the Trends chart, compound records and the Image Generation concept map', async ({
  page,
}) => {
  const watch = await watchPageProblems(page)
  await signInAsFounder(page.request)
  await page.goto('/home?tab=ai')
  const panel = engine(page)
  const input = panel.getByTestId('research-input')
  const ask = async (mode: RegExp, question: string, count: number) => {
    await panel.getByRole('button', { name: mode }).click()
    await input.fill(question)
    await input.press('Enter')
    await expect(panel.getByTestId('assistant-message')).toHaveCount(count)
    await expect(panel.getByTestId('research-status')).toHaveText(/Answer ready|abstain|incomplete/i, {
      timeout: 60_000,
    })
    await expect(input).toBeEnabled()
    return panel.getByTestId('assistant-message').nth(count - 1)
  }

  const trends = await ask(/^Trends/, 'How has coral bleaching research grown?', 1)
  const chart = trends.getByRole('img', { name: /Works per year/ })
  await expect(chart).toBeVisible()
  await expect(trends.getByTestId('trend-reading')).toHaveText(
    /^About [+−]?[\d.,]+ works? a year \(fitted, \d{4}–\d{4}\)$/,
  )
  await trends.getByText('The numbers').click()
  await expect(trends.getByRole('table', { name: 'Works per year and the fitted trend' })).toBeVisible()
  await screenshotAt(page, 'research-engine-trends', chart)

  const chemical = await ask(/^Chemical/, 'What is the toxicity of caffeine?', 2)
  const card = chemical.getByRole('article', { name: /caffeine/i })
  await expect(card).toContainText('g/mol')
  await expect(card.getByRole('link', { name: /PubChem compound/ })).toHaveAttribute('rel', /noopener/)
  await screenshotAt(page, 'research-engine-compounds', card)

  const image = await ask(/^Image Generation/, 'Draw a research diagram of the literature on coral bleaching', 3)
  const map = image.getByRole('img', { name: /Concept map of the retrieved literature/ })
  await expect(map).toBeVisible()
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    image.getByRole('button', { name: 'Download SVG' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^concept-map-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.svg$/)
  expect(readFileSync(await download.path(), 'utf8')).toContain('<svg')
  await screenshotAt(page, 'research-engine-concept-map', map)
  await expectNoSeriousA11yViolations(page)
  watch.expectNone()
})
