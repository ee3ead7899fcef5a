import { queryOptions } from '@tanstack/react-query'
import { RESEARCH_SOURCES, type ResearchSourceId, type ResearchSourcesResponse } from '#shared/contract/research'
import type { SourceId } from '#shared/contract/sources'
import { callApi } from './api-client'

/** The data sources a user picks for the research engine and the literature review, and which this server can ask. */

export const researchSourceKeys = { status: ['research-sources', 'status'] as const }

export const researchSourcesQuery = () =>
  queryOptions({
    queryKey: researchSourceKeys.status,
    queryFn: ({ signal }) => callApi('researchSources', {}, { signal }),
    staleTime: 60_000,
    retry: 1,
  })

export type SourceAvailability = { available: boolean; reason: string | null }

export function availabilityOf(
  status: ResearchSourcesResponse | undefined,
  id: ResearchSourceId,
): SourceAvailability | null {
  const entry = status?.sources.find((source) => source.id === id)
  return entry ? { available: entry.available, reason: entry.reason } : null
}

/** The selected sources the server can ask; the others are shown disabled, and never sent. */
export function sourcesToSend(
  selected: readonly ResearchSourceId[],
  status: ResearchSourcesResponse | undefined,
): ResearchSourceId[] {
  return selected.filter((id) => availabilityOf(status, id)?.available !== false)
}

/** Adds or removes a source; the last selected source cannot be removed (a search needs one). */
export function toggleSource(sources: readonly ResearchSourceId[], id: ResearchSourceId): ResearchSourceId[] {
  if (sources.includes(id)) return sources.length > 1 ? sources.filter((source) => source !== id) : [...sources]
  // Keep the catalogue's order, so badges and requests do not depend on click order.
  return RESEARCH_SOURCES.map((source) => source.id).filter((source) => source === id || sources.includes(source))
}

export const sourceName = (id: ResearchSourceId) => RESEARCH_SOURCES.find((source) => source.id === id)?.name ?? id

const CONNECTOR_NAMES: Partial<Record<SourceId, string>> = {
  federalregister: 'Federal Register',
  searxng: 'Web search',
}

/** The name of the connector a work came from (a work's `sources`), as the source list names it. */
export function connectorName(source: SourceId): string {
  return CONNECTOR_NAMES[source] ?? RESEARCH_SOURCES.find((entry) => entry.connector === source)?.name ?? source
}
