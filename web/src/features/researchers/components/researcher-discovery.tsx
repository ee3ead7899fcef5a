import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query'
import { Lock, Search, X } from 'lucide-react'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import type { Me } from '../../../../../shared/contract/account'
import type { Researcher, ResearcherSort } from '../../../../../shared/contract/researchers'
import { FREE_DAILY_LIMITS, QUOTA_EXCEEDED_MESSAGES } from '../../../../../shared/plans'
import { useToast } from '../../../components/toast'
import { Button, ButtonLink } from '../../../components/ui/button'
import { Input } from '../../../components/ui/form'
import { Spinner } from '../../../components/ui/spinner'
import { Tabs } from '../../../components/ui/tabs'
import { ApiError, errorMessage } from '../../../lib/api-client'
import { cn } from '../../../lib/cn'
import { sessionKeys, useSession } from '../../session/api/session-queries'
import {
  recordSearchQuota,
  researcherKeys,
  researcherSearchQuery,
  savedResearchersQuery,
  useToggleSavedResearcher,
} from '../api/researchers-queries'
import { ResearcherCard, ResearcherCardSkeleton, researcherHeadingId } from './researcher-card'
import { SavedResearchers } from './saved-researchers'

export const SEARCH_DEBOUNCE_MS = 500
export const POPULAR_AREAS = [
  'Artificial Intelligence',
  'Machine Learning',
  'Computer Science',
  'Data Science',
  'Biotechnology',
  'Physics',
  'Engineering',
]
const SORT_OPTIONS: { value: ResearcherSort; label: string }[] = [
  { value: 'citations', label: 'Citations' },
  { value: 'works', label: 'Publications' },
  { value: 'h_index', label: 'h-index' },
]
const sortLabel = (sortBy: ResearcherSort) => SORT_OPTIONS.find((option) => option.value === sortBy)?.label ?? sortBy
const SEARCH_ERROR_FALLBACK = 'Failed to fetch researchers. Please try again.'
const SIGN_IN_REQUIRED = {
  title: 'Sign In Required',
  description: 'Please sign in to access the researcher discovery tool.',
}

const isSignedOut = (error: unknown) => error instanceof ApiError && error.code === 'UNAUTHORIZED'

/**
 * A session that ended elsewhere (signed out in another tab, expired) shows up as a 401 mid-search:
 * say so and drop the stale session; the route guard then opens sign-in, which comes back here after.
 */
function useSignedOutHandler() {
  const queryClient = useQueryClient()
  const toast = useToast()
  return (error: unknown): boolean => {
    if (!isSignedOut(error)) return false
    toast({ ...SIGN_IN_REQUIRED, variant: 'destructive' })
    queryClient.setQueryData(sessionKeys.me(), null)
    return true
  }
}

type Submitted = { query: string; sortBy: ResearcherSort }

/** The Global Research Discovery tab: search, saved researchers, and for visitors a preview. */
export function ResearcherDiscovery() {
  const { me, isLoading } = useSession()
  if (me) return <DiscoveryWorkspace me={me} />
  if (isLoading) return <Spinner label="Loading..." />
  return <ResearcherDiscoveryPreview />
}

function SearchQuotaLine({ me }: { me: Me }) {
  const usage = me.quota.usage.find((entry) => entry.kind === 'researcherSearch')
  if (!usage || usage.limit === null) {
    return (
      <p data-testid="search-quota" className="text-sm font-medium text-emerald-800">
        Unlimited searches
      </p>
    )
  }
  const left = Math.max(0, usage.limit - usage.used)
  const warn = usage.used >= usage.limit - 1
  return (
    <p
      data-testid="search-quota"
      className={cn(
        'rounded-lg border px-3 py-1.5 text-sm sm:max-w-md',
        warn ? 'border-amber-300 bg-amber-50 text-amber-950' : 'border-slate-200 bg-white text-slate-700',
      )}
    >
      {left} of {usage.limit} free searches left today — resets at midnight UTC
      {left === 0 && (
        <>
          {' · '}
          <Link to="/pricing" className="font-medium whitespace-nowrap underline underline-offset-2">
            Upgrade for unlimited
          </Link>
        </>
      )}
    </p>
  )
}

function DiscoveryWorkspace({ me }: { me: Me }) {
  const [view, setView] = useState<'researcher-search' | 'saved-researchers'>('researcher-search')
  const savedCount = useQuery(savedResearchersQuery()).data?.researchers.length
  const toggleSave = useToggleSavedResearcher()
  const toast = useToast()
  const handleSignedOut = useSignedOutHandler()
  const searchState = useSearchState()

  const handleToggleSave = (researcher: Researcher) => {
    const save = !researcher.isSaved
    toggleSave.mutate(
      { researcher, save },
      {
        onSuccess: () =>
          toast({
            title: save ? 'Researcher Saved' : 'Researcher Removed',
            description: save
              ? `${researcher.display_name} is in your Saved Researchers.`
              : `${researcher.display_name} is no longer in your Saved Researchers.`,
            variant: 'success',
          }),
        onError: (error) => {
          if (!handleSignedOut(error))
            toast({
              title: 'Error',
              description: errorMessage(error, 'Could not update your saved researchers.'),
              variant: 'destructive',
            })
        },
      },
    )
  }
  const savingId = toggleSave.isPending ? (toggleSave.variables?.researcher.id ?? null) : null

  return (
    <section aria-labelledby="discovery-heading" className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="discovery-heading" className="text-2xl font-bold text-slate-900">
            Global Research Discovery
          </h2>
          <p className="mt-1 max-w-2xl text-slate-700">
            Find the people who work on a topic, from OpenAlex’s open catalogue of authors and works, or look someone up
            by name.
          </p>
        </div>
        <SearchQuotaLine me={me} />
      </div>
      <Tabs
        label="Researcher discovery views"
        selected={view}
        onSelect={(id) => setView(id === 'saved-researchers' ? 'saved-researchers' : 'researcher-search')}
        tabs={[
          {
            id: 'researcher-search',
            label: 'Search',
            panel: <ResearcherSearch state={searchState} onToggleSave={handleToggleSave} savingId={savingId} />,
          },
          {
            id: 'saved-researchers',
            label: savedCount === undefined ? 'Saved Researchers' : `Saved Researchers (${savedCount})`,
            panel: (
              <SavedResearchers
                onToggleSave={handleToggleSave}
                savingId={savingId}
                onStartSearching={() => setView('researcher-search')}
              />
            ),
          },
        ]}
      />
    </section>
  )
}

/** Kept above the tabs, so switching to Saved Researchers and back keeps the search. */
function useSearchState() {
  const [draft, setDraft] = useState('')
  const [sortBy, setSortBy] = useState<ResearcherSort>('citations')
  const [submitted, setSubmitted] = useState<Submitted | null>(null)
  return { draft, setDraft, sortBy, setSortBy, submitted, setSubmitted }
}
type SearchState = ReturnType<typeof useSearchState>

type ResearcherSearchProps = {
  state: SearchState
  onToggleSave: (researcher: Researcher) => void
  savingId: string | null
}

function ResearcherSearch({ state, onToggleSave, savingId }: ResearcherSearchProps) {
  const { draft, setDraft, sortBy, setSortBy, submitted, setSubmitted } = state
  const queryClient = useQueryClient()
  const toast = useToast()
  const handleSignedOut = useSignedOutHandler()
  const inputId = useId()
  const sortId = useId()
  const submittedRef = useRef(submitted)
  // Set by a search the user started; the next settled first page then toasts its outcome.
  const announceRef = useRef(false)
  const [focusIndex, setFocusIndex] = useState<number | null>(null)

  const search = useInfiniteQuery({
    ...researcherSearchQuery(submitted?.query ?? '', submitted?.sortBy ?? 'citations'),
    enabled: submitted !== null,
  })
  const pages = search.data?.pages ?? []
  const researchers = pages.flatMap((page) => page.researchers)
  const total = pages[0]?.total ?? 0
  const lastQuota = pages.at(-1)?.quota

  const runSearch = (query: string, sort: ResearcherSort, explicit: boolean) => {
    const trimmed = query.trim()
    if (!trimmed) return
    const current = submittedRef.current
    if (current && current.query === trimmed && current.sortBy === sort) {
      if (!explicit) return
      announceRef.current = true
      const key = researcherKeys.search(trimmed, sort)
      // Already on its way (the debounce fired first): a second request would only race the first.
      if (queryClient.isFetching({ queryKey: key, exact: true }) > 0) return
      // Searching again for the same thing starts over from page 1.
      void queryClient.resetQueries({ queryKey: key, exact: true })
      return
    }
    announceRef.current = true
    submittedRef.current = { query: trimmed, sortBy: sort }
    setSubmitted(submittedRef.current)
  }

  useEffect(() => {
    if (!draft.trim()) return
    const timer = setTimeout(() => runSearch(draft, sortBy, false), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
    // runSearch reads refs only: the debounce restarts when, and only when, the query or the sort changes.
  }, [draft, sortBy])

  useEffect(() => {
    if (lastQuota) recordSearchQuota(queryClient, lastQuota)
  }, [lastQuota, queryClient])

  useEffect(() => {
    if (!announceRef.current || submitted === null || search.isFetching) return
    const firstPage = search.data?.pages[0]
    if (search.isError && !search.isFetchNextPageError) {
      announceRef.current = false
      const error = search.error
      if (handleSignedOut(error)) return
      if (error instanceof ApiError && error.code === 'RATE_LIMITED') {
        const limit = FREE_DAILY_LIMITS.researcherSearch
        recordSearchQuota(queryClient, { used: limit, limit })
        toast({
          title: QUOTA_EXCEEDED_MESSAGES.researcherSearch.title,
          description: error.message,
          variant: 'destructive',
        })
      } else {
        toast({
          title: 'Search Error',
          description: errorMessage(error, SEARCH_ERROR_FALLBACK),
          variant: 'destructive',
        })
      }
    } else if (search.isSuccess && firstPage) {
      announceRef.current = false
      toast({ title: 'Researchers Loaded', description: `Found ${firstPage.total} researchers`, variant: 'success' })
    }
  }, [
    search.isFetching,
    search.isError,
    search.isSuccess,
    search.isFetchNextPageError,
    search.error,
    search.data,
    submitted,
    queryClient,
    toast,
  ])

  useEffect(() => {
    if (focusIndex === null) return
    const target = researchers[focusIndex]
    if (target) document.getElementById(researcherHeadingId(target.id))?.focus()
    setFocusIndex(null)
  }, [focusIndex, researchers])

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    runSearch(draft, sortBy, true)
  }

  const handleArea = (area: string) => {
    setDraft(area)
    runSearch(area, sortBy, true)
  }

  const handleClear = () => {
    setDraft('')
    submittedRef.current = null
    announceRef.current = false
    setSubmitted(null)
    document.getElementById(inputId)?.focus()
  }

  const handleLoadMore = async () => {
    const before = researchers.length
    const result = await search.fetchNextPage()
    if (result.isError) {
      if (handleSignedOut(result.error)) return
      toast({
        title: 'Search Error',
        description: errorMessage(result.error, SEARCH_ERROR_FALLBACK),
        variant: 'destructive',
      })
    } else if ((result.data?.pages.flatMap((page) => page.researchers).length ?? 0) > before) {
      setFocusIndex(before)
    }
  }

  const hasSearch = submitted !== null || draft !== ''
  const limitReached = search.error instanceof ApiError && search.error.code === 'RATE_LIMITED'

  return (
    <div className="space-y-5">
      <form
        role="search"
        aria-label="Researchers"
        onSubmit={handleSubmit}
        className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      >
        <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
          <div className="flex-1 space-y-1.5">
            <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
              Search researchers by topic or name
            </label>
            <div className="relative">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-500"
              />
              <Input
                id={inputId}
                type="search"
                name="query"
                placeholder="machine learning"
                autoComplete="off"
                maxLength={200}
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
                className="pl-9"
              />
            </div>
          </div>
          <div className="space-y-1.5 lg:w-44">
            <label htmlFor={sortId} className="block text-sm font-medium text-slate-800">
              Sort by
            </label>
            <select
              id={sortId}
              value={sortBy}
              onChange={(event) => setSortBy(event.target.value as ResearcherSort)}
              className="block h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
            >
              {SORT_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <div className="flex gap-2">
            <Button type="submit" className="flex-1 lg:flex-none" disabled={!draft.trim()}>
              <Search aria-hidden="true" className="h-4 w-4" /> Search
            </Button>
            {hasSearch && (
              <Button variant="outline" className="flex-1 lg:flex-none" onClick={handleClear}>
                <X aria-hidden="true" className="h-4 w-4" /> Clear Search
              </Button>
            )}
          </div>
        </div>
        <div className="mt-4">
          <p id={`${inputId}-areas`} className="text-xs font-medium text-slate-600">
            Popular research areas
          </p>
          <ul aria-labelledby={`${inputId}-areas`} className="mt-2 flex flex-wrap gap-2">
            {POPULAR_AREAS.map((area) => (
              <li key={area}>
                <button
                  type="button"
                  onClick={() => handleArea(area)}
                  className="rounded-full border border-slate-300 bg-white px-3 py-1 text-sm text-slate-800 hover:border-brand-600 hover:bg-brand-50"
                >
                  {area}
                </button>
              </li>
            ))}
          </ul>
        </div>
      </form>

      <p role="status" className={cn('text-sm text-slate-700', !(submitted && search.isSuccess) && 'sr-only')}>
        {submitted === null
          ? ''
          : search.isPending && search.isFetching
            ? `Searching researchers for “${submitted.query}”…`
            : search.isSuccess
              ? total === 0
                ? `No researchers found for “${submitted.query}”.`
                : `Showing ${researchers.length} of ${total} researchers for “${submitted.query}”, by ${sortLabel(submitted.sortBy).toLowerCase()}.`
              : ''}
      </p>

      {submitted === null ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
          Type a topic such as <em>machine learning</em> or a researcher’s name, or pick a popular area.
        </div>
      ) : search.isPending ? (
        <ul aria-hidden="true" data-testid="researcher-skeletons" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {Array.from({ length: 6 }, (_, i) => (
            <ResearcherCardSkeleton key={i} />
          ))}
        </ul>
      ) : search.isError && researchers.length === 0 ? (
        <div
          className={cn(
            'rounded-xl border p-5',
            limitReached ? 'border-amber-300 bg-amber-50 text-amber-950' : 'border-red-200 bg-red-50 text-red-900',
          )}
        >
          <h3 className="font-semibold">
            {limitReached ? QUOTA_EXCEEDED_MESSAGES.researcherSearch.title : 'Search Error'}
          </h3>
          <p className="mt-1">{errorMessage(search.error, SEARCH_ERROR_FALLBACK)}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            {limitReached ? (
              <ButtonLink to="/pricing" size="sm">
                See Premium
              </ButtonLink>
            ) : (
              <Button size="sm" variant="outline" onClick={() => runSearch(submitted.query, submitted.sortBy, true)}>
                Retry
              </Button>
            )}
          </div>
        </div>
      ) : researchers.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <h3 className="font-semibold text-slate-900">No researchers found</h3>
          <p className="mt-1 text-slate-700">
            Try a broader topic, another spelling of the name, or one of the popular areas.
          </p>
        </div>
      ) : (
        <>
          <ul
            aria-label={`Researchers for ${submitted.query}`}
            className={cn('grid gap-4 md:grid-cols-2 xl:grid-cols-3', search.isRefetching && 'opacity-60')}
          >
            {researchers.map((researcher) => (
              <ResearcherCard
                key={researcher.id}
                researcher={researcher}
                onToggleSave={onToggleSave}
                isSaving={savingId === researcher.id}
              />
            ))}
          </ul>
          {search.isFetchNextPageError && (
            <p className="text-center text-sm text-red-800">{errorMessage(search.error, SEARCH_ERROR_FALLBACK)}</p>
          )}
          {search.hasNextPage && (
            <div className="flex justify-center">
              <Button
                variant="outline"
                size="lg"
                onClick={() => void handleLoadMore()}
                disabled={search.isFetchingNextPage}
              >
                {search.isFetchingNextPage
                  ? 'Loading more...'
                  : search.isFetchNextPageError
                    ? 'Retry Load More'
                    : 'Load More'}
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  )
}

const SAMPLE: Researcher[] = [
  {
    id: 'A1',
    display_name: 'Sample Researcher',
    institution_name: 'Example University',
    country: null,
    works_count: 120,
    cited_by_count: 5400,
    h_index: 32,
    concepts: [{ display_name: 'Machine Learning' }, { display_name: 'Computer Vision' }],
    orcid: null,
    profileWarning: null,
    isSaved: false,
  },
  {
    id: 'A2',
    display_name: 'Another Researcher',
    institution_name: 'Example Institute',
    country: null,
    works_count: 85,
    cited_by_count: 3100,
    h_index: 24,
    concepts: [{ display_name: 'Data Science' }, { display_name: 'Statistics' }],
    orcid: null,
    profileWarning: null,
    isSaved: false,
  },
  {
    id: 'A3',
    display_name: 'Third Researcher',
    institution_name: 'Example College',
    country: null,
    works_count: 60,
    cited_by_count: 1900,
    h_index: 19,
    concepts: [{ display_name: 'Biotechnology' }],
    orcid: null,
    profileWarning: null,
    isSaved: false,
  },
]

/** For visitors: a blurred, clearly fictional sample and the way in. */
export function ResearcherDiscoveryPreview() {
  return (
    <section
      aria-labelledby="discovery-preview-heading"
      className="relative overflow-hidden rounded-xl border border-slate-200 bg-white p-5"
    >
      <div
        aria-hidden="true"
        inert
        className="pointer-events-none max-h-96 overflow-hidden blur-sm select-none md:max-h-none"
      >
        <ul className="grid gap-4 md:grid-cols-3">
          {SAMPLE.map((researcher) => (
            <ResearcherCard key={researcher.id} researcher={researcher} onToggleSave={() => undefined} />
          ))}
        </ul>
      </div>
      <div className="absolute inset-0 flex items-center justify-center bg-white/60 p-4">
        <div className="max-w-md rounded-xl border border-slate-200 bg-white p-6 text-center shadow-lg">
          <Lock aria-hidden="true" className="mx-auto h-8 w-8 text-brand-700" />
          <h2 id="discovery-preview-heading" className="mt-3 text-xl font-semibold text-slate-900">
            Global Research Discovery
          </h2>
          <p className="mt-2 text-slate-700">
            Find researchers by topic or name, with their works, citations and h-index. The cards behind are a sample.
          </p>
          <ButtonLink to="/auth" className="mt-4">
            Sign In to Use
          </ButtonLink>
          <p className="mt-4 text-sm text-slate-700">
            <strong className="font-semibold">Free Account Limits:</strong> 5 searches per day for free users
          </p>
        </div>
      </div>
    </section>
  )
}
