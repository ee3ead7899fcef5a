import { expect, test } from 'vitest'
import { canSubmit, chooseMode, defaultSources, headerBadges, modeById } from './research-rules'

const free = { premiumModes: false }
const premium = { premiumModes: true }
const start = { mode: 'comprehensive' as const, sources: defaultSources() }

test('the defaults are PubMed and arXiv', () => {
  expect(defaultSources()).toEqual(['pubmed', 'arxiv'])
})

test('a free user choosing a premium mode changes neither the mode nor the sources', () => {
  expect(chooseMode(start, 'biomedical', free)).toEqual({ allowed: false, ...start })
})

test('choosing an allowed mode selects its first three sources', () => {
  expect(chooseMode(start, 'biomedical', premium)).toEqual({
    allowed: true,
    mode: 'biomedical',
    sources: ['pubmed', 'europepmc', 'ncbi'],
  })
  expect(chooseMode(start, 'comprehensive', free).sources).toEqual(['openalex', 'pubmed', 'arxiv'])
})

test('a mode skips sources the server cannot ask when picking its three', () => {
  const choice = chooseMode(start, 'genomic', premium, (id) => id !== 'blast')
  expect(choice.sources).toEqual(['ncbi', 'europepmc', 'openalex'])
})

test('header shows three badges and counts the rest', () => {
  expect(headerBadges(['pubmed', 'arxiv'])).toEqual({ shown: ['pubmed', 'arxiv'], more: 0 })
  expect(headerBadges(['openalex', 'pubmed', 'arxiv', 'crossref', 'core'])).toEqual({
    shown: ['openalex', 'pubmed', 'arxiv'],
    more: 2,
  })
})

test.each([
  ['  ', false, 'comprehensive', free, false],
  ['What is CRISPR?', false, 'comprehensive', free, true],
  ['What is CRISPR?', true, 'comprehensive', free, false],
  ['What is CRISPR?', false, 'deep', free, false],
  ['What is CRISPR?', false, 'deep', premium, true],
] as const)('canSubmit(%j, researching %s, %s)', (question, isResearching, mode, access, expected) => {
  expect(canSubmit(question, isResearching, modeById(mode), access)).toBe(expected)
})
