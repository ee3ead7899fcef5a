import { expect, test } from 'vitest'
import { readDocument } from './document-terms'
import { labelThemes } from './theme-labels'

/** Labels themes given as lists of abstracts; `excluded` are stems. */
function label(themes: string[][], excluded: string[] = []): string[][] {
  const documents = themes.flat().map((abstract) => readDocument({ title: '', abstract }))
  let next = 0
  const members = themes.map((texts) => texts.map(() => next++))
  return labelThemes(documents, members, new Set(excluded))
}

const bleaching = [
  'Coral bleaching followed the marine heatwave.',
  'We mapped coral bleaching across the atoll.',
  'Coral bleaching and reef recovery after storms.',
  'Reef recovery slowed where bleaching recurred.',
]
const seagrass = [
  'Seagrass meadows store carbon in coral lagoons.',
  'Seagrass meadows declined near coral reefs.',
  'Grazing turtles thin seagrass meadows.',
  'Carbon burial under seagrass meadows.',
]

test('a phrase that is nearly as distinctive as its words is preferred to them, and they are dropped', () => {
  const [first] = label([bleaching, seagrass])
  expect(first?.[0]).toBe('coral bleaching')
  expect(first).not.toContain('coral')
  expect(first).not.toContain('bleaching')
  // "stress" is in all four works, "heat stress" in three: nearly as distinctive, and it says more
  const [heat] = label([
    [
      'Heat stress bleached the corals.',
      'We mapped heat stress across the atoll.',
      'Heat stress and reef recovery after storms.',
      'Reef recovery slowed where stress recurred.',
    ],
    seagrass,
  ])
  expect(heat?.[0]).toBe('heat stress')
  expect(heat).not.toContain('stress')
})

test('no phrase serves two themes, and none holds an excluded word', () => {
  const phrases = label([bleaching, seagrass, [...seagrass.slice(0, 2), 'Coral reefs host fish.']], ['coral'])
  const all = phrases.flat()
  expect(new Set(all).size).toBe(all.length)
  for (const phrase of all) expect(phrase).not.toMatch(/coral/i)
  expect(phrases[0]).toEqual(expect.arrayContaining(['reef recovery']))
  expect(phrases[1]?.[0]).toBe('seagrass meadows')
})

test('each work counts a phrase once: one abstract repeating a word does not make it the label', () => {
  const kelp = 'Kelp kelp kelp kelp kelp kelp kelp kelp forests.'
  const [first] = label([
    [`Sea urchins graze. ${kelp}`, `Sea urchins spread. ${kelp}`, 'Sea urchins multiply.', 'Sea urchins return.'],
    seagrass,
  ])
  expect(first?.[0]).toBe('sea urchins')
})

test('phrases neither start nor end with stop words or rhetoric, and end in a noun', () => {
  const [first] = label([
    [
      'We propose a novel method for tidal forecasting.',
      'A novel method improves tidal forecasting of the harbour.',
      'Results of the tidal forecasting are shown.',
    ],
    seagrass,
  ])
  expect(first).toEqual(['tidal forecasting'])
})

test('phrases are shown in their most common written form, lower case unless written like a name', () => {
  const [first, second] = label([
    [
      'Large Language Models (LLMs) on GPT-4 and 3D scenes.',
      'We tune large language models; LLMs fail on 3D scenes with GPT-4.',
      'Large language models, LLMs and GPT-4.',
    ],
    [
      'T2I models on X-Ray images.',
      'T2I models for x-ray images and Bayesian optimization.',
      'T2I models; x-ray images.',
    ],
  ])
  expect(first).toEqual(['large language models', 'GPT-4', 'LLMs'])
  expect(second).toEqual(['T2I models', 'x-ray images'])
})

test('a capital is kept where every sentence writes it, as in a name', () => {
  const [bayesian, preference] = label([
    [
      'Bayesian optimization is fast.',
      'We use Bayesian optimization.',
      'Bayesian Optimization. Again Bayesian optimization.',
    ],
    [
      'Direct Preference Optimization beats preference optimization.',
      'We test Preference Optimization.',
      'Preference optimization.',
    ],
    seagrass,
  ])
  expect(bayesian).toEqual(['Bayesian optimization'])
  expect(preference).toEqual(['preference optimization'])
})

test('LaTeX in abstracts gives no phrases', () => {
  const latex = (text: string): string => `${text} with $\\mathcal{L}_{\\alpha}$ and \\textbf{bold} \\cite{x} claims.`
  const phrases = label([
    [latex('Glacier retreat'), latex('Glacier retreat'), latex('Glacier retreat')],
    seagrass,
  ]).flat()
  expect(phrases).toEqual(expect.arrayContaining(['glacier retreat', 'seagrass meadows']))
  for (const phrase of phrases) expect(phrase).not.toMatch(/mathcal|alpha|textbf|bold|cite|\bL\b/)
})

test('a theme whose phrases all score higher in another theme still gets the best one left', () => {
  const coast = 'Tide gauges, flood barriers and salt marshes'
  const phrases = label([
    [`${coast}; sea walls.`, `${coast}; sea walls.`, `${coast}; sea walls.`, `${coast}.`],
    ['Old sea walls crumble.', 'The sea walls were rebuilt.', 'Ferries sail.'],
  ])
  expect([...(phrases[0] ?? [])].sort()).toEqual(['flood barriers', 'salt marshes', 'tide gauges'])
  expect(phrases[1]).toEqual(['sea walls'])
})

test('a word Title Case makes a proper noun is read as the abstracts usually use it', () => {
  const title = 'Diffusion Large Language Models Decode Faster'
  const phrases = label(
    [
      [
        `${title}. We decode tokens with a large corpus and a large batch.`,
        `${title}. Parallel tokens need a large cache and large memory.`,
        `${title}. Masked tokens in a large context.`,
      ],
      seagrass,
    ],
    ['diffus', 'languag'],
  )
  // "Large" is tagged a proper noun in the title, an adjective everywhere else: it ends no phrase
  expect(phrases[0]).toContain('tokens')
  expect(phrases.flat()).not.toContain('large')
})

test('a phrase goes to the theme it is most distinctive of, even when a larger theme picks first', () => {
  const pairs = ['salt marshes', 'sea walls', 'flood barriers', 'storm drains']
  const coast = Array.from({ length: 8 }, (_, index) => `Tide gauges near ${pairs[Math.floor(index / 2)] ?? ''}.`)
  const phrases = label([
    [...coast, 'Harbour cranes lift.', 'Harbour cranes rust.'],
    ['Tide gauges drift.', 'Old tide gauges fail.', 'Tide gauges and ferries.'],
  ])
  expect(phrases[1]).toEqual(['tide gauges'])
  expect(phrases[0]).not.toContain('tide gauges')
  expect(phrases[0]?.length).toBeGreaterThan(0)
})
