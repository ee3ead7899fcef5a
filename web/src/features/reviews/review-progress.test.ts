import { expect, test } from 'vitest'
import { exportFileName } from './api/reviews-api'
import { describeOverTime, fillYears } from './components/field-over-time'
import { applyReviewEvent, describeSourceProgress, initialProgress } from './review-progress'

test('stage events update their stage and say what happened; progress events keep one line per source', () => {
  let progress = initialProgress()
  expect(progress.stages.map((stage) => stage.status)).toEqual(Array(7).fill('waiting'))
  progress = applyReviewEvent(progress, {
    type: 'stage',
    stage: 'retrieve',
    status: 'started',
    detail: 'Asking 3 sources',
  })
  progress = applyReviewEvent(progress, {
    type: 'progress',
    progress: { source: 'pubmed', status: 'asked', hits: null, reason: null, query: 'q' },
  })
  progress = applyReviewEvent(progress, {
    type: 'progress',
    progress: { source: 'pubmed', status: 'done', hits: 1, reason: null, query: 'q' },
  })
  progress = applyReviewEvent(progress, { type: 'stage', stage: 'follow', status: 'skipped', detail: '' })
  progress = applyReviewEvent(progress, { type: 'stage', stage: 'enrich', status: 'done', detail: '' })
  expect(progress.stages[0]).toEqual({ stage: 'retrieve', status: 'started', detail: 'Asking 3 sources' })
  expect(progress.stages.map((stage) => [stage.stage, stage.status])).toEqual([
    ['retrieve', 'started'],
    ['follow', 'skipped'],
    ['enrich', 'done'],
    ['screen', 'waiting'],
    ['themes', 'waiting'],
    ['gaps', 'waiting'],
    ['write', 'waiting'],
  ])
  expect(progress.sources).toHaveLength(1)
  expect(describeSourceProgress(progress.sources[0]!)).toBe('1 hit')
  expect(progress.announcement).toBe('Enrich the records: done.')
})

test('a source that failed or is unavailable says why', () => {
  const base = { source: 'arxiv', hits: null, query: null } as const
  expect(describeSourceProgress({ ...base, status: 'failed', reason: 'timed out' })).toBe('failed: timed out')
  expect(describeSourceProgress({ ...base, status: 'unavailable', reason: null })).toBe('unavailable')
})

test('the chart fills the years between with zeros, and says its range and busiest year', () => {
  const overTime = [
    { year: 2018, counts: [1, 0] },
    { year: 2021, counts: [2, 3] },
  ]
  expect(fillYears(overTime, 2).map((row) => [row.year, row.counts])).toEqual([
    [2018, [1, 0]],
    [2019, [0, 0]],
    [2020, [0, 0]],
    [2021, [2, 3]],
  ])
  expect(describeOverTime(overTime, ['a', 'b'])).toBe(
    'Works per publication year, stacked by theme (2 themes): 6 works from 2018 to 2021. The most, 5, appeared in 2021.',
  )
  expect(describeOverTime([], [])).toBe('No publication years are known for these works.')
})

test('an export is saved under the server’s file name, or one made from the title', () => {
  expect(exportFileName('attachment; filename="gnn.bib"', 'x', 'bibtex')).toBe('gnn.bib')
  expect(exportFileName("attachment; filename*=UTF-8''r%C3%A9sum%C3%A9.ris", 'x', 'ris')).toBe('résumé.ris')
  expect(exportFileName(null, 'Graph neural networks: a review!', 'apa')).toBe('graph-neural-networks-a-review-apa.txt')
  expect(exportFileName(null, '', 'csl-json')).toBe('literature-review.json')
})
