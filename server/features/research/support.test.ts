import { expect, test } from 'vitest'
import { assessSupport, levelOf, PARTLY_AT, scoreSupport, SUPPORTED_AT } from './support'

const passage =
  'Reef fish recruitment fell by 38% after the 2016 heatwave, and recovery took longer on reefs with less live coral cover.'

test('a sentence restating its passage is supported', () => {
  const result = scoreSupport('After the 2016 heatwave, reef fish recruitment fell by 38% [1].', [passage])
  expect(result.score).toBe(1)
  expect(result.level).toBe('supported')
})

test('a wrong figure costs more than a wrong word', () => {
  const wrongNumber = scoreSupport('Reef fish recruitment fell by 12% after the heatwave.', [passage])
  const wrongWord = scoreSupport('Reef fish spawning fell by 38% after the heatwave.', [passage])
  expect(wrongNumber.missing).toContain('12')
  expect(wrongNumber.score).toBeLessThan(wrongWord.score)
})

test('a figure the passage does not hold keeps a sentence below supported', () => {
  const result = scoreSupport(
    'After the 2016 heatwave, reef fish recruitment fell by 39% on reefs with less live coral cover.',
    [passage],
  )
  expect(result.level).toBe('partly')
})

test('a negation the passage does not hold counts against the sentence', () => {
  const negated = scoreSupport('Recovery did not take longer on reefs with less coral cover.', [passage])
  const plain = scoreSupport('Recovery took longer on reefs with less coral cover.', [passage])
  expect(negated.score).toBeLessThan(plain.score)
})

test('a sentence about something else is unsupported', () => {
  expect(scoreSupport('Transformers outperform recurrent networks on translation.', [passage]).level).toBe(
    'unsupported',
  )
})

test.each([
  [1, 'supported'],
  [SUPPORTED_AT, 'supported'],
  [PARTLY_AT, 'partly'],
  [PARTLY_AT - 0.01, 'unsupported'],
] as const)('a score of %f is %s', (score, level) => {
  expect(levelOf(score)).toBe(level)
})

test('uncited sentences keep a null support; cited ones are scored against their passages', () => {
  const sentences = assessSupport(
    [
      {
        text: 'Recruitment fell by 38% after the heatwave [1].',
        citations: [1],
        support: null,
        score: null,
        flagged: false,
      },
      { text: 'The passages do not say why.', citations: [], support: null, score: null, flagged: false },
    ],
    [passage],
  )
  expect(sentences.map((sentence) => sentence.support)).toEqual(['supported', null])
})
