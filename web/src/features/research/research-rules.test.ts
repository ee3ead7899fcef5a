import { expect, test } from 'vitest'
import type { ResearchSourcesResponse } from '#shared/contract/research'
import {
  availabilityOf,
  canSubmit,
  chooseMode,
  defaultSources,
  headerBadges,
  modeById,
  sourcesToSend,
  toggleSource,
} from './research-rules'

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

test('toggling keeps the catalogue order and never empties the selection', () => {
  expect(toggleSource(['arxiv'], 'pubmed')).toEqual(['pubmed', 'arxiv'])
  expect(toggleSource(['pubmed', 'arxiv'], 'pubmed')).toEqual(['arxiv'])
  expect(toggleSource(['arxiv'], 'arxiv')).toEqual(['arxiv'])
})

test('header shows three badges and counts the rest', () => {
  expect(headerBadges(['pubmed', 'arxiv'])).toEqual({ shown: ['pubmed', 'arxiv'], more: 0 })
  expect(headerBadges(['openalex', 'pubmed', 'arxiv', 'crossref', 'core'])).toEqual({
    shown: ['openalex', 'pubmed', 'arxiv'],
    more: 2,
  })
})

const status: ResearchSourcesResponse = {
  model: null,
  sources: [
    { id: 'pubmed', available: true, reason: null },
    { id: 'blast', available: false, reason: 'No BLAST connector yet' },
  ],
}

test('unavailable sources are reported with their reason and never sent; unknown ones are sent', () => {
  expect(availabilityOf(status, 'blast')).toEqual({ available: false, reason: 'No BLAST connector yet' })
  expect(availabilityOf(status, 'arxiv')).toBeNull()
  expect(sourcesToSend(['pubmed', 'blast', 'arxiv'], status)).toEqual(['pubmed', 'arxiv'])
  expect(sourcesToSend(['blast'], undefined)).toEqual(['blast'])
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
