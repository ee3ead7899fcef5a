import { expect, test } from 'vitest'
import { compoundNamesOf, sourceQueryOf } from './question-terms'
import { createMarkerGate, repairMarkers } from './citations'

test.each([
  ['What does current research say about the safety of gene therapy?', 'safety gene therapy'],
  ['How is CRISPR gene-editing used in crops?', 'crispr gene-editing crops'],
  ['coral bleaching fail-500', 'coral bleaching fail-500'],
])('the sources are sent the question’s content words: %s → %s', (question, query) => {
  expect(sourceQueryOf(question)).toBe(query)
})

test('PubChem is asked for the question’s nouns, the topic at its end first, without chemistry’s asking words', () => {
  expect(compoundNamesOf('What is the molecular weight of aspirin?')).toEqual(['aspirin'])
  expect(compoundNamesOf('How does caffeine interact with ethanol?')).toEqual(['ethanol', 'caffeine'])
})

const ANSWER = 'Reefs bleach in heat [1]. Some recover [2, 9]. Others do not [7]. A list [a] stays, and [3] too.'

test.each([1, 2, 3, 5, 11])(
  'streamed in pieces of %i characters, the gated text equals the repaired whole and names only sent passages',
  (size) => {
    const gate = createMarkerGate(3)
    let shown = ''
    for (let i = 0; i < ANSWER.length; i += size) shown += gate.push(ANSWER.slice(i, i + size))
    shown += gate.flush()
    expect(shown).toBe(repairMarkers(ANSWER, 3).text)
    expect(shown).toBe('Reefs bleach in heat [1]. Some recover [2]. Others do not. A list [a] stays, and [3] too.')
  },
)

test('the gate holds back only a marker still being written', () => {
  const gate = createMarkerGate(3)
  expect(gate.push('Heat bleaches reefs ')).toBe('Heat bleaches reefs')
  expect(gate.push('[1')).toBe('')
  expect(gate.push('2] and')).toBe(' and')
  expect(gate.flush()).toBe('')
})
