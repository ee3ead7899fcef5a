import { expect, test } from 'vitest'
import type { PrismaCounts, ReviewReference, ReviewTheme } from '#shared/contract/reviews'
import { makeWork } from '../../test/works'
import { describeOverview, worksPerYear } from './overview'

const reference = (n: number, year: number | null, retracted = false): ReviewReference => ({
  n,
  work: makeWork({ title: `Work ${n}`, year }),
  link: null,
  retracted,
  origin: 'search',
  themes: retracted ? [] : [1],
})

const theme = (id: number, label: string, works: number[]): ReviewTheme => ({
  id,
  label,
  phrases: [label],
  topic: null,
  works,
  keyWorks: { mostCited: null, earliest: null, mostRecent: null },
  findings: [],
  methods: [],
  openQuestions: [],
  synthesis: null,
})

const prisma: PrismaCounts = {
  identified: [
    { from: 'openalex', records: 30 },
    { from: 'arxiv', records: 12 },
    { from: 'references', records: 0 },
  ],
  duplicatesRemoved: 6,
  screened: 36,
  excluded: [{ reason: 'off-topic', records: 31 }],
  included: 5,
}

test('works per year fill the gaps between the first and last year with zeros, one count per theme', () => {
  const references = [
    reference(1, 2018),
    reference(2, 2020),
    reference(3, 2020),
    reference(4, null),
    reference(5, 2021),
  ]
  const themes = [theme(1, 'heat stress', [1, 2]), theme(2, 'recovery', [3, 4, 5])]
  expect(worksPerYear(themes, references)).toEqual([
    { year: 2018, counts: [1, 0] },
    { year: 2019, counts: [0, 0] },
    { year: 2020, counts: [1, 1] },
    { year: 2021, counts: [0, 1] },
  ])
})

test('the overview says how many works, which years and sources, each theme in a line, and the retracted ones', () => {
  const references = [
    reference(1, 2018),
    reference(2, 2020),
    reference(3, 2020),
    reference(4, 2021),
    reference(5, 2015, true),
  ]
  const themes = [theme(1, 'heat stress', [1, 2]), theme(2, 'recovery', [3, 4])]
  const text = describeOverview({ themes, references, prisma })
  expect(text).toContain('This review draws on 5 works published 2018–2021')
  expect(text).toContain('36 distinct records found through OpenAlex (30) and arXiv (12)')
  expect(text).toContain('(1) heat stress: 2 works, 2018–2020; (2) recovery: 2 works, 2020–2021')
  expect(text).toContain('1 retracted work is listed with the references and cited nowhere')
})

test('with nothing included the overview says why, without inventing a review', () => {
  expect(describeOverview({ themes: [], references: [], prisma: { ...prisma, included: 0 } })).toMatch(
    /None of the 36 records found passed screening/,
  )
  expect(
    describeOverview({ themes: [], references: [], prisma: { ...prisma, identified: [], screened: 0, included: 0 } }),
  ).toMatch(/No source returned any record/)
})
