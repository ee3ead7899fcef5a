import { expect, test } from 'vitest'
import { readDocument } from './document-terms'

const work = {
  title: 'Text-to-Image Diffusion for 3D Scenes',
  abstract:
    'Text-to-image diffusion models, e.g. Stable Diffusion, add $\\alpha$-scaled noise; large language models ' +
    '(LLMs) write \\textbf{scene graphs} of $\\mathcal{G}$ nodes.',
}

test('phrase runs stop at punctuation, stop words and LaTeX, and keep hyphenated words whole', () => {
  const read = readDocument(work)
  const runs = read.runs.map((run) => run.map((word) => read.text.slice(word.start, word.end)))
  expect(runs).toEqual([
    ['Text-to-Image', 'Diffusion'],
    ['3D', 'Scenes'],
    ['Text-to-image', 'diffusion', 'models'],
    ['Stable', 'Diffusion'],
    ['add'],
    ['scaled', 'noise'],
    ['large', 'language', 'models'],
    ['LLMs'],
    ['write'],
    ['scene', 'graphs'],
    ['nodes'],
  ])
})

test('phrase words carry their stems and part of speech; LaTeX leaves no word behind', () => {
  const read = readDocument(work)
  const words = read.runs.flat()
  const writtenAs = (written: string) => words.find((word) => read.text.slice(word.start, word.end) === written)
  const models = writtenAs('models')
  expect(models).toMatchObject({ key: 'model', stems: ['model'], pos: 'NOUN' })
  expect(writtenAs('Text-to-image')?.stems).toEqual(['text', 'to', 'imag'])
  const keys = words.map((word) => word.key)
  for (const latex of ['alpha', 'mathcal', 'textbf', 'g']) expect(keys).not.toContain(latex)
})

test('a work without an abstract is read from its title', () => {
  const read = readDocument({ title: 'Coral reefs', abstract: null })
  expect(read.stems).toEqual(['coral', 'coral', 'reef', 'reef'])
  expect(read.runs.map((run) => run.map((word) => read.text.slice(word.start, word.end)))).toEqual([['Coral', 'reefs']])
})
