import { expect, test } from 'vitest'
import { PROFILER_QUESTIONS } from '#shared/contract/profiler-questions'
import { ApiError } from '../../lib/api-client'
import { shortenGoals } from './profile-text'
import {
  canLeaveQuestion,
  EMPTY_PROFILER_ANSWERS,
  firstQuestionWithError,
  progressPercent,
  questionAt,
  questionErrorsOf,
  saveErrorText,
  withAnswer,
} from './profiler-answers'

test('Next waits for an answer on every question but the LinkedIn URL; blank text counts as empty', () => {
  const open = PROFILER_QUESTIONS.filter((question) => canLeaveQuestion(EMPTY_PROFILER_ANSWERS, question))
  expect(open.map((question) => question.id)).toEqual(['linkedin_url'])
  const interest = questionAt(0)
  expect(canLeaveQuestion(withAnswer(EMPTY_PROFILER_ANSWERS, interest, '   '), interest)).toBe(false)
  expect(canLeaveQuestion(withAnswer(EMPTY_PROFILER_ANSWERS, interest, 'Reefs'), interest)).toBe(true)
})

test('a select answer is one of its options, or null when none is chosen', () => {
  const level = questionAt(1)
  expect(withAnswer(EMPTY_PROFILER_ANSWERS, level, 'Postdoc').experience_level).toBe('Postdoc')
  expect(withAnswer(EMPTY_PROFILER_ANSWERS, level, '').experience_level).toBeNull()
})

test('issues are matched to their questions, the first in questionnaire order wins the jump', () => {
  const errors = questionErrorsOf([
    { path: 'answers.publications', message: 'Choose how many publications you have' },
    { path: 'answers.research_goals', message: 'Answer: your research goals' },
    { path: 'answers.research_goals', message: 'a second message for the same answer' },
    { path: 'step', message: 'not a question' },
  ])
  expect(errors).toEqual({
    publications: 'Choose how many publications you have',
    research_goals: 'Answer: your research goals',
  })
  expect(firstQuestionWithError(errors)).toBe(4)
  expect(firstQuestionWithError({})).toBeNull()
})

test('a failed save names the refused question, or gives the error message', () => {
  const refused = new ApiError(400, 'BAD_REQUEST', 'Some fields are invalid', [
    { path: 'answers.linkedin_url', message: 'Give a LinkedIn profile address' },
  ])
  expect(saveErrorText(refused)).toBe('Question 3: Give a LinkedIn profile address')
  expect(saveErrorText(new ApiError(0, 'UPSTREAM_FAILED', 'Could not reach Lodestar.'))).toBe(
    'Could not reach Lodestar.',
  )
})

test('progress counts the question shown; goals are cut at 150 characters with an ellipsis', () => {
  expect([progressPercent(0), progressPercent(2), progressPercent(8)]).toEqual([11, 33, 100])
  expect(shortenGoals('a'.repeat(150))).toBe('a'.repeat(150))
  expect(shortenGoals('a'.repeat(151))).toBe(`${'a'.repeat(150)}…`)
})
