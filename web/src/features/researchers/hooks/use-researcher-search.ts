import '../../../lib/zod-without-eval'
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useEffectEvent, useRef, useState } from 'react'
import { ResearcherSortSchema, type ResearcherSort } from '#shared/contract/researchers'
import { QUOTA_EXCEEDED_MESSAGES } from '#shared/plans'
import { useToast } from '../../../components/toast'
import { ApiError, errorMessage } from '../../../lib/api-client'
import { useSearchParams } from '../../../lib/router'
import { researcherKeys, researcherSearchQuery } from '../api/researchers-queries'
import { SEARCH_DEBOUNCE_MS, SEARCH_ERROR_FALLBACK } from '../search-options'
import { useSignedOutHandler } from './use-signed-out-handler'

export type SubmittedSearch = { query: string; sortBy: ResearcherSort }

const MAX_RESTORED_PAGES = 10

/** The search a page's address holds (`q`, `sort`, `pages`), so a reload or a shared link shows it again. */
export function searchInAddress(params: URLSearchParams): { submitted: SubmittedSearch | null; pages: number } {
  const query = params.get('q')?.trim() ?? ''
  const sortBy = ResearcherSortSchema.options.find((option) => option === params.get('sort')) ?? 'citations'
  const pages = Math.min(MAX_RESTORED_PAGES, Math.max(1, Math.floor(Number(params.get('pages')) || 1)))
  return { submitted: query ? { query, sortBy } : null, pages }
}

/** The address's parameters with this search in them; other parameters (the home page's tab) are kept. */
export function withSearchInAddress(
  params: URLSearchParams,
  submitted: SubmittedSearch | null,
  pages: number,
): URLSearchParams {
  const next = new URLSearchParams(params)
  for (const key of ['q', 'sort', 'pages']) next.delete(key)
  if (submitted) {
    next.set('q', submitted.query)
    next.set('sort', submitted.sortBy)
    if (pages > 1) next.set('pages', String(pages))
  }
  return next
}

/**
 * The researcher search: what is typed, the sort, the search that runs (500 ms after typing stops, or
 * at once on submit), its pages, and a toast when a search the user started settles.
 */
export function useResearcherSearch() {
  const queryClient = useQueryClient()
  const toast = useToast()
  const handleSignedOut = useSignedOutHandler()
  const [params, setParams] = useSearchParams()
  const [restored] = useState(() => searchInAddress(params))
  const [draft, setDraft] = useState(restored.submitted?.query ?? '')
  const [sortBy, setSortBy] = useState<ResearcherSort>(restored.submitted?.sortBy ?? 'citations')
  const [submitted, setSubmitted] = useState<SubmittedSearch | null>(restored.submitted)
  const submittedRef = useRef(submitted)
  // Pages a restored search loads again, as far as its address said it had gone.
  const pagesToRestore = useRef(restored.pages)
  // Set by a search the user started; the next settled first page then toasts its outcome.
  const announceRef = useRef(false)

  const search = useInfiniteQuery({
    ...researcherSearchQuery(queryClient, submitted?.query ?? '', submitted?.sortBy ?? 'citations'),
    enabled: submitted !== null,
  })
  const pages = search.data?.pages ?? []
  const researchers = pages.flatMap((page) => page.researchers)

  const runSearch = (query: string, sort: ResearcherSort, explicit: boolean) => {
    const trimmed = query.trim()
    if (!trimmed) return
    const current = submittedRef.current
    if (current && current.query === trimmed && current.sortBy === sort) {
      if (!explicit) return
      announceRef.current = true
      pagesToRestore.current = 1
      const key = researcherKeys.search(trimmed, sort)
      // Already on its way (the debounce fired first): a second request would only race the first.
      if (queryClient.isFetching({ queryKey: key, exact: true }) > 0) return
      // Searching again for the same thing starts over from page 1.
      void queryClient.resetQueries({ queryKey: key, exact: true })
      return
    }
    announceRef.current = true
    pagesToRestore.current = 1
    submittedRef.current = { query: trimmed, sortBy: sort }
    setSubmitted(submittedRef.current)
  }

  const searchTyped = useEffectEvent(() => runSearch(draft, sortBy, false))
  // The debounce restarts when, and only when, the query or the sort changes.
  useEffect(() => {
    if (!draft.trim()) return
    const timer = setTimeout(searchTyped, SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [draft, sortBy])

  const { isFetching, isError, isSuccess, isFetchNextPageError, error, data } = search
  const loadedPages = pages.length
  const restoreNextPage = useEffectEvent(() => {
    if (isFetching || !search.hasNextPage || loadedPages === 0 || loadedPages >= pagesToRestore.current) return
    void search.fetchNextPage()
  })
  useEffect(() => restoreNextPage(), [loadedPages, isFetching])

  const writeAddress = useEffectEvent(() => {
    // Until a restored search has its pages back, the address keeps the count it came with.
    const shown = Math.max(loadedPages, pagesToRestore.current)
    const next = withSearchInAddress(params, submitted, shown)
    if (next.toString() !== params.toString()) setParams(next, { replace: true })
  })
  useEffect(() => writeAddress(), [submitted, loadedPages])
  const announceSettled = useEffectEvent(() => {
    if (!announceRef.current || submitted === null || isFetching) return
    const firstPage = data?.pages[0]
    if (isError && !isFetchNextPageError) {
      announceRef.current = false
      if (handleSignedOut(error)) return
      const limitReached = error instanceof ApiError && error.code === 'RATE_LIMITED'
      toast({
        title: limitReached ? QUOTA_EXCEEDED_MESSAGES.researcherSearch.title : 'Search Error',
        description: limitReached ? error.message : errorMessage(error, SEARCH_ERROR_FALLBACK),
        variant: 'destructive',
      })
    } else if (isSuccess && firstPage) {
      announceRef.current = false
      toast({ title: 'Researchers Loaded', description: `Found ${firstPage.total} researchers`, variant: 'success' })
    }
  })
  useEffect(() => announceSettled(), [isFetching, isError, isSuccess, isFetchNextPageError, error, data, submitted])

  const pick = (area: string) => {
    setDraft(area)
    runSearch(area, sortBy, true)
  }

  const clear = () => {
    pagesToRestore.current = 1
    setDraft('')
    submittedRef.current = null
    announceRef.current = false
    setSubmitted(null)
  }

  /** The next page; resolves to the id of its first researcher, or null when nothing was added. */
  const loadMore = async (): Promise<string | null> => {
    const before = researchers.length
    const result = await search.fetchNextPage()
    if (result.isError) {
      if (!handleSignedOut(result.error))
        toast({
          title: 'Search Error',
          description: errorMessage(result.error, SEARCH_ERROR_FALLBACK),
          variant: 'destructive',
        })
      return null
    }
    const all = result.data?.pages.flatMap((page) => page.researchers) ?? []
    return all[before]?.id ?? null
  }

  return {
    draft,
    setDraft,
    sortBy,
    setSortBy,
    submitted,
    search,
    researchers,
    total: pages[0]?.total ?? 0,
    limitReached: search.error instanceof ApiError && search.error.code === 'RATE_LIMITED',
    submit: () => runSearch(draft, sortBy, true),
    retry: () => {
      if (submitted) runSearch(submitted.query, submitted.sortBy, true)
    },
    pick,
    clear,
    loadMore,
  }
}

export type ResearcherSearchState = ReturnType<typeof useResearcherSearch>
