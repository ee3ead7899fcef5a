import { expect, test } from 'vitest'
import type { Llm } from '../llm'
import { MAX_GAP_QUERIES, gapQueriesPrompt, parseGapQueries, proposeGapQueries } from './gap-queries'

test('the model’s lines become at most three clean queries; the topic, repeats, headings and one-word lines are dropped', () => {
  const text = [
    'Here are the missing aspects:',
    '1. **Coral larval recruitment** after bleaching',
    '- "Ocean acidification and calcification rates"',
    '* coral bleaching',
    'Recovery',
    '2) ocean acidification and calcification rates',
    'Economic costs of reef loss for fisheries',
    'Genetic adaptation of symbionts',
  ].join('\n')
  expect(parseGapQueries(text, 'Coral bleaching')).toEqual([
    'Coral larval recruitment after bleaching',
    'Ocean acidification and calcification rates',
    'Economic costs of reef loss for fisheries',
  ])
  expect(parseGapQueries(text, 'x')).toHaveLength(MAX_GAP_QUERIES)
})

test('the prompt gives the topic and every theme with its size', () => {
  const [, user] = gapQueriesPrompt('coral bleaching', [{ label: 'heat stress · symbionts', works: 12 }])
  expect(user?.content).toContain('Review topic: coral bleaching')
  expect(user?.content).toContain('- heat stress · symbionts (12 works)')
})

test('the proposal reads the model’s streamed answer', async () => {
  const llm: Llm = {
    model: 'test-model',
    async *stream() {
      yield 'Coral disease outbreaks after heatwaves\n'
      yield 'Restoration by coral gardening'
    },
  }
  const queries = await proposeGapQueries(llm, {
    topic: 'coral bleaching',
    themes: [],
    signal: new AbortController().signal,
  })
  expect(queries).toEqual(['Coral disease outbreaks after heatwaves', 'Restoration by coral gardening'])
})
