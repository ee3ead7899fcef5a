import { expect, test } from 'vitest'
import type { Llm } from '../llm'
import { splitName, synthesiseTheme } from './theme-synthesis'

const passages = [
  { text: 'Marine heatwaves caused mass coral bleaching on the Great Barrier Reef in 2016.', n: 4 },
  { text: 'Symbiont shuffling raised heat tolerance by one degree.', n: 7 },
  { text: 'Whether corals can acclimatise fast enough remains unclear.', n: 4 },
]

function modelWriting(text: string): Llm {
  return {
    model: 'test-model',
    async *stream() {
      for (const piece of text.match(/.{1,7}/gs) ?? []) yield piece
    },
  }
}

test('the model’s markers become the review’s reference numbers; an invented one is removed and its sentence flagged', async () => {
  const llm = modelWriting(
    'Theme: Heat stress and coral bleaching\nMarine heatwaves caused mass coral bleaching in 2016 [1]. Symbiont shuffling raised heat tolerance [2, 3]. Corals will certainly adapt [9].',
  )
  const written = await synthesiseTheme(llm, {
    topic: 'coral bleaching',
    label: 'heat stress',
    passages,
    signal: new AbortController().signal,
  })

  expect(written?.name).toBe('Heat stress and coral bleaching')
  expect(written?.sentences.map((sentence) => [sentence.text, sentence.citations, sentence.flagged])).toEqual([
    ['Marine heatwaves caused mass coral bleaching in 2016 [4].', [4], false],
    ['Symbiont shuffling raised heat tolerance [7, 4].', [7, 4], false],
    ['Corals will certainly adapt.', [], true],
  ])
  expect(written?.sentences[0]?.support).toBe('supported')
})

test('a name line that is too long is not taken, and too few passages are not synthesised', async () => {
  expect(splitName('Theme: a name far too long to be the name of any theme at all\nText [1].').name).toBeNull()
  expect(splitName('No name here [1].')).toEqual({ name: null, body: 'No name here [1].' })
  const written = await synthesiseTheme(modelWriting('Theme: X\nY [1].'), {
    topic: 't',
    label: 'l',
    passages: passages.slice(0, 1),
    signal: new AbortController().signal,
  })
  expect(written).toBeNull()
})
