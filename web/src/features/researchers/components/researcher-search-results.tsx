import { useEffect, useRef } from 'react'
import type { Researcher } from '#shared/contract/researchers'
import { QUOTA_EXCEEDED_MESSAGES } from '#shared/plans'
import { Button, ButtonLink } from '../../../components/ui/button'
import { errorMessage } from '../../../lib/api-client'
import { cn } from '../../../lib/cn'
import type { ResearcherSearchState } from '../hooks/use-researcher-search'
import { SEARCH_ERROR_FALLBACK, sortLabel } from '../search-options'
import { ResearcherCard, ResearcherCardSkeleton, researcherHeadingId } from './researcher-card'

type ResearcherSearchResultsProps = {
  state: Pick<
    ResearcherSearchState,
    'submitted' | 'search' | 'researchers' | 'total' | 'limitReached' | 'retry' | 'loadMore'
  >
  onToggleSave: (researcher: Researcher) => void
  savingId: string | null
}

/** What the search found: a status line for screen readers, then cards, an error, or an empty state. */
export function ResearcherSearchResults({ state, onToggleSave, savingId }: ResearcherSearchResultsProps) {
  const { submitted, search, researchers, total, limitReached } = state
  // After Load More, focus moves to the first new card, once it is on the page.
  const focusPendingRef = useRef<string | null>(null)

  useEffect(() => {
    const id = focusPendingRef.current
    const heading = id === null ? null : document.getElementById(researcherHeadingId(id))
    if (!heading) return
    focusPendingRef.current = null
    heading.focus()
  }, [researchers])

  const handleLoadMore = async () => {
    const firstNewId = await state.loadMore()
    if (firstNewId === null) return
    const heading = document.getElementById(researcherHeadingId(firstNewId))
    if (heading) heading.focus()
    else focusPendingRef.current = firstNewId
  }

  return (
    <>
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
              <Button size="sm" variant="outline" onClick={state.retry}>
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
    </>
  )
}
