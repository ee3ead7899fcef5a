import {
  TREND_CALL_BUDGET,
  type PredictTrendsInput,
  type PredictTrendsResponse,
  type TopicSuggestion,
  type TopicTrend,
  type TrendDrivers,
  type TrendTopicInput,
} from '#shared/contract/trends'
import { quotaDay } from '#shared/plans'
import { AppError } from '../../lib/app-error'
import { TREND_RULE } from '../../lib/forecast'
import type { AuthedContext } from '../../request-context'
import { toUpstreamAppError, type GroupCount, type UpstreamWording } from '../sources'
import { analyseTopic } from './analyse-topic'
import { cachedCall, inBatches, type CallPlan } from '../../lib/upstream-call-plan'
import { saveToolOutput } from '../pathways'

/** Years asked for: the last complete year and the 39 before it. */
export const YEARS_ASKED = 40
/** Drivers: counted over the last three complete years. */
export const DRIVER_YEARS = 3
const DRIVERS_SHOWN = 5

export const TREND_METHOD =
  'The forecast is the median of three simple models fitted to the last ten complete years — damped trend (Holt), Theta, and a straight line — on log counts for the number of works and on the logit of the share for the share of field. ' +
  'The 80 % band comes from the method’s own errors: the forecasts it would have made from each of the previous twelve years, against what happened.'

const UPSTREAM_WORDING: UpstreamWording = {
  message: () => 'Failed to generate analysis. Please try again.',
  byKind: {
    not_configured:
      'Failed to generate analysis: the trends predictor is not set up on this server yet (its OpenAlex connection needs a key). Please tell the site’s administrators.',
    rate_limited: 'Failed to generate analysis: OpenAlex is limiting requests right now. Please try again shortly.',
    busy: 'Failed to generate analysis: OpenAlex is busy with your other requests right now. Please try again shortly.',
  },
}

const OPENALEX = 'https://openalex.org'
const API_WORKS = 'https://api.openalex.org/works'

type Subject = {
  input: TrendTopicInput
  /** the works filter for this topic (without years) and what identifies it in the day cache */
  filter: string | undefined
  search: string | undefined
  key: string
  denominator: { kind: 'field' | 'all'; name: string; filter: string | undefined; key: string }
}

function subjectOf(input: TrendTopicInput): Subject {
  const text = input.text.replace(/\s+/g, ' ').trim()
  if (input.topicId) {
    const field = input.fieldId
      ? {
          kind: 'field' as const,
          name: input.fieldName ?? `field ${input.fieldId}`,
          filter: `topics.field.id:${input.fieldId}`,
          key: `field:${input.fieldId}`,
        }
      : null
    return {
      input,
      filter: `topics.id:${input.topicId}`,
      search: undefined,
      key: `topic:${input.topicId}`,
      denominator: field ?? { kind: 'all', name: 'all works in OpenAlex', filter: undefined, key: 'all' },
    }
  }
  return {
    input,
    filter: undefined,
    search: text,
    key: `search:${text.toLowerCase()}`,
    denominator: { kind: 'all', name: 'all works in OpenAlex', filter: undefined, key: 'all' },
  }
}

const joinFilters = (...filters: (string | undefined)[]) => filters.filter(Boolean).join(',') || undefined

function yearCounts(groups: GroupCount[]): Map<number, number> {
  const counts = new Map<number, number>()
  for (const group of groups) {
    const year = Number(group.key)
    if (Number.isInteger(year)) counts.set(year, (counts.get(year) ?? 0) + group.count)
  }
  return counts
}

/** An OpenAlex web link to the works a filter (and search) selects. */
function worksLink(subject: Subject, extra?: string): string {
  const url = new URL(API_WORKS.replace('api.', ''))
  const filter = joinFilters(
    subject.filter,
    subject.search ? `title_and_abstract.search:${subject.search.replace(/[,|]/g, ' ')}` : undefined,
    extra,
  )
  if (filter) url.searchParams.set('filter', filter)
  return url.toString()
}

/** The Research Trends Predictor's run (issue 29 §2, decision 043). */
export async function predictTrends(ctx: AuthedContext, input: PredictTrendsInput): Promise<PredictTrendsResponse> {
  const now = ctx.now()
  const day = quotaDay(now)
  const currentYear = now.getUTCFullYear()
  const lastCompleteYear = currentYear - 1
  const firstYear = lastCompleteYear - YEARS_ASKED + 1
  const years = `from_publication_date:${firstYear}-01-01,to_publication_date:${lastCompleteYear}-12-31`
  const driverYears = `publication_year:${lastCompleteYear - DRIVER_YEARS + 1}-${lastCompleteYear}`
  const openalex = ctx.sources.openalex
  if (openalex.unavailableReason) throw new AppError('UPSTREAM_FAILED', UPSTREAM_WORDING.byKind?.not_configured ?? '')

  // One topic asked twice in a run is analysed once.
  const subjects = input.topics
    .map(subjectOf)
    .filter((subject, i, all) => all.findIndex((other) => other.key === subject.key) === i)
  const plan: CallPlan = { used: 0, budget: TREND_CALL_BUDGET }
  const call = <T>(key: string, ask: () => Promise<T>) => cachedCall(ctx.sources, day, plan, key, ask)

  // 1. the yearly counts of every topic and of each distinct denominator: the run's essential calls
  const yearly = (key: string, filter: string | undefined, search?: string) =>
    call(`years:${key}:${firstYear}-${lastCompleteYear}`, async () =>
      yearCounts(
        await openalex.groupWorks({ search, filter: joinFilters(filter, years), groupBy: 'publication_year' }),
      ),
    )
  const seriesCalls = subjects.map((subject) => () => {
    const promise = yearly(subject.key, subject.filter, subject.search)
    return promise ?? Promise.reject(new AppError('CONFLICT', 'Too many topics for one run'))
  })
  const denominators = [...new Map(subjects.map((subject) => [subject.denominator.key, subject.denominator])).values()]
  const denominatorCalls = denominators.map((denominator) => () => {
    const promise = yearly(denominator.key, denominator.filter)
    return promise ?? Promise.reject(new AppError('CONFLICT', 'Too many topics for one run'))
  })
  let series: Map<number, number>[]
  let totals: Map<string, Map<number, number>>
  try {
    const answers = await inBatches([...seriesCalls, ...denominatorCalls])
    series = answers.slice(0, subjects.length)
    totals = new Map(
      denominators.map((denominator, i) => [
        denominator.key,
        answers[subjects.length + i] ?? new Map<number, number>(),
      ]),
    )
  } catch (error) {
    if (error instanceof AppError) throw error
    throw toUpstreamAppError(error, UPSTREAM_WORDING)
  }

  // 2. the drivers, topic by topic while the budget lasts
  const drivers = await inBatches(
    subjects.map((subject) => () => driversOf(ctx, subject, call, { driverYears, lastCompleteYear })),
    1,
  )

  const topics: TopicTrend[] = subjects.map((subject, i) => ({
    text: subject.input.text,
    topicId: subject.input.topicId ?? null,
    name: subject.input.text,
    denominator: { kind: subject.denominator.kind, name: subject.denominator.name },
    worksUrl: worksLink(subject),
    ...analyseTopic({
      counts: series[i] ?? new Map(),
      totals: totals.get(subject.denominator.key) ?? new Map(),
      firstYear,
      lastCompleteYear,
    }),
    drivers: drivers[i] ?? emptyDrivers(lastCompleteYear, null),
  }))
  const response: PredictTrendsResponse = {
    topics,
    currentYear,
    lastCompleteYear,
    rule: TREND_RULE,
    method: TREND_METHOD,
    calls: plan.used,
    budget: plan.budget,
    generatedAt: now.toISOString(),
  }
  // The member's last run of the tool, reopened when they come back to the page.
  await saveToolOutput(ctx.db, ctx.user.id, 'research-trends-predictor', input, response)
  return response
}

function emptyDrivers(lastCompleteYear: number, omitted: string | null): TrendDrivers {
  return {
    works: [],
    institutions: [],
    countries: [],
    fromYear: lastCompleteYear - DRIVER_YEARS + 1,
    toYear: lastCompleteYear,
    omitted,
  }
}

const BUDGET_NOTE =
  'Some drivers were left out to keep this run within its OpenAlex budget; ask for this topic on its own to see them.'

async function driversOf(
  ctx: AuthedContext,
  subject: Subject,
  call: <T>(key: string, ask: () => Promise<T>) => Promise<T> | null,
  years: { driverYears: string; lastCompleteYear: number },
): Promise<TrendDrivers> {
  const openalex = ctx.sources.openalex
  const fromYear = years.lastCompleteYear - DRIVER_YEARS + 1
  const filter = joinFilters(subject.filter, years.driverYears)
  const group = (groupBy: string) => () =>
    openalex.groupWorks({ search: subject.search, filter, groupBy, perPage: DRIVERS_SHOWN })
  const worksAsked = call(`works:${subject.key}:${fromYear}`, () =>
    openalex.listWorks({ search: subject.search, filter, sort: 'cited_by_count:desc', perPage: DRIVERS_SHOWN }),
  )
  const institutionsAsked = call(`institutions:${subject.key}:${fromYear}`, group('authorships.institutions.id'))
  const countriesAsked = call(`countries:${subject.key}:${fromYear}`, group('authorships.countries'))
  const settle = async <T>(promise: Promise<T> | null): Promise<{ value: T | null; failed: boolean }> => {
    if (!promise) return { value: null, failed: false }
    try {
      return { value: await promise, failed: false }
    } catch (error) {
      ctx.log.warn('a trends driver call failed', { err: error })
      return { value: null, failed: true }
    }
  }
  const [works, institutions, countries] = await Promise.all([
    settle(worksAsked),
    settle(institutionsAsked),
    settle(countriesAsked),
  ])
  const notes: string[] = []
  if ([worksAsked, institutionsAsked, countriesAsked].some((promise) => promise === null)) notes.push(BUDGET_NOTE)
  if ([works, institutions, countries].some((answer) => answer.failed))
    notes.push('OpenAlex did not answer for some drivers this time.')
  const driverLink = (extra: string) => worksLink(subject, joinFilters(years.driverYears, extra))
  return {
    works: (works.value?.works ?? []).slice(0, DRIVERS_SHOWN).flatMap((work) => {
      const id = work.ids.openalex
      if (!id) return []
      return [
        {
          id: id.slice(0, 40),
          title: work.title.slice(0, 2000),
          year: work.year,
          citations: Math.max(0, work.citationCount ?? 0),
          url: work.ids.doi ? `https://doi.org/${work.ids.doi}` : `${OPENALEX}/${id}`,
        },
      ]
    }),
    institutions: (institutions.value ?? []).slice(0, DRIVERS_SHOWN).map((entry) => ({
      id: entry.key,
      name: entry.label.slice(0, 500),
      works: entry.count,
      url: `${OPENALEX}/${entry.key}`,
    })),
    countries: (countries.value ?? []).slice(0, DRIVERS_SHOWN).map((entry) => ({
      code: entry.key.slice(0, 8),
      name: entry.label.slice(0, 200),
      works: entry.count,
      url: driverLink(`authorships.countries:${entry.key.toLowerCase()}`),
    })),
    fromYear,
    toYear: years.lastCompleteYear,
    omitted: notes.length ? notes.join(' ') : null,
  }
}

/** OpenAlex topics for the suggestions under the topic input. */
export async function suggestTopics(ctx: AuthedContext, query: string): Promise<TopicSuggestion[]> {
  try {
    const topics = await ctx.sources.openalex.searchTopics(query, 6)
    return topics.slice(0, 6).map((topic) => ({
      id: topic.id,
      name: topic.name.slice(0, 300),
      worksCount: topic.worksCount,
      field: topic.field,
      subfield: topic.subfield,
    }))
  } catch (error) {
    throw toUpstreamAppError(error, {
      message: () => 'Topic suggestions could not be fetched from OpenAlex. Please try again.',
      byKind: { not_configured: UPSTREAM_WORDING.byKind?.not_configured ?? '' },
    })
  }
}
