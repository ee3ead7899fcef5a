import { expect, test } from 'vitest'
import type { ResearchSourcesResponse } from '#shared/contract/research'
import { availabilityOf, connectorName, sourceName, sourcesToSend, toggleSource } from './research-sources'

test('toggling keeps the catalogue order and never empties the selection', () => {
  expect(toggleSource(['arxiv'], 'pubmed')).toEqual(['pubmed', 'arxiv'])
  expect(toggleSource(['pubmed', 'arxiv'], 'pubmed')).toEqual(['arxiv'])
  expect(toggleSource(['arxiv'], 'arxiv')).toEqual(['arxiv'])
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

test('sources and connectors are named as the source list names them', () => {
  expect(sourceName('semanticscholar')).toBe('Semantic Scholar')
  expect(connectorName('openalex')).toBe('OpenAlex')
  expect(connectorName('searxng')).toBe('Web search')
})
