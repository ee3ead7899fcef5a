import { expect, test } from 'vitest'
import { buildScaffold, NIH_PAGE_CHARACTERS } from './scaffold'

const placedIn = (scaffold: ReturnType<typeof buildScaffold>, id: string) =>
  scaffold.parts.find((part) => part.id === id)?.placed.map((entry) => entry.text) ?? []

test('NIH: each sentence of the idea goes to the part its cue names; the rest opens the page; aims lines are aims', () => {
  const scaffold = buildScaffold({
    funder: 'nih',
    mechanism: 'R21',
    idea: [
      'Falls injure one in four adults over 65 each year.',
      'However, it remains unclear which gait changes come first.',
      'Our long-term goal is to prevent falls at home.',
      'The objective of this application is to find the earliest gait marker.',
      'We hypothesize that stride variability rises a year before the first fall.',
      'Aim 1: Measure stride variability in 300 adults for 12 months.',
      'Aim 2: Test whether a variability threshold predicts falls with an AUC above 0.8.',
      'These results will enable screening in primary care.',
    ].join('\n'),
  })
  expect(scaffold.kind).toBe('specific-aims')
  expect(scaffold.mechanismNote).toMatch(/^R21: exploratory/)
  expect(scaffold.limitCharacters).toBe(NIH_PAGE_CHARACTERS)
  expect(scaffold.parts.map((part) => part.id)).toEqual([
    'hook',
    'gap',
    'long-term-goal',
    'objective',
    'hypothesis',
    'aims',
    'outcomes',
  ])
  expect(placedIn(scaffold, 'hook')).toEqual(['Falls injure one in four adults over 65 each year.'])
  expect(placedIn(scaffold, 'gap')).toEqual(['However, it remains unclear which gait changes come first.'])
  expect(placedIn(scaffold, 'long-term-goal')).toEqual(['Our long-term goal is to prevent falls at home.'])
  expect(placedIn(scaffold, 'objective')).toEqual([
    'The objective of this application is to find the earliest gait marker.',
  ])
  expect(placedIn(scaffold, 'hypothesis')).toEqual([
    'We hypothesize that stride variability rises a year before the first fall.',
  ])
  expect(placedIn(scaffold, 'aims')).toEqual([
    'Aim 1: Measure stride variability in 300 adults for 12 months.',
    'Aim 2: Test whether a variability threshold predicts falls with an AUC above 0.8.',
  ])
  expect(placedIn(scaffold, 'outcomes')).toEqual(['These results will enable screening in primary care.'])
})

test('an empty part keeps its question; nothing is written for the member', () => {
  const scaffold = buildScaffold({ funder: 'nih', mechanism: 'R01', idea: 'Falls injure one in four older adults.' })
  const empty = scaffold.parts.filter((part) => part.placed.length === 0)
  expect(empty.map((part) => part.id)).toEqual(['gap', 'long-term-goal', 'objective', 'hypothesis', 'aims', 'outcomes'])
  for (const part of empty) expect(part.question).toMatch(/\?/)
  const words = scaffold.parts.flatMap((part) => part.placed.map((entry) => entry.text))
  expect(words).toEqual(['Falls injure one in four older adults.'])
})

test('NSF: a draft section headed like a part goes there whole; sentences of the idea go by their cues', () => {
  const draft =
    '## Broader Impacts\nWe will train 12 undergraduates each summer.\n\n## Budget\nNot a part of the summary.\n'
  const scaffold = buildScaffold({
    funder: 'nsf',
    mechanism: 'CAREER',
    idea: 'This project maps soil microbes across prairies. It will advance understanding of carbon storage. Teachers from rural schools will co-design lessons.',
    draft,
  })
  expect(scaffold.kind).toBe('project-summary')
  expect(scaffold.limitCharacters).toBe(4600)
  expect(scaffold.mechanismNote).toMatch(/research and education integrated/)
  expect(placedIn(scaffold, 'overview')).toEqual(['This project maps soil microbes across prairies.'])
  expect(placedIn(scaffold, 'intellectual-merit')).toEqual(['It will advance understanding of carbon storage.'])
  const broader = scaffold.parts.find((part) => part.id === 'broader-impacts')?.placed ?? []
  expect(broader).toEqual([
    { text: 'We will train 12 undergraduates each summer.', from: 'draft' },
    { text: 'Teachers from rural schools will co-design lessons.', from: 'idea' },
  ])
  expect(scaffold.characters).toBe(
    broader
      .concat(scaffold.parts[0]?.placed ?? [], scaffold.parts[1]?.placed ?? [])
      .reduce((sum, entry) => sum + entry.text.length + 1, 0),
  )
})
