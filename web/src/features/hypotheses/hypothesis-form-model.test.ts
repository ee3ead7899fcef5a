import { expect, test } from 'vitest'
import type { ResearchSourcesResponse } from '#shared/contract/research'
import { checkDraft, emptyDraft, TARGET_REQUIRED } from './hypothesis-form-model'

const status: ResearchSourcesResponse = {
  model: null,
  sources: [
    { id: 'pubmed', available: true, reason: null },
    { id: 'arxiv', available: false, reason: 'arXiv is switched off here' },
    { id: 'openalex', available: true, reason: null },
  ],
}

test('a blank area is the spec’s toast, before anything else is checked', () => {
  expect(checkDraft({ ...emptyDraft(), area: '  ', mode: 'closed', fromYear: 'x' }, status)).toEqual({
    kind: 'blank-area',
  })
})

test('connecting two ideas needs the second; finding new ones sends none, whatever was typed', () => {
  expect(checkDraft({ ...emptyDraft(), area: 'fish oil', mode: 'closed' }, status)).toEqual({
    kind: 'invalid',
    errors: { target: TARGET_REQUIRED },
  })
  const open = checkDraft({ ...emptyDraft(), area: ' fish oil ', target: 'Raynaud', context: ' diet ' }, status)
  expect(open).toEqual({
    kind: 'ready',
    input: {
      mode: 'open',
      area: 'fish oil',
      target: '',
      context: 'diet',
      sources: ['pubmed', 'openalex'],
      fromYear: null,
      toYear: null,
    },
  })
  const closed = checkDraft(
    { ...emptyDraft(), area: 'fish oil', mode: 'closed', target: ' Raynaud ', fromYear: '1980', toYear: '1986' },
    status,
  )
  expect(closed).toMatchObject({
    kind: 'ready',
    input: { mode: 'closed', target: 'Raynaud', fromYear: 1980, toYear: 1986 },
  })
})

test('a backwards year range and no askable source are refused', () => {
  expect(
    checkDraft({ ...emptyDraft(), area: 'a', fromYear: '2020', toYear: '2010', sources: ['arxiv'] }, status),
  ).toEqual({
    kind: 'invalid',
    errors: {
      fromYear: 'The first year must not be after the last.',
      sources: 'Choose at least one source this server can search.',
    },
  })
})
