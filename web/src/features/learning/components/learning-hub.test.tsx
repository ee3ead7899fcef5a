import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import type { Flashcard, LearningContent, LearningProgress } from '../../../../../shared/contract/learning'
import { fakeApi } from '../../../test/fake-api'
import { renderWithApp } from '../../../test/render'
import { LearningHub } from './learning-hub'

const card = (id: string, term: string): Flashcard => ({
  id,
  term,
  definition: `${term} explained plainly.`,
  category: 'Statistics',
  difficulty: 'beginner',
  tags: ['numbers'],
  relatedTerms: [],
})
const content: LearningContent = {
  cards: [card('mean', 'Mean'), card('median', 'Median'), card('mode', 'Mode')],
  quotes: [{ text: 'Measure twice.', author: 'A. Researcher', source: 'Notes' }],
  resources: [],
  quickReference: [{ title: 'Research Tips', items: ['Write the question first.'] }],
}
const progress: LearningProgress = {
  totalStudied: 0,
  correctAnswers: 0,
  xp: 0,
  level: 1,
  levelXp: 0,
  xpPerLevel: 250,
  accuracy: null,
  streakDays: 0,
  lastStudyDay: null,
  masteredCards: [],
  favoriteCards: [],
  categories: [],
  achievements: [],
  settings: { desiredRetention: 0.9, newCardsPerDay: 20, timeZone: 'UTC' },
}

test('leaving the flashcards for another hub tab and coming back finds the same mode and card', async () => {
  fakeApi({ learningContent: () => content, learningProgress: () => progress })
  const { user } = renderWithApp(<LearningHub />)

  await user.click(await screen.findByRole('radio', { name: 'Quiz' }))
  await user.click(screen.getByRole('button', { name: 'Skip' }))
  await user.click(screen.getByRole('button', { name: 'Skip' }))
  expect(screen.getByText('Card 3 of 3')).toBeTruthy()

  await user.click(screen.getByRole('tab', { name: 'Study Resources' }))
  expect(screen.queryByText(/Card \d of 3/)).toBeNull()
  await user.click(screen.getByRole('tab', { name: 'Interactive Flashcards' }))

  expect(screen.getByRole('radio', { name: 'Quiz' }).getAttribute('aria-checked')).toBe('true')
  expect(screen.getByText('Card 3 of 3')).toBeTruthy()
  expect(screen.getByRole('heading', { name: 'Mode' })).toBeTruthy()
})
