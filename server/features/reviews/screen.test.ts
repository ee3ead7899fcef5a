import { expect, test } from 'vitest'
import { makeWork } from '../../test/works'
import { screenRecords, type ReviewCandidate } from './screen'

const ABSTRACT =
  'Coral bleaching follows marine heatwaves that push reef temperatures above the local summer maximum for weeks. We measured bleaching across forty reefs.'

const candidate = (
  title: string,
  extra: Partial<ReviewCandidate> & { year?: number; abstract?: string | null } = {},
): ReviewCandidate => ({
  work: makeWork({
    title,
    abstract: extra.abstract === undefined ? ABSTRACT : extra.abstract,
    year: extra.year ?? 2020,
  }),
  origin: extra.origin ?? 'search',
  retracted: extra.retracted ?? false,
  referencedWorks: extra.referencedWorks ?? [],
})

test('each record is excluded once, for the first reason in a reviewer’s order, and the counts add up', () => {
  const records = [
    candidate('Coral bleaching under marine heatwaves'),
    candidate('Coral bleaching in 1985', { year: 1985 }),
    candidate('Retracted coral bleaching study', { retracted: true }),
    candidate('Coral bleaching without an abstract', { abstract: null }),
    candidate('Coral bleaching with a stub', { abstract: 'No abstract available.' }),
    candidate('Soil microbes of alpine meadows', {
      abstract:
        'Alpine meadow soils hold microbial communities that change with snow cover. We sequenced soils from twelve meadows across three summers.',
    }),
    candidate('Coral bleaching and reef recovery'),
  ]

  const screening = screenRecords('coral bleaching', records, { fromYear: 2000, toYear: null, maxWorks: 200 })

  expect(screening.excluded).toEqual({
    'outside-years': 1,
    retracted: 1,
    'no-abstract': 2,
    'off-topic': 1,
    'over-limit': 0,
  })
  expect(screening.included.map((entry) => entry.work.title).sort()).toEqual([
    'Coral bleaching and reef recovery',
    'Coral bleaching under marine heatwaves',
  ])
  expect(screening.retracted.map((entry) => entry.work.title)).toEqual(['Retracted coral bleaching study'])
  const excluded = Object.values(screening.excluded).reduce((sum, count) => sum + count, 0)
  expect(excluded + screening.included.length).toBe(records.length)
})

test('past the size limit, the most relevant works are kept and the rest counted as over the limit', () => {
  const records = Array.from({ length: 5 }, (_, i) => candidate(`Coral bleaching study ${i + 1}`))
  const screening = screenRecords('coral bleaching', records, { fromYear: null, toYear: null, maxWorks: 3 })
  expect(screening.included).toHaveLength(3)
  expect(screening.excluded['over-limit']).toBe(2)
})

test('a work with no year is not excluded by a year range (the range is the sources’, the year is unknown)', () => {
  const undated = {
    ...candidate('Coral bleaching, undated'),
    work: makeWork({ title: 'Coral bleaching, undated', abstract: ABSTRACT }),
  }
  const screening = screenRecords('coral bleaching', [undated], { fromYear: 2010, toYear: 2020, maxWorks: 10 })
  expect(screening.included).toHaveLength(1)
})
