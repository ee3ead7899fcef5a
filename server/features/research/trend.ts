import { fitTrend } from '../../lib/forecast'
import type { Logger } from '../../lib/logger'
import type { Sources, YearCount } from '../sources'
import { unavailableReason } from './retrieve'

/** Trends: works per year from OpenAlex with the fitted line; null (and a notice) when it cannot be asked. */
export async function yearlyCounts(
  ctx: { sources: Sources; log: Logger },
  query: string,
  notices: string[],
  signal: AbortSignal,
): Promise<{ years: YearCount[]; slope: number; intercept: number } | null> {
  const reason = unavailableReason(ctx.sources, 'openalex')
  if (reason) {
    notices.push(`The yearly publication counts come from OpenAlex, which cannot be asked here: ${reason}`)
    return null
  }
  try {
    const years = await ctx.sources.openalex.countWorksByYear({ search: query })
    if (signal.aborted || !years.length) return null
    return { years, ...fitTrend(years) }
  } catch (error) {
    ctx.log.warn('yearly publication counts failed', { err: error })
    notices.push('The yearly publication counts could not be fetched from OpenAlex this time.')
    return null
  }
}
