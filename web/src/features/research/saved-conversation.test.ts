import { expect, test } from 'vitest'
import type { Conversation, ConversationMessage } from '#shared/contract/research'
import { testWork } from '../../test/fixtures'
import { conversationDate, conversationToMessages } from './saved-conversation'

const work = testWork({ ids: { doi: '10.1000/coral' }, title: 'Coral bleaching and heat stress' })

const exchange = (id: string, overrides: Partial<ConversationMessage> = {}): ConversationMessage => ({
  id,
  question: `question ${id}`,
  answer: `Heat bleaches coral [1].`,
  kind: 'evidence',
  sentences: [{ text: 'Heat bleaches coral [1].', citations: [1], support: 'supported', score: 0.9, flagged: false }],
  references: [{ n: 1, work, link: 'https://doi.org/10.1000/coral' }],
  receipt: {
    at: '2025-03-01T10:00:00.000Z',
    mode: 'biomedical',
    sources: [{ source: 'pubmed', status: 'done', hits: 4, reason: null, query: 'coral' }],
    model: null,
    kind: 'evidence',
  },
  incomplete: false,
  trend: null,
  compounds: [],
  blast: null,
  createdAt: '2025-03-01T10:00:05.000Z',
  ...overrides,
})

const conversation = (messages: ConversationMessage[]): Conversation => ({
  id: 'c1',
  title: 'Coral',
  mode: 'biomedical',
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-01T10:05:00.000Z',
  messageCount: messages.length,
  messages,
})

test('each saved exchange becomes the question, then the answer with its references, support marks and receipt', () => {
  const saved = exchange('e1')
  const [question, answer] = conversationToMessages(conversation([saved]))

  expect(question).toEqual({
    id: 'e1:question',
    content: 'question e1',
    isUser: true,
    timestamp: saved.createdAt,
    mode: 'biomedical',
    apis: ['pubmed'],
  })
  expect(answer).toMatchObject({ id: 'e1', content: saved.answer, isUser: false, mode: 'biomedical' })
  expect(answer?.answer).toEqual({
    status: 'done',
    progress: saved.receipt.sources,
    kind: 'evidence',
    model: null,
    notice: null,
    sentences: saved.sentences,
    references: saved.references,
    receipt: saved.receipt,
  })
})

test('a saved Trends or Chemical answer brings its chart data and compound records back', () => {
  const trend = {
    years: [
      { year: 2020, count: 3 },
      { year: 2021, count: 5 },
    ],
    slope: 2,
    intercept: -4037,
  }
  const compound = {
    cid: 2244,
    name: 'aspirin',
    iupacName: '2-acetyloxybenzoic acid',
    molecularFormula: 'C9H8O4',
    molecularWeight: 180.16,
    canonicalSmiles: 'CC(=O)OC1=CC=CC=C1C(=O)O',
    inchiKey: 'BSYNRYMUTXBXSQ-UHFFFAOYSA-N',
    synonyms: ['acetylsalicylic acid'],
    url: 'https://pubchem.ncbi.nlm.nih.gov/compound/2244',
  }
  const [, trends, , chemical, , plain] = conversationToMessages(
    conversation([exchange('a', { trend }), exchange('b', { compounds: [compound] }), exchange('c')]),
  )
  expect(trends?.answer?.trend).toEqual(trend)
  expect(trends?.answer?.compounds).toBeUndefined()
  expect(chemical?.answer?.compounds).toEqual([compound])
  expect(plain?.answer?.trend).toBeUndefined()
})

test('an answer saved incomplete shows as incomplete; order is kept', () => {
  const messages = conversationToMessages(
    conversation([exchange('e1'), exchange('e2', { incomplete: true, kind: 'model' })]),
  )

  expect(messages.map((message) => message.id)).toEqual(['e1:question', 'e1', 'e2:question', 'e2'])
  expect(messages[3]?.answer).toMatchObject({ status: 'incomplete', kind: 'model' })
  expect(conversationToMessages(conversation([]))).toEqual([])
})

test.each([
  ['today: the time', '2025-06-15T09:30:00', /09.30/],
  ['this year: day and month', '2025-02-03T09:30:00', /3 Feb/],
  ['an earlier year: the full date', '2023-02-03T09:30:00', /3 Feb 2023/],
])('a conversation used %s', (_, iso, expected) => {
  expect(conversationDate(iso, new Date('2025-06-15T18:00:00'), 'en-GB')).toMatch(expected)
})

test('an unreadable date shows nothing', () => {
  expect(conversationDate('not a date', new Date())).toBe('')
})
