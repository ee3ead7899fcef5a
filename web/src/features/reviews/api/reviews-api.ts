import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import {
  ReviewEventSchema,
  type ReviewEvent,
  type ReviewExportFormat,
  type ReviewInput,
  type ReviewSummary,
  type SavedReview,
} from '#shared/contract/reviews'
import { fillPath } from '#shared/contract/shell-endpoint-routes'
import { apiErrorOf, fetchFromApi, callApi, loadEndpointRoutes } from '../../../lib/api-client'
import { downloadFile } from '../../../lib/download'
import { postForEvents } from '../../../lib/sse'

export const reviewKeys = {
  all: ['reviews'] as const,
  list: () => [...reviewKeys.all, 'list'] as const,
  review: (reviewId: string) => [...reviewKeys.all, 'one', reviewId] as const,
}

type ReviewList = { reviews: ReviewSummary[] }

export const reviewListQuery = () =>
  queryOptions({
    queryKey: reviewKeys.list(),
    queryFn: ({ signal }) => callApi('literatureReviews', {}, { signal }),
  })

export const reviewQuery = (reviewId: string) =>
  queryOptions({
    queryKey: reviewKeys.review(reviewId),
    queryFn: ({ signal }) => callApi('literatureReview', { params: { reviewId } }, { signal }),
  })

/** The summary My reviews lists for a review that was just made. */
export function summaryOf(saved: SavedReview): ReviewSummary {
  return {
    id: saved.id,
    title: saved.title,
    topic: saved.input.topic,
    works: saved.review.prisma.included,
    themes: saved.review.themes.length,
    createdAt: saved.createdAt,
    updatedAt: saved.updatedAt,
  }
}

/** A review the stream just saved: cached as itself, and first in My reviews without waiting for a refetch. */
export function useRememberReview() {
  const queryClient = useQueryClient()
  return (saved: SavedReview) => {
    queryClient.setQueryData(reviewKeys.review(saved.id), saved)
    queryClient.setQueryData<ReviewList>(reviewKeys.list(), (list) =>
      list ? { reviews: [summaryOf(saved), ...list.reviews.filter((review) => review.id !== saved.id)] } : list,
    )
    void queryClient.invalidateQueries({ queryKey: reviewKeys.list(), exact: true })
  }
}

export function useRenameReview() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ reviewId, title }: { reviewId: string; title: string }) =>
      callApi('renameLiteratureReview', { params: { reviewId }, json: { title } }),
    onSuccess: (summary) => {
      queryClient.setQueryData<ReviewList>(reviewKeys.list(), (list) =>
        list ? { reviews: list.reviews.map((review) => (review.id === summary.id ? summary : review)) } : list,
      )
      queryClient.setQueryData<SavedReview>(reviewKeys.review(summary.id), (saved) =>
        saved ? { ...saved, title: summary.title, updatedAt: summary.updatedAt } : saved,
      )
    },
  })
}

export function useDeleteReview() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (reviewId: string) => callApi('deleteLiteratureReview', { params: { reviewId } }),
    onSuccess: (_answer, reviewId) => {
      queryClient.removeQueries({ queryKey: reviewKeys.review(reviewId) })
      queryClient.setQueryData<ReviewList>(reviewKeys.list(), (list) =>
        list ? { reviews: list.reviews.filter((review) => review.id !== reviewId) } : list,
      )
      void queryClient.invalidateQueries({ queryKey: reviewKeys.list(), exact: true })
    },
  })
}

async function apiPath(name: 'generateLiteratureReview' | 'exportLiteratureReview', params?: Record<string, string>) {
  const { endpointRoutes } = await loadEndpointRoutes()
  return `/api${fillPath(endpointRoutes[name].path, params)}`
}

/** POST /api/reviews: resolves once the events have started; a refusal (401, 403, 429, 400) throws its ApiError. */
export async function generateReview(input: ReviewInput, signal: AbortSignal): Promise<AsyncGenerator<ReviewEvent>> {
  return postForEvents(await apiPath('generateLiteratureReview'), input, ReviewEventSchema, signal)
}

export const EXPORT_EXTENSIONS: Record<ReviewExportFormat, string> = {
  markdown: 'md',
  bibtex: 'bib',
  ris: 'ris',
  'csl-json': 'json',
  apa: 'txt',
  vancouver: 'txt',
}

/** The file name the server gives (Content-Disposition), or one made from the title. */
export function exportFileName(disposition: string | null, title: string, format: ReviewExportFormat): string {
  const given = disposition?.match(/filename\*=UTF-8''([^;]+)|filename="?([^";]+)"?/i)
  const name = given?.[1] ? decodeURIComponent(given[1]) : given?.[2]
  if (name) return name
  const base =
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'literature-review'
  const suffix = format === 'apa' || format === 'vancouver' ? `-${format}` : ''
  return `${base}${suffix}.${EXPORT_EXTENSIONS[format]}`
}

/** GET /api/reviews/:reviewId/export/:format, saved as a file through downloadFile. */
export async function downloadReviewExport(reviewId: string, format: ReviewExportFormat, title: string) {
  const response = await fetchFromApi(await apiPath('exportLiteratureReview', { reviewId, format }), {
    method: 'GET',
    accept: '*/*',
  })
  if (!response.ok) throw await apiErrorOf(response)
  downloadFile(await response.blob(), exportFileName(response.headers.get('content-disposition'), title, format))
}
