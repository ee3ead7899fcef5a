import { useQuery } from '@tanstack/react-query'
import type { Researcher } from '#shared/contract/researchers'
import { Button } from '../../../components/ui/button'
import { errorMessage } from '../../../lib/api-client'
import { savedResearchersQuery } from '../../../lib/saved-researchers'
import { ResearcherCard, ResearcherCardSkeleton } from './researcher-card'

type SavedResearchersProps = {
  onToggleSave: (researcher: Researcher) => void
  savingId: string | null
  onStartSearching: () => void
}

export function SavedResearchers({ onToggleSave, savingId, onStartSearching }: SavedResearchersProps) {
  const { data, isPending, isError, error, refetch } = useQuery(savedResearchersQuery())

  if (isPending) {
    return (
      <div>
        <p role="status" className="sr-only">
          Loading saved researchers
        </p>
        <ul aria-hidden="true" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          <ResearcherCardSkeleton />
          <ResearcherCardSkeleton />
          <ResearcherCardSkeleton />
        </ul>
      </div>
    )
  }
  if (isError) {
    return (
      <div className="rounded-xl border border-red-200 bg-red-50 p-5 text-red-900">
        <p>{errorMessage(error, 'Could not load your saved researchers.')}</p>
        <Button size="sm" variant="outline" className="mt-3" onClick={() => void refetch()}>
          Retry
        </Button>
      </div>
    )
  }
  if (data.researchers.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
        <h3 className="font-semibold text-slate-900">No saved researchers yet</h3>
        <p className="mt-1 text-slate-700">
          Save researchers from your searches and they will wait for you here, on any device.
        </p>
        <Button variant="secondary" className="mt-4" onClick={onStartSearching}>
          Search researchers
        </Button>
      </div>
    )
  }
  return (
    <div>
      <p className="mb-3 text-sm text-slate-700">
        {data.researchers.length} saved researcher{data.researchers.length === 1 ? '' : 's'}, as they were when you
        saved them.
      </p>
      <ul aria-label="Saved researchers" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {data.researchers.map((researcher) => (
          <ResearcherCard
            key={researcher.id}
            researcher={researcher}
            onToggleSave={onToggleSave}
            isSaving={savingId === researcher.id}
          />
        ))}
      </ul>
    </div>
  )
}
