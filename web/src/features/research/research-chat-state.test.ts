import { expect, test } from 'vitest'
import type { ResearchEvent } from '#shared/contract/research'
import type { ChatMessage } from './chat-types'
import { applyResearchEvent, finishAnswer } from './hooks/use-research-chat'
import { EMPTY_ANSWER_FALLBACK, researchErrorToast } from './research-errors'

const draft: ChatMessage = {
  id: 'a',
  content: '',
  isUser: false,
  timestamp: '2025-01-01T00:00:00.000Z',
  mode: 'comprehensive',
  apis: ['pubmed'],
  answer: {
    status: 'streaming',
    progress: [],
    kind: null,
    model: null,
    notice: null,
    sentences: null,
    references: [],
    receipt: null,
  },
}

const run = (events: ResearchEvent[]) => events.reduce(applyResearchEvent, draft)

test('progress for a source replaces its earlier state; deltas append', () => {
  const message = run([
    { type: 'progress', progress: { source: 'pubmed', status: 'asked', hits: null, reason: null, query: 'q' } },
    { type: 'progress', progress: { source: 'arxiv', status: 'unavailable', hits: null, reason: 'off', query: null } },
    { type: 'progress', progress: { source: 'pubmed', status: 'done', hits: 4, reason: null, query: 'q' } },
    { type: 'answer-start', kind: 'evidence', model: null, notice: null },
    { type: 'delta', text: 'Hello ' },
    { type: 'delta', text: 'world [1].' },
  ])
  expect(message.answer?.progress.map((p) => [p.source, p.status])).toEqual([
    ['pubmed', 'done'],
    ['arxiv', 'unavailable'],
  ])
  expect(message.content).toBe('Hello world [1].')
  expect(message.answer?.kind).toBe('evidence')
})

test('a stream that ends without done keeps its text, marked incomplete', () => {
  const message = finishAnswer(run([{ type: 'delta', text: 'Partial' }]), 'broken')
  expect(message.content).toBe('Partial')
  expect(message.answer?.status).toBe('incomplete')
})

test('done with incomplete: true is incomplete; an empty answer gets the fallback text', () => {
  const receipt = { at: 'now', mode: 'comprehensive' as const, sources: [], model: null, kind: 'evidence' as const }
  const message = finishAnswer(run([{ type: 'done', incomplete: false, receipt }]), 'ended')
  expect(message.content).toBe(EMPTY_ANSWER_FALLBACK)
  expect(message.answer?.status).toBe('done')
  expect(run([{ type: 'done', incomplete: true, receipt }]).answer?.status).toBe('incomplete')
})

test('Stop keeps what arrived and says it was stopped', () => {
  const message = finishAnswer(run([{ type: 'delta', text: 'So far' }]), 'stopped')
  expect(message.answer?.status).toBe('stopped')
})

test.each([
  [
    { status: 401, code: 'UNAUTHORIZED', message: 'x' },
    'Sign In Required',
    'Please sign in to use the AI research engine.',
  ],
  [{ status: 403, code: 'FORBIDDEN', message: 'x' }, 'Premium Required', 'Deep Research mode requires premium access.'],
  [
    { status: 429, code: 'RATE_LIMITED', message: 'Free users are limited to 5 AI queries per day.' },
    'Query Limit Reached',
    'Free users are limited to 5 AI queries per day.',
  ],
  [{ status: 502, code: 'UPSTREAM_FAILED', message: 'All sources failed' }, 'Research Error', 'All sources failed'],
  [{ status: 0, code: '', message: '' }, 'Research Error', 'Failed to process your research query.'],
])('error toast %#', (failure, title, description) => {
  expect(researchErrorToast(failure, 'Deep Research')).toEqual({ title, description })
})

test('trend and compounds events are kept on the answer', () => {
  const compound = {
    cid: 702,
    name: 'Ethanol',
    iupacName: 'ethanol',
    molecularFormula: 'C2H6O',
    molecularWeight: 46.07,
    canonicalSmiles: 'CCO',
    inchiKey: 'LFQSCWFLJHTTHZ-UHFFFAOYSA-N',
    synonyms: [],
    url: 'https://pubchem.example/compound/702',
  }
  const message = run([
    { type: 'trend', years: [{ year: 2020, count: 3 }], slope: 1.5, intercept: -3027 },
    { type: 'compounds', compounds: [compound] },
    { type: 'delta', text: 'Text' },
  ])
  expect(message.answer?.trend).toEqual({ years: [{ year: 2020, count: 3 }], slope: 1.5, intercept: -3027 })
  expect(message.answer?.compounds).toEqual([compound])
  expect(message.content).toBe('Text')
})

test('each Deep Research round is kept, in order, with its budget and what was spent before it', () => {
  const budget = { calls: 18, seconds: 20 }
  const message = run([
    { type: 'round', round: 1, of: 2, queries: ['coral'], budget, spent: { calls: 0, ms: 0 } },
    { type: 'round', round: 2, of: 2, queries: ['heat stress'], budget, spent: { calls: 3, ms: 2100 } },
  ])
  expect(message.answer?.rounds).toEqual([
    { round: 1, of: 2, queries: ['coral'], budget, spent: { calls: 0, ms: 0 } },
    { round: 2, of: 2, queries: ['heat stress'], budget, spent: { calls: 3, ms: 2100 } },
  ])
})
