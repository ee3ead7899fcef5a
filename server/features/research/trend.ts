import type { Logger } from '../../lib/logger'
import type { Sources, YearCount } from '../sources'
import { unavailableReason } from './retrieve'

/** The least-squares line through the yearly counts: count ≈ slope × year + intercept. */
export function fitTrend(years: readonly YearCount[]): { slope: number; intercept: number } {
  const n = years.length
  if (n === 0) return { slope: 0, intercept: 0 }
  const meanX = years.reduce((sum, point) => sum + point.year, 0) / n
  const meanY = years.reduce((sum, point) => sum + point.count, 0) / n
  let covariance = 0
  let variance = 0
  for (const point of years) {
    covariance += (point.year - meanX) * (point.count - meanY)
    variance += (point.year - meanX) ** 2
  }
  const slope = variance === 0 ? 0 : covariance / variance
  return { slope, intercept: meanY - slope * meanX }
}

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
