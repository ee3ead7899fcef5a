import { expect, test } from 'vitest'
import { makeWork } from '../../test/works'
import { methodsNamedIn } from './method-names'
import { findingsOf, keyWorksOf, methodsOf, openQuestionsOf, type NumberedWork } from './theme-sections'

const works: NumberedWork[] = [
  {
    n: 4,
    work: makeWork({
      title: 'Marine heatwaves and coral bleaching',
      year: 2016,
      citationCount: 320,
      abstract:
        'Marine heatwaves caused mass coral bleaching on the Great Barrier Reef in 2016. We used aerial surveys of 1,156 reefs to map bleaching severity. Bleaching was most severe where heat exposure exceeded eight degree heating weeks. Whether corals can acclimatise fast enough remains unclear.',
    }),
  },
  {
    n: 7,
    work: makeWork({
      title: 'Symbiont shuffling after coral bleaching',
      year: 2021,
      citationCount: 12,
      abstract:
        'Corals can change their algal symbionts after bleaching. A randomised controlled trial of transplanted colonies showed that symbiont shuffling raised heat tolerance by one degree. Future work should test whether the gain persists across generations.',
    }),
  },
  {
    n: 9,
    work: makeWork({ title: 'An early survey of bleaching', year: 1998, citationCount: null, abstract: null }),
  },
]

test('key works: most cited, earliest and most recent, by reference number', () => {
  expect(keyWorksOf(works)).toEqual({ mostCited: 4, earliest: 9, mostRecent: 7 })
  expect(keyWorksOf([])).toEqual({ mostCited: null, earliest: null, mostRecent: null })
})

test('open questions are quoted verbatim from the abstract that states them, at most one per work', () => {
  const questions = openQuestionsOf(works)
  expect(questions).toEqual([
    { text: 'Whether corals can acclimatise fast enough remains unclear.', n: 4 },
    { text: 'Future work should test whether the gain persists across generations.', n: 7 },
  ])
  for (const question of questions)
    expect(works.find((entry) => entry.n === question.n)?.work.abstract).toContain(question.text)
})

test('findings are verbatim sentences of the theme’s works, each with its own work’s number', () => {
  const findings = findingsOf('coral bleaching', ['heat tolerance'], works)
  expect(findings.length).toBeGreaterThan(0)
  for (const finding of findings)
    expect(works.find((entry) => entry.n === finding.n)?.work.abstract).toContain(finding.text)
})

test('methods are named from a fixed list, with the works that name each, most used first', () => {
  expect(methodsNamedIn('We ran a randomized controlled trial and a meta-analysis.')).toEqual([
    'Meta-analysis',
    'Randomised controlled trial',
  ])
  expect(methodsNamedIn('The cat sat on the mat.')).toEqual([])
  expect(methodsOf(works)).toEqual([
    { name: 'Survey or questionnaire', works: [4, 9] },
    { name: 'Randomised controlled trial', works: [7] },
  ])
})

test('a theme whose abstracts report results in other words than the topic’s still gets what its central works report', () => {
  const elsewhere: NumberedWork[] = [
    {
      n: 2,
      work: makeWork({
        title: 'Compact representations from few labels',
        abstract:
          'We propose a method that learns compact representations from few labelled examples. Experiments on five benchmarks show consistent gains over strong baselines.',
      }),
    },
  ]
  expect(findingsOf('machine learning', ['compact representations'], elsewhere)).toContainEqual({
    text: 'Experiments on five benchmarks show consistent gains over strong baselines.',
    n: 2,
  })
})

test('a sentence several abstracts share is quoted once', () => {
  const shared = 'Experiments on five benchmarks show consistent gains over strong baselines.'
  const twins: NumberedWork[] = [1, 2, 3].map((n) => ({
    n,
    work: makeWork({ title: `Compact representations ${n}`, abstract: `We study compact representations. ${shared}` }),
  }))
  const findings = findingsOf('machine learning', ['compact representations'], twins)
  expect(findings.filter((finding) => finding.text === shared)).toHaveLength(1)
})
