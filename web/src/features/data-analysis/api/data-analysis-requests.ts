import { useMutation } from '@tanstack/react-query'
import type { AnalyseForm, AnalysisReport, DatasetSummary } from '#shared/contract/data-analysis'
import { ApiError, apiErrorOf } from '../../../lib/api-client'

/** The file and, for an analysis, the request as one multipart form; nothing is kept on the server. */
async function sendUpload<Answer>(path: 'inspect' | 'analyse', file: File, form?: AnalyseForm): Promise<Answer> {
  const body = new FormData()
  body.set('file', file)
  if (form) body.set('analysis', JSON.stringify(form))
  let response: Response
  try {
    response = await fetch(`/api/data-analysis/${path}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
      body,
    })
  } catch {
    throw new ApiError(0, 'UPSTREAM_FAILED', 'Could not reach Lodestar. Check your connection and try again.')
  }
  if (!response.ok) throw await apiErrorOf(response)
  return (await response.json()) as Answer
}

export function useInspectDataset() {
  return useMutation({ mutationFn: (file: File) => sendUpload<DatasetSummary>('inspect', file) })
}

export function useAnalyseDataset() {
  return useMutation({
    mutationFn: ({ file, form }: { file: File; form: AnalyseForm }) =>
      sendUpload<AnalysisReport>('analyse', file, form),
  })
}
