import type { SearchWorksInputSchema, WorkSearchResponse } from '#shared/contract/works'
import type { SourceId } from '#shared/contract/sources'
import type { z } from 'zod'
import type { Logger } from '../../lib/logger'
import type { Sources } from './sources.types'
import type { WorkConnector } from './connector'
import { mergeWorks } from './merge-works'
import { SourceError } from './source-http'
import { toUpstreamAppError } from './upstream-error'

type Input = z.output<typeof SearchWorksInputSchema>

/**
 * One query across the chosen sources at once (the local library included), merged into one list.
 * A failing source is reported, never hidden; what the others found is kept in the library, so
 * later searches can be answered offline.
 */
/** The slice of the request's context a works search uses. */
export type WorksSearchContext = { sources: Sources; log: Logger }

export async function searchWorksEverywhere(ctx: WorksSearchContext, input: Input): Promise<WorkSearchResponse> {
  const { sources } = ctx
  const connectors: WorkConnector[] = [...sources.workConnectors, sources.library]
  const wanted = input.sources.length
    ? connectors.filter((connector) => input.sources.includes(connector.id))
    : connectors
  const usable = wanted.filter((connector) => connector.unavailableReason === null)
  const settled = await Promise.allSettled(
    usable.map((connector) => connector.searchWorks({ query: input.query, limit: input.limit })),
  )

  const outcomes: WorkSearchResponse['sources'] = wanted
    .filter((connector) => connector.unavailableReason !== null)
    .map((connector) => ({
      id: connector.id,
      status: 'unavailable' as const,
      count: 0,
      total: null,
      message: connector.unavailableReason,
    }))
  const lists = settled.map((result, index) => {
    const id = usable[index]?.id as SourceId
    if (result.status === 'fulfilled') {
      outcomes.push({ id, status: 'ok', count: result.value.works.length, total: result.value.total, message: null })
      return result.value.works
    }
    const reason: unknown = result.reason
    if (!(reason instanceof SourceError))
      ctx.log.error('source search failed unexpectedly', { source: id, err: reason })
    outcomes.push({
      id,
      status: 'failed',
      count: 0,
      total: null,
      message: reason instanceof SourceError ? reason.message : `${id} failed`,
    })
    return []
  })
  if (usable.length > 0 && outcomes.every((outcome) => outcome.status !== 'ok')) {
    const reasons = [
      ...new Set(
        outcomes.flatMap((outcome) => (outcome.status === 'failed' && outcome.message ? [outcome.message] : [])),
      ),
    ]
    const firstFailure: unknown = settled.find((result) => result.status === 'rejected')?.reason
    throw toUpstreamAppError(firstFailure, {
      message: () =>
        `No source could be searched right now${reasons.length ? ` (${reasons.join('; ')})` : ''}. Please try again in a moment.`,
    })
  }

  const fetched = lists.flat().filter((work) => !work.sources.every((source) => source === 'local'))
  if (fetched.length) {
    await sources.library
      .rememberWorks(fetched)
      .catch((err: unknown) => ctx.log.error('could not keep fetched works in the library', { err }))
  }
  return { works: mergeWorks(lists), sources: outcomes }
}
