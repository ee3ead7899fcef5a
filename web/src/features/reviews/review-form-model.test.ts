import { expect, test } from 'vitest'
import type { ResearchSourcesResponse } from '#shared/contract/research'
import { checkDraft, emptyDraft, yearErrors } from './review-form-model'

test('the empty draft asks PubMed, arXiv and OpenAlex, any year, following references', () => {
  expect(emptyDraft()).toEqual({
    topic: '',
    keywords: '',
    sources: ['pubmed', 'arxiv', 'openalex'],
    fromYear: '',
    toYear: '',
    followReferences: true,
  })
})

test('a blank topic is refused before anything else', () => {
  expect(checkDraft({ ...emptyDraft(), topic: '  ', fromYear: 'x' }, undefined)).toEqual({ kind: 'blank-topic' })
})

test.each([
  ['2010', '2020', {}],
  ['', '2020', {}],
  ['1799', '', { fromYear: 'Enter a year from 1800 to 2100, or leave it empty.' }],
  [
    '20x0',
    '2101',
    {
      fromYear: 'Enter a year from 1800 to 2100, or leave it empty.',
      toYear: 'Enter a year from 1800 to 2100, or leave it empty.',
    },
  ],
  ['2021', '2020', { fromYear: 'The first year must not be after the last.' }],
])('years %j to %j', (fromYear, toYear, errors) => {
  expect(yearErrors({ fromYear, toYear })).toEqual(errors)
})

test('a ready draft is trimmed, its years are numbers, and sources the server cannot ask stay out', () => {
  const status: ResearchSourcesResponse = { model: null, sources: [{ id: 'arxiv', available: false, reason: 'down' }] }
  expect(
    checkDraft({ ...emptyDraft(), topic: ' coral reefs ', keywords: ' bleaching ', fromYear: ' 2001 ' }, status),
  ).toEqual({
    kind: 'ready',
    input: {
      topic: 'coral reefs',
      keywords: 'bleaching',
      sources: ['pubmed', 'openalex'],
      fromYear: 2001,
      toYear: null,
      followReferences: true,
    },
  })
})

test('with every chosen source unavailable there is nothing to send', () => {
  const status: ResearchSourcesResponse = { model: null, sources: [{ id: 'arxiv', available: false, reason: 'down' }] }
  expect(checkDraft({ ...emptyDraft(), topic: 'reefs', sources: ['arxiv'] }, status)).toEqual({
    kind: 'invalid',
    errors: { sources: 'Choose at least one source this server can search.' },
  })
})
