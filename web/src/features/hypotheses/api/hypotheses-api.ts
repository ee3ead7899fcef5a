import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import {
  HypothesisEventSchema,
  type HypothesisEvent,
  type HypothesisExportFormat,
  type HypothesisInput,
  type HypothesisRunSummary,
  type SavedHypothesisRun,
} from '#shared/contract/hypotheses'
import { fillPath } from '#shared/contract/shell-endpoint-routes'
import type { SaveResearchPathInput } from '#shared/contract/timeline'
import { apiErrorOf, callApi, fetchFromApi, loadEndpointRoutes } from '../../../lib/api-client'
import { downloadFile } from '../../../lib/download'
import { postForEvents } from '../../../lib/sse'

export const hypothesisKeys = {
  all: ['hypotheses'] as const,
  list: () => [...hypothesisKeys.all, 'list'] as const,
  run: (runId: string) => [...hypothesisKeys.all, 'one', runId] as const,
}

type RunList = { runs: HypothesisRunSummary[] }

export const hypothesisRunsQuery = () =>
  queryOptions({
    queryKey: hypothesisKeys.list(),
    queryFn: ({ signal }) => callApi('hypothesisRuns', {}, { signal }),
  })

export const hypothesisRunQuery = (runId: string) =>
  queryOptions({
    queryKey: hypothesisKeys.run(runId),
    queryFn: ({ signal }) => callApi('hypothesisRun', { params: { runId } }, { signal }),
  })

/** The summary My hypotheses lists for a run that was just made. */
export function summaryOf(saved: SavedHypothesisRun): HypothesisRunSummary {
  return {
    id: saved.id,
    title: saved.title,
    mode: saved.input.mode,
    hypotheses: saved.result.hypotheses.length,
    createdAt: saved.createdAt,
    updatedAt: saved.updatedAt,
  }
}

/** A run the stream just saved: cached as itself, and first in My hypotheses without waiting for a refetch. */
export function useRememberRun() {
  const queryClient = useQueryClient()
  return (saved: SavedHypothesisRun) => {
    queryClient.setQueryData(hypothesisKeys.run(saved.id), saved)
    queryClient.setQueryData<RunList>(hypothesisKeys.list(), (list) =>
      list ? { runs: [summaryOf(saved), ...list.runs.filter((run) => run.id !== saved.id)] } : list,
    )
    void queryClient.invalidateQueries({ queryKey: hypothesisKeys.list(), exact: true })
  }
}

export function useDeleteRun() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (runId: string) => callApi('deleteHypothesisRun', { params: { runId } }),
    onSuccess: (_answer, runId) => {
      queryClient.removeQueries({ queryKey: hypothesisKeys.run(runId) })
      queryClient.setQueryData<RunList>(hypothesisKeys.list(), (list) =>
        list ? { runs: list.runs.filter((run) => run.id !== runId) } : list,
      )
      void queryClient.invalidateQueries({ queryKey: hypothesisKeys.list(), exact: true })
    },
  })
}

/** "Add to timeline": a research path holding the hypothesis as its one milestone (the timeline's own endpoint). */
export function useAddToTimeline() {
  return useMutation({ mutationFn: (input: SaveResearchPathInput) => callApi('createResearchPath', { json: input }) })
}

async function apiPath(name: 'generateHypotheses' | 'exportHypothesisRun', params?: Record<string, string>) {
  const { endpointRoutes } = await loadEndpointRoutes()
  return `/api${fillPath(endpointRoutes[name].path, params)}`
}

/** POST /api/hypotheses: resolves once the events have started; a refusal (401, 403, 429, 400) throws its ApiError. */
export async function generateHypotheses(
  input: HypothesisInput,
  signal: AbortSignal,
): Promise<AsyncGenerator<HypothesisEvent>> {
  return postForEvents(await apiPath('generateHypotheses'), input, HypothesisEventSchema, signal)
}

export const EXPORT_EXTENSIONS: Record<HypothesisExportFormat, string> = { markdown: 'md', bibtex: 'bib', ris: 'ris' }

/** The file name the server gives (Content-Disposition), or one made from the title. */
export function exportFileName(disposition: string | null, title: string, format: HypothesisExportFormat): string {
  const given = disposition?.match(/filename\*=UTF-8''([^;]+)|filename="?([^";]+)"?/i)
  const name = given?.[1] ? decodeURIComponent(given[1]) : given?.[2]
  if (name) return name
  const base =
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'hypotheses'
  return `${base}.${EXPORT_EXTENSIONS[format]}`
}

/** GET /api/hypotheses/:runId/export/:format, saved as a file through downloadFile. */
export async function downloadRunExport(runId: string, format: HypothesisExportFormat, title: string) {
  const response = await fetchFromApi(await apiPath('exportHypothesisRun', { runId, format }), {
    method: 'GET',
    accept: '*/*',
  })
  if (!response.ok) throw await apiErrorOf(response)
  downloadFile(await response.blob(), exportFileName(response.headers.get('content-disposition'), title, format))
}
