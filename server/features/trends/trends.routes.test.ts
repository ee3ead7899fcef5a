import { expect, test } from 'vitest'
import {
  PredictTrendsResponseSchema,
  TopicSuggestionsSchema,
  TREND_CALL_BUDGET,
  type PredictTrendsInput,
} from '#shared/contract/trends'
import { PathwayToolOutputsSchema } from '#shared/contract/pathways'
import type { TestApp } from '../../test/create-test-app'
import { signUpPremium, testApp } from '../../test/factories'
import { appCountingCalls } from '../../test/counted-calls'
import { readError, readJson } from '../../test/read-json'

function predict(app: TestApp, cookie: string | undefined, input: unknown) {
  return app.request('/api/pathways/trends', { method: 'POST', cookie, json: input })
}

test('a visitor is asked to sign in and a free member is told it is premium, on the server', async () => {
  const app = await testApp()
  const free = await app.signUp('Free Member')
  const input: PredictTrendsInput = { topics: [{ text: 'soil carbon sequestration' }] }

  await readError(await predict(app, undefined, input), 401)
  expect((await readError(await predict(app, free.cookie, input), 403)).message).toBe(
    'This feature requires premium access.',
  )
  await readError(await app.request('/api/pathways/trends/topics?q=coral', { cookie: free.cookie }), 403)
})

test('the input is checked: one to four topics, each a few words, topic ids in OpenAlex’s form', async () => {
  const app = await testApp()
  const { cookie } = await signUpPremium(app)

  const none = await readError(await predict(app, cookie, { topics: [] }), 400)
  expect(none.issues?.[0]?.message).toBe('Please describe your research trends predictor requirements.')
  const five = Array.from({ length: 5 }, (_, i) => ({ text: `topic number ${i}` }))
  expect((await readError(await predict(app, cookie, { topics: five }), 400)).issues?.[0]?.message).toBe(
    'Compare at most 4 topics',
  )
  await readError(await predict(app, cookie, { topics: [{ text: '  ' }] }), 400)
  await readError(await predict(app, cookie, { topics: [{ text: 'coral', topicId: 'W123' }] }), 400)
  await readError(await predict(app, cookie, { topics: [{ text: 'x'.repeat(201) }] }), 400)
})

test('one topic: yearly counts and share, current year dropped, last year marked, forecast, label, backtest, drivers', async () => {
  const { app, calls } = await appCountingCalls('openalex')
  const { cookie } = await signUpPremium(app)

  const result = await readJson(
    await predict(app, cookie, { topics: [{ text: 'soil carbon sequestration' }] }),
    PredictTrendsResponseSchema,
  )

  const currentYear = new Date().getUTCFullYear()
  expect(result).toMatchObject({ currentYear, lastCompleteYear: currentYear - 1, budget: TREND_CALL_BUDGET })
  const [topic] = result.topics
  expect(topic?.denominator).toEqual({ kind: 'all', name: 'all works in OpenAlex' })
  const years = topic?.years ?? []
  expect(years.at(-1)).toMatchObject({ year: currentYear - 1, underIndexed: true })
  expect(years.filter((point) => point.underIndexed)).toHaveLength(1)
  expect(years.some((point) => point.year === currentYear)).toBe(false)
  for (const point of years) {
    expect(point.total).toBeGreaterThanOrEqual(point.count)
    expect(point.share).toBeCloseTo(point.count / point.total, 5)
  }
  expect(topic?.tooFew).toBe(false)
  expect(topic?.forecast.map((point) => point.year)).toEqual([currentYear, currentYear + 1, currentYear + 2])
  for (const point of topic?.forecast ?? []) {
    expect(point.countLower).not.toBeNull()
    expect(point.countLower ?? Infinity).toBeLessThanOrEqual(point.count)
    expect(point.countUpper ?? -Infinity).toBeGreaterThanOrEqual(point.count)
  }
  expect(topic?.label).toMatch(/^(emerging|growing|stable|declining)$/)
  expect(result.rule).toContain('+3 %')
  // the page's backtest: forecasts from earlier years scored against what happened
  const rows = topic?.backtest.rows ?? []
  expect(rows.length).toBeGreaterThanOrEqual(6)
  for (const row of rows) {
    expect(row.year).toBe(row.originYear + row.horizon)
    expect(row.actual).toBe(years.find((point) => point.year === row.year)?.count)
  }
  expect(topic?.backtest.summary.map((row) => row.horizon)).toEqual([1, 2, 3])
  // drivers, linked
  expect(topic?.drivers.works.length).toBeGreaterThan(0)
  expect(topic?.drivers.institutions.length).toBeGreaterThan(0)
  expect(topic?.drivers.countries.length).toBeGreaterThan(0)
  expect(topic?.drivers.countries[0]?.url).toMatch(/^https:\/\/openalex\.org\/works\?filter=/)
  expect(topic?.drivers.omitted).toBeNull()
  // 1 series + 1 denominator + 3 drivers
  expect(result.calls).toBe(5)
  expect(calls).toHaveLength(5)
  expect(calls.some((url) => url.searchParams.get('group_by') === 'publication_year')).toBe(true)
})

test('an OpenAlex topic is compared with its field: the share is of the field', async () => {
  const app = await testApp()
  const { cookie } = await signUpPremium(app)
  const suggestions = await readJson(
    await app.request('/api/pathways/trends/topics?q=coral reef', { cookie }),
    TopicSuggestionsSchema,
  )
  const coral = suggestions.topics[0]
  expect(coral).toMatchObject({ name: 'Coral Reef Ecology and Bleaching', field: { name: 'Environmental Science' } })

  const result = await readJson(
    await predict(app, cookie, {
      topics: [{ text: coral?.name, topicId: coral?.id, fieldId: coral?.field?.id, fieldName: coral?.field?.name }],
    }),
    PredictTrendsResponseSchema,
  )
  const [topic] = result.topics
  expect(topic).toMatchObject({ topicId: coral?.id, denominator: { kind: 'field', name: 'Environmental Science' } })
  expect(topic?.worksUrl).toContain(`topics.id%3A${coral?.id}`)
  expect(Math.max(...(topic?.years ?? []).map((point) => point.share ?? 0))).toBeLessThan(1)
})

test('four topics stay within the budget of OpenAlex calls; asked again that day, the cached answers cost none', async () => {
  const { app, calls } = await appCountingCalls('openalex')
  const { cookie } = await signUpPremium(app)
  const input = {
    topics: ['soil carbon sequestration', 'urban heat islands', 'microplastics in rivers', 'battery recycling'].map(
      (text) => ({ text }),
    ),
  }

  const first = await readJson(await predict(app, cookie, input), PredictTrendsResponseSchema)
  expect(first.calls).toBeLessThanOrEqual(TREND_CALL_BUDGET)
  expect(calls.length).toBe(first.calls)
  expect(first.topics).toHaveLength(4)
  // 4 series + all works = 5, then the drivers while the budget lasts: the first topic's three, the second's two
  expect(first.topics.map((topic) => topic.drivers.omitted === null)).toEqual([true, false, false, false])
  expect(first.topics[3]?.drivers.omitted).toMatch(/budget/)

  // Asked again the same day: the series come from the day's cache, so the budget reaches the drivers left out.
  const again = await readJson(await predict(app, cookie, input), PredictTrendsResponseSchema)
  expect(again.topics.map((topic) => topic.years)).toEqual(first.topics.map((topic) => topic.years))
  expect(again.calls).toBeLessThanOrEqual(TREND_CALL_BUDGET)
  expect(calls.length).toBe(first.calls + again.calls)
  expect(again.topics.every((topic) => topic.drivers.omitted === null)).toBe(true)
  // A third time (another member, same day): nothing left to ask.
  const other = await signUpPremium(app, 'Another Premium')
  const third = await readJson(await predict(app, other.cookie, input), PredictTrendsResponseSchema)
  expect(third.calls).toBe(0)
  expect(calls.length).toBe(first.calls + again.calls)
})

test('a topic with almost no works is shown without a forecast', async () => {
  const app = await testApp()
  const { cookie } = await signUpPremium(app)
  const result = await readJson(
    await predict(app, cookie, { topics: [{ text: 'no-results at all' }] }),
    PredictTrendsResponseSchema,
  )
  expect(result.topics[0]).toMatchObject({ tooFew: true, forecast: [], label: null })
})

test('the last analysis is kept for its member and reopened; another member never sees it', async () => {
  const app = await testApp()
  const owner = await signUpPremium(app, 'Owner')
  const other = await signUpPremium(app, 'Other')
  const input = { topics: [{ text: 'soil carbon sequestration' }] }
  const result = await readJson(await predict(app, owner.cookie, input), PredictTrendsResponseSchema)

  const path = '/api/pathways/outputs?tool=research-trends-predictor'
  const kept = await readJson(await app.request(path, { cookie: owner.cookie }), PathwayToolOutputsSchema)
  expect(kept.outputs).toHaveLength(1)
  expect(kept.outputs[0]?.input).toEqual(input)
  expect(PredictTrendsResponseSchema.parse(kept.outputs[0]?.output)).toEqual(result)
  const others = await readJson(await app.request(path, { cookie: other.cookie }), PathwayToolOutputsSchema)
  expect(others.outputs).toEqual([])
})
