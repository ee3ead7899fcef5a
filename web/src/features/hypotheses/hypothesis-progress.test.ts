import { expect, test } from 'vitest'
import { applyHypothesisEvent, initialProgress } from './hypothesis-progress'

test('stages keep their order, take their status and detail, and the latest change is announced', () => {
  let progress = initialProgress()
  expect(progress.stages.map((state) => state.stage)).toEqual(['retrieve', 'concepts', 'expand', 'discover', 'write'])
  progress = applyHypothesisEvent(progress, { type: 'stage', stage: 'retrieve', status: 'done', detail: '' })
  progress = applyHypothesisEvent(progress, {
    type: 'stage',
    stage: 'concepts',
    status: 'done',
    detail: '812 concepts in 140 works',
  })
  expect(progress.stages[1]).toEqual({ stage: 'concepts', status: 'done', detail: '812 concepts in 140 works' })
  expect(progress.stages.map((state) => state.stage)).toEqual(['retrieve', 'concepts', 'expand', 'discover', 'write'])
  expect(progress.announcement).toBe('Find the concepts: done. 812 concepts in 140 works')
})

test('a source asked twice keeps one line with its latest answer', () => {
  let progress = initialProgress()
  const answer = (hits: number) => ({
    type: 'progress' as const,
    progress: { source: 'pubmed' as const, status: 'done' as const, hits, reason: null, query: 'q' },
  })
  progress = applyHypothesisEvent(progress, answer(12))
  progress = applyHypothesisEvent(progress, answer(30))
  expect(progress.sources).toHaveLength(1)
  expect(progress.sources[0]?.hits).toBe(30)
})
