import { act, screen } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import type { AnswerResult, ReviewQueue, ReviewResult, WorkloadForecast } from '#shared/contract/learning'
import { fakeApi } from '../../../test/fake-api'
import { newLearnerProgress, testFlashcard } from '../../../test/fixtures'
import { renderWithApp } from '../../../test/render'
import { FlashcardDeck } from './flashcard-deck'

const card = testFlashcard
const cards = [card('mean', 'Mean', ['median']), card('median', 'Median'), card('p-value', 'P-value')]

const progress = newLearnerProgress()
const xp = { total: 5, base: 5, recallBonus: 0, retrievability: null, reason: 'Card studied: 5 XP.' }
const answered: AnswerResult = { progress, xp, newlyMastered: false, unlocked: [] }

const emptyQueue: ReviewQueue = {
  items: [],
  dueCount: 0,
  newToday: 0,
  newLeftToday: 0,
  unseen: 0,
  nextDue: null,
  settings: progress.settings,
}
const forecast: WorkloadForecast = {
  retention: 0.9,
  newCardsPerDay: 20,
  days: Array.from({ length: 30 }, (_, i) => ({
    day: `2026-03-${String(i + 1).padStart(2, '0')}`,
    reviews: 1,
    newCards: 0,
  })),
  totalReviews: 30,
}

afterEach(() => {
  vi.useRealTimers()
})

test('in quiz mode the timer counts down from 30 and, at 0, records the card incorrect and moves on', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  const api = fakeApi({ recordLearningAnswer: () => answered })
  const { user } = renderWithApp(<FlashcardDeck cards={cards} progress={progress} />, {
    user: { advanceTimers: (ms) => vi.advanceTimersByTime(ms) },
  })

  await user.click(screen.getByRole('radio', { name: 'Quiz' }))
  await user.click(screen.getByRole('button', { name: 'Start the timer' }))
  await act(async () => {
    await vi.advanceTimersByTimeAsync(5_000)
  })
  expect(screen.getByRole('timer').textContent).toBe('25s')
  await act(async () => {
    await vi.advanceTimersByTimeAsync(25_000)
  })

  expect(await screen.findByText('Card 2 of 3')).toBeInTheDocument()
  expect(screen.getByRole('timer').textContent).toBe('30s')
  expect(screen.getByRole('button', { name: 'Start the timer' })).toBeInTheDocument()
  await vi.waitFor(() => expect(api.callsTo('recordLearningAnswer')).toHaveLength(1))
  expect(api.callsTo('recordLearningAnswer')[0]?.request.json).toMatchObject({
    cardId: 'mean',
    mode: 'quiz',
    outcome: 'incorrect',
  })
})

test('Space flips the card, arrows move, and a related term opens its card', async () => {
  fakeApi({})
  const { user } = renderWithApp(<FlashcardDeck cards={cards} progress={progress} />)
  const definition = screen.getByText('Mean explained plainly.')
  expect(definition.closest('[hidden]')).not.toBeNull()

  await user.keyboard(' ')
  expect(definition.closest('[hidden]')).toBeNull()
  await user.click(screen.getByRole('button', { name: 'Median' }))
  expect(screen.getByRole('heading', { name: 'Median' })).toBeInTheDocument()
  expect(screen.getByText('Card 2 of 3')).toBeInTheDocument()

  await user.keyboard('{ArrowRight}')
  expect(screen.getByText('Card 3 of 3')).toBeInTheDocument()
  await user.keyboard('{ArrowRight}')
  expect(screen.getByText('Card 1 of 3')).toBeInTheDocument()
  await user.keyboard('{ArrowLeft}')
  expect(screen.getByRole('heading', { name: 'P-value' })).toBeInTheDocument()
})

test('spaced repetition shows each button’s next interval; key 3 grades Good and the XP says why', async () => {
  const preview = (interval: string) => ({ due: '2026-03-02T10:00:00.000Z', interval })
  const queue: ReviewQueue = {
    items: [
      {
        cardId: 'median',
        state: 'review',
        due: '2026-03-01T00:00:00.000Z',
        retrievability: 0.62,
        previews: [
          { grade: 'again', ...preview('10m') },
          { grade: 'hard', ...preview('3d') },
          { grade: 'good', ...preview('9d') },
          { grade: 'easy', ...preview('21d') },
        ],
      },
    ],
    dueCount: 1,
    newToday: 0,
    newLeftToday: 0,
    unseen: 2,
    nextDue: null,
    settings: progress.settings,
  }
  const reason = 'Recalled when FSRS put your chance of remembering at 62%: 15 XP + 4 for the effort.'
  const reviewed: ReviewResult = {
    ...answered,
    xp: { total: 19, base: 15, recallBonus: 4, retrievability: 0.62, reason },
    card: { cardId: 'median', state: 'review', due: '2026-03-10T00:00:00.000Z', interval: '9d' },
  }
  const api = fakeApi({
    reviewQueue: () => queue,
    reviewFlashcard: () => reviewed,
    reviewForecast: () => forecast,
  })
  const { user } = renderWithApp(<FlashcardDeck cards={cards} progress={progress} />)

  await user.click(screen.getByRole('radio', { name: 'Spaced Repetition' }))
  expect(await screen.findByRole('heading', { name: 'Median' })).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Show Answer' }))
  expect(screen.getByRole('button', { name: /Good\s*9d/ })).toBeInTheDocument()
  expect(screen.getByRole('button', { name: /Again\s*10m/ })).toBeInTheDocument()

  await user.keyboard('3')

  expect(await screen.findByText(`+19 XP. ${reason}`)).toBeInTheDocument()
  expect(api.callsTo('reviewFlashcard')[0]?.request).toMatchObject({
    params: { cardId: 'median' },
    json: { grade: 'good' },
  })
  expect(await screen.findByText('Next 30 days at 90% retention: 30 reviews')).toBeInTheDocument()
})

test('each mode keeps its own card when the learner switches modes, and the place is in the address', async () => {
  fakeApi({ reviewQueue: () => emptyQueue })
  const { user } = renderWithApp(<FlashcardDeck cards={cards} progress={progress} />)

  await user.click(screen.getByRole('button', { name: 'Next Card' }))
  await user.click(screen.getByRole('button', { name: 'Next Card' }))
  expect(screen.getByText('Card 3 of 3')).toBeInTheDocument()

  await user.click(screen.getByRole('radio', { name: 'Quiz' }))
  expect(screen.getByText('Card 1 of 3')).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Skip' }))
  expect(screen.getByText('Card 2 of 3')).toBeInTheDocument()

  await user.click(screen.getByRole('radio', { name: 'Spaced Repetition' }))
  await user.click(screen.getByRole('radio', { name: 'Study' }))
  expect(screen.getByText('Card 3 of 3')).toBeInTheDocument()
  expect(screen.getByRole('heading', { name: 'P-value' })).toBeInTheDocument()
  await user.click(screen.getByRole('radio', { name: 'Quiz' }))
  expect(screen.getByText('Card 2 of 3')).toBeInTheDocument()
})

test('a deck opened at an address with a mode and positions starts there', async () => {
  fakeApi({})
  renderWithApp(<FlashcardDeck cards={cards} progress={progress} />, { route: '/?mode=quiz&quiz=2&study=3' })
  expect(screen.getByRole('radio', { name: 'Quiz' }).getAttribute('aria-checked')).toBe('true')
  expect(screen.getByText('Card 2 of 3')).toBeInTheDocument()
  expect(screen.getByRole('heading', { name: 'Median' })).toBeInTheDocument()
})

test('the spaced-repetition queue is narrowed on the server by category and level, with its own counts', async () => {
  const api = fakeApi({
    reviewQueue: (request) =>
      request.query.get('category') === 'Statistics' ? { ...emptyQueue, dueCount: 7, newLeftToday: 4 } : emptyQueue,
    reviewForecast: () => forecast,
  })
  const { user } = renderWithApp(<FlashcardDeck cards={cards} progress={progress} />)

  await user.click(screen.getByRole('radio', { name: 'Spaced Repetition' }))
  expect(await screen.findByText(/0 due for review · 0 new left today/)).toBeInTheDocument()
  await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Statistics')
  await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), 'beginner')

  await vi.waitFor(() =>
    expect(api.callsTo('reviewQueue').at(-1)?.request.query.toString()).toBe('category=Statistics&level=beginner'),
  )
  expect(await screen.findByText(/7 due for review · 4 new left today/)).toBeInTheDocument()
})

test('flipping leaves the quiz countdown running; changing a filter hides the definition and resets it to 30', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  fakeApi({})
  const { user } = renderWithApp(<FlashcardDeck cards={cards} progress={progress} />, {
    user: { advanceTimers: (ms) => vi.advanceTimersByTime(ms) },
  })
  await user.click(screen.getByRole('radio', { name: 'Quiz' }))
  await user.click(screen.getByRole('button', { name: 'Start the timer' }))
  await act(async () => {
    await vi.advanceTimersByTimeAsync(5_000)
  })
  await user.click(screen.getByRole('button', { name: /Show the definition/ }))
  const definition = screen.getByText('Mean explained plainly.')
  expect(definition.closest('[hidden]')).toBeNull()
  expect(screen.getByRole('timer').textContent).toBe('25s')

  await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), 'beginner')

  expect(screen.getByRole('timer').textContent).toBe('30s')
  expect(screen.getByText('Mean explained plainly.').closest('[hidden]')).not.toBeNull()
})
