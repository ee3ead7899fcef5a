import { expect, test } from 'vitest'
import { answerToSpeech, spokenCitation, surnameOf } from './speech-text'

const ref = (n: number, names: string[], year: number | null, title = 'A study of things') => ({
  n,
  work: { authors: names.map((name) => ({ name, affiliations: [] })), year, title },
})

test.each([
  ['Jane Smith', 'Smith'],
  ['Smith, Jane', 'Smith'],
  ['J. A. Smith', 'Smith'],
  ['Smith JA', 'Smith'],
  ['Ludwig van Beethoven', 'Beethoven'],
])('surname of %s is %s', (name, surname) => {
  expect(surnameOf(name)).toBe(surname)
})

test.each([
  [ref(1, ['Jane Smith'], 2021), 'Smith, 2021'],
  [ref(1, ['Jane Smith', 'Wei Lee'], 2021), 'Smith and Lee, 2021'],
  [ref(1, ['Jane Smith', 'Wei Lee', 'Ana Ruiz'], 2019), 'Smith, Lee and colleagues, 2019'],
  [ref(1, ['Jane Smith'], null), 'Smith, undated'],
  [
    ref(1, [], 2020, 'Global temperature records since 1850 and their uncertainty'),
    'Global temperature records since 1850 and, 2020',
  ],
])('spoken citation %#', (reference, spoken) => {
  expect(spokenCitation(reference)).toBe(spoken)
})

const refs = [ref(1, ['Jane Smith', 'Wei Lee'], 2021), ref(2, ['Ana Ruiz'], 2019), ref(3, ['Bo Chen'], 2020)]

test('citation markers are read as authors and years, never as numbers', () => {
  expect(answerToSpeech('Warming is accelerating [1].', refs)).toBe('Warming is accelerating (Smith and Lee, 2021).')
  expect(answerToSpeech('Both agree [1][2].', refs)).toBe('Both agree (Smith and Lee, 2021; Ruiz, 2019).')
  expect(answerToSpeech('Several do [1, 3].', refs)).toBe('Several do (Smith and Lee, 2021; Chen, 2020).')
  expect(answerToSpeech('A range [1–3].', refs)).toBe('A range (Smith and Lee, 2021; Ruiz, 2019; Chen, 2020).')
})

test('unknown markers, URLs and Markdown syntax are not read', () => {
  const markdown =
    '## Summary\n\n- **Gene therapy** is _mostly_ safe [9].\n- See https://example.org/x and [the trial](https://example.org/t) [2].'
  expect(answerToSpeech(markdown, refs)).toBe('Summary\nGene therapy is mostly safe.\nSee and the trial (Ruiz, 2019).')
})
