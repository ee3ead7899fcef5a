import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import type { LearningContent } from '#shared/contract/learning'
import { fakeApi } from '../../../test/fake-api'
import { newLearnerProgress, testFlashcard } from '../../../test/fixtures'
import { renderWithApp } from '../../../test/render'
import { LearningHub } from './learning-hub'

const card = testFlashcard
const content: LearningContent = {
  cards: [card('mean', 'Mean'), card('median', 'Median'), card('mode', 'Mode')],
  quotes: [{ text: 'Measure twice.', author: 'A. Researcher', source: 'Notes' }],
  resources: [],
  quickReference: [{ title: 'Research Tips', items: ['Write the question first.'] }],
}
const progress = newLearnerProgress()

test('leaving the flashcards for another hub tab and coming back finds the same mode and card', async () => {
  fakeApi({ learningContent: () => content, learningProgress: () => progress })
  const { user } = renderWithApp(<LearningHub />)

  await user.click(await screen.findByRole('radio', { name: 'Quiz' }))
  await user.click(screen.getByRole('button', { name: 'Skip' }))
  await user.click(screen.getByRole('button', { name: 'Skip' }))
  expect(screen.getByText('Card 3 of 3')).toBeInTheDocument()

  await user.click(screen.getByRole('tab', { name: 'Study Resources' }))
  expect(screen.queryByText(/Card \d of 3/)).toBeNull()
  await user.click(screen.getByRole('tab', { name: 'Interactive Flashcards' }))

  expect(screen.getByRole('radio', { name: 'Quiz' }).getAttribute('aria-checked')).toBe('true')
  expect(screen.getByText('Card 3 of 3')).toBeInTheDocument()
  expect(screen.getByRole('heading', { name: 'Mode' })).toBeInTheDocument()
})
