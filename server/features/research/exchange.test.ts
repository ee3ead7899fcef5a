import { expect, test } from 'vitest'
import type { ExchangeToSave } from './conversations.service'
import { toSavedExchange, type Exchange } from './exchange'

const saved: ExchangeToSave = {
  question: 'Does sleep improve grades?',
  mode: 'comprehensive',
  answer: 'Sleep matters [1].',
  kind: 'model',
  sentences: [{ text: 'Sleep matters [1].', citations: [1], support: 'supported', score: 0.8, flagged: false }],
  references: [],
  receipt: { at: '2026-01-01T00:00:00.000Z', mode: 'comprehensive', sources: [], model: 'm', kind: 'model' },
  incomplete: false,
  trend: null,
  compounds: [],
  blast: null,
}
const exchange: Exchange = { ...saved, questionId: 'q-1', stopped: false, charged: true, works: [] }

test('a conversation keeps exactly what the user saw of an exchange, not its charge key, charge or works', () => {
  expect(toSavedExchange(exchange)).toStrictEqual(saved)
})

test('an answer the client left before it ended, or one that broke off, is kept as incomplete', () => {
  expect(toSavedExchange({ ...exchange, stopped: true }).incomplete).toBe(true)
  expect(toSavedExchange({ ...exchange, incomplete: true }).incomplete).toBe(true)
})
