import { queryOptions } from '@tanstack/react-query'
import type { PathwayToolId } from '#shared/contract/pathways'
import { callApi } from '../../../lib/api-client'

export const pathwaysKeys = {
  all: ['pathways'] as const,
  content: () => [...pathwaysKeys.all, 'content'] as const,
  outputs: () => [...pathwaysKeys.all, 'outputs'] as const,
  output: (tool: PathwayToolId) => [...pathwaysKeys.outputs(), tool] as const,
}

/** The archetypes and resources: premium content, fetched only by a premium member's page. */
export const pathwaysContentQuery = () =>
  queryOptions({
    queryKey: pathwaysKeys.content(),
    queryFn: ({ signal }) => callApi('pathwaysContent', {}, { signal }),
    staleTime: Infinity,
  })

/** A tool's last run for the member, reopened when they come back (null before its first run). */
export const pathwayToolOutputQuery = (tool: PathwayToolId) =>
  queryOptions({
    queryKey: pathwaysKeys.output(tool),
    queryFn: async ({ signal }) =>
      (await callApi('pathwayToolOutputs', { query: { tool } }, { signal })).outputs[0] ?? null,
  })
