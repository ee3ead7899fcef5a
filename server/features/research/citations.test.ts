import { expect, test } from 'vitest'
import { markerNumbers, resolveCitations } from './citations'

test.each([
  ['3', [3]],
  ['1, 2', [1, 2]],
  ['1-3', [1, 2, 3]],
  ['2–4,7', [2, 3, 4, 7]],
  ['1-900', [1, 900]],
])('[%s] names %j', (inside, numbers) => {
  expect(markerNumbers(inside)).toEqual(numbers)
})

test('markers that resolve are kept and attached to their sentences', () => {
  const answer = 'Bleaching follows heatwaves [1]. Recovery is slower on degraded reefs [2, 3]. Both hold widely [1-3].'
  const result = resolveCitations(answer, 3)
  expect(result.text).toBe(answer)
  expect(result.unresolved).toEqual([])
  expect(result.cited).toEqual([1, 2, 3])
  expect(result.sentences.map((sentence) => sentence.citations)).toEqual([[1], [2, 3], [1, 2, 3]])
  expect(result.sentences.every((sentence) => !sentence.flagged && sentence.support === null)).toBe(true)
})

test('a marker past the passages sent is removed and its sentence flagged', () => {
  const result = resolveCitations('Corals bleach [1]. Fish leave reefs [7]. Reefs recover [2, 9].', 2)
  expect(result.text).toBe('Corals bleach [1]. Fish leave reefs. Reefs recover [2].')
  expect(result.unresolved).toEqual([7, 9])
  expect(result.sentences.map((sentence) => [sentence.text, sentence.citations, sentence.flagged])).toEqual([
    ['Corals bleach [1].', [1], false],
    ['Fish leave reefs.', [], true],
    ['Reefs recover [2].', [2], true],
  ])
})

test('[0] never resolves, and a marker after the full stop belongs to the sentence before it', () => {
  const result = resolveCitations('Heat kills corals. [1]\n\n## Gaps\n\nLittle is known [0].', 1)
  expect(result.sentences.map((sentence) => [sentence.text, sentence.citations, sentence.flagged])).toEqual([
    ['Heat kills corals. [1]', [1], false],
    ['## Gaps', [], false],
    ['Little is known.', [], true],
  ])
})

test('an answer without markers has uncited sentences', () => {
  const result = resolveCitations('The passages do not answer this question.', 4)
  expect(result.sentences).toEqual([
    { text: 'The passages do not answer this question.', citations: [], support: null, score: null, flagged: false },
  ])
})
