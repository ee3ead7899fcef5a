import { expect, test } from '@playwright/test'
import { expectNoSeriousA11yViolations, newPremiumMember, screenshotAt, watchPageProblems } from './fixtures'

test('the grant writer checks the draft as it is typed, gives the scaffold, evidence, funded projects and calls, and keeps the run', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const watch = await watchPageProblems(page)
  await newPremiumMember(page.request, 'grants', 'Gita Grants')

  await page.goto('/research-pathways')
  const card = page.getByRole('region', { name: 'Grant Proposal Writer' })
  await expect(card.getByRole('note')).toContainText('NOT-OD-25-132')

  await card
    .getByRole('textbox', { name: 'Your idea or aims, in your own words' })
    .fill(
      'Heat tolerance of reef-building corals is inherited. We hypothesize that heat tolerance in coral larvae is heritable. Students from island schools will join the fieldwork.',
    )
  await card.getByRole('combobox', { name: 'Funder' }).selectOption('nsf')
  await expect(card.getByRole('combobox', { name: 'Mechanism' })).toHaveValue('Standard Grant')

  // The checker reads the draft on every edit; a finding selects the text it is about.
  const draft = card.getByRole('textbox', { name: 'Your draft (optional)' })
  await draft.fill('## Overview\nThis project follows coral larvae through a marine heatwave.\n')
  await expect(card.getByText(/The checker finds 2 errors and 0 warnings/)).toBeVisible()
  const good =
    '## Overview\nThis project follows coral larvae through a marine heatwave.\n\n## Intellectual Merit\nIt tests whether heat tolerance is heritable.\n\n## Broader Impacts\nStudents from island schools join the fieldwork.\n'
  await draft.fill(good)
  await expect(card.getByText('The checker finds nothing to flag.')).toBeVisible()
  await draft.fill(
    `## Overview\n${'Coral larvae swim. '.repeat(250)}\n\n## Intellectual Merit\nNew.\n\n## Broader Impacts\nSchools.\n`,
  )
  const finding = card.getByRole('button', { name: /The Project Summary is .* characters/ })
  await finding.click()
  await expect(draft).toBeFocused()
  expect(await draft.evaluate((area: HTMLTextAreaElement) => area.selectionEnd - area.selectionStart)).toBeGreaterThan(
    4600,
  )

  await draft.fill(good)
  await card.getByRole('button', { name: 'Generate' }).click()
  await expect(page.getByTestId('toast')).toContainText('Your grant proposal writer is ready for review.')
  await expect(card.getByRole('heading', { name: 'Project Summary' })).toBeVisible()
  // The draft's Broader Impacts section is placed under its part of the summary.
  await expect(
    card.getByRole('region', { name: 'Project Summary' }).getByText('Students from island schools join the fieldwork.'),
  ).toBeVisible()
  const similar = card.getByRole('table', { name: /most similar to your idea/ })
  await expect(
    similar.getByRole('link', { name: /Inheritance of Heat Tolerance in Reef-Building Corals/ }),
  ).toBeVisible()
  await expect(card.getByRole('table', { name: /per source and mechanism/ })).toBeVisible()
  await expect(card.getByRole('heading', { name: 'Open opportunities' })).toBeVisible()
  await expect(card.getByText(/closes 5 Feb 2027/)).toBeVisible()
  await expect(card.getByText(/No language model is set up on this server/)).toBeVisible()

  const download = page.waitForEvent('download')
  await card.getByRole('button', { name: 'Export as Markdown' }).click()
  expect((await download).suggestedFilename()).toBe('grant-nsf-standard-grant.md')

  await expectNoSeriousA11yViolations(page)
  await screenshotAt(page, 'grant-writer-result', card)

  // The last run is kept for the member and shown on return, with its words in the form.
  await page.reload()
  await expect(card.getByRole('table', { name: /most similar to your idea/ })).toBeVisible()
  await expect(card.getByRole('combobox', { name: 'Funder' })).toHaveValue('nsf')
  watch.expectNone()
})
