import type { Opportunities, Venue } from '#shared/contract/profiler'
import { SourceError, type GroupCount, type OpenAlexConnector } from '../sources'

export const VENUES_PER_KIND = 8

const toVenue = (group: GroupCount): Venue => ({
  id: group.key,
  name: group.label,
  works: group.count,
  url: `https://openalex.org/${group.key}`,
})

/**
 * Journals and conferences where works on the topic were published, most works first: OpenAlex's works
 * matching the words, grouped by their primary source, one call per kind of source. A failure leaves the
 * rest of the analysis whole and says why the venues are missing.
 */
export async function findVenues(
  openalex: OpenAlexConnector,
  query: string,
): Promise<{ opportunities: Opportunities; failure: unknown }> {
  const venuesOf = async (type: 'journal' | 'conference') =>
    (
      await openalex.groupWorks({
        search: query,
        filter: `primary_location.source.type:${type}`,
        groupBy: 'primary_location.source.id',
        perPage: VENUES_PER_KIND + 1,
      })
    )
      .filter((group) => group.key !== 'unknown' && group.count > 0)
      .slice(0, VENUES_PER_KIND)
      .map(toVenue)
  try {
    const [journals, conferences] = await Promise.all([venuesOf('journal'), venuesOf('conference')])
    return { opportunities: { query, journals, conferences, unavailable: null }, failure: null }
  } catch (error) {
    const because =
      error instanceof SourceError && error.kind === 'not_configured'
        ? 'OpenAlex is not configured on this server'
        : 'OpenAlex did not answer'
    const unavailable = `Journals and conferences could not be looked up: ${because}. The rest of your analysis is complete; analyse again later to add them.`
    return { opportunities: { query, journals: [], conferences: [], unavailable }, failure: error }
  }
}
