import { expect, test } from 'vitest'
import { conceptKey } from './concepts'
import { evidenceSentence } from './evidence'

const abstract =
  'Raynaud disease is a vasospastic disorder. Dietary fish oil lowers blood viscosity in healthy adults (n = 24), e.g. after 4 weeks. Blood viscosity is raised in Raynaud disease.'

test('the sentence that names both concepts is quoted verbatim from the abstract', () => {
  const found = evidenceSentence(
    { title: 'Fish oil', abstract },
    conceptKey('fish oils'),
    conceptKey('blood viscosity'),
  )
  expect(found?.text).toBe('Dietary fish oil lowers blood viscosity in healthy adults (n = 24), e.g. after 4 weeks.')
  expect(found?.part).toBe('abstract')
  expect(abstract.slice(found?.start ?? 0, found?.end ?? 0)).toBe(found?.text)
  const other = evidenceSentence({ title: '', abstract }, conceptKey('blood viscosity'), conceptKey('Raynaud disease'))
  expect(other?.text).toBe('Blood viscosity is raised in Raynaud disease.')
})

test('no sentence naming both gives null; a title naming both is the fallback', () => {
  expect(evidenceSentence({ title: '', abstract }, conceptKey('fish oil'), conceptKey('Raynaud disease'))).toBeNull()
  expect(
    evidenceSentence({ title: '', abstract: null }, conceptKey('fish oil'), conceptKey('blood viscosity')),
  ).toBeNull()
  const title = 'Fish oil in Raynaud disease'
  expect(evidenceSentence({ title, abstract }, conceptKey('fish oil'), conceptKey('Raynaud disease'))).toEqual({
    text: title,
    start: 0,
    end: title.length,
    part: 'title',
  })
})
