import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { Me } from '#shared/contract/account'
import type { Researcher } from '#shared/contract/researchers'
import { useToast } from '../../../components/toast'
import { Spinner } from '../../../components/ui/spinner'
import { Tabs } from '../../../components/ui/tabs'
import { errorMessage } from '../../../lib/api-client'
import { useSession } from '../../session/api/session-queries'
import { savedResearchersQuery, savedToggleMessage } from '../../../lib/saved-researchers'
import { useToggleSavedResearcher } from '../api/researchers-queries'
import { useResearcherSearch } from '../hooks/use-researcher-search'
import { useSignedOutHandler } from '../hooks/use-signed-out-handler'
import { ResearcherDiscoveryPreview } from './researcher-discovery-preview'
import { ResearcherSearchForm } from './researcher-search-form'
import { ResearcherSearchResults } from './researcher-search-results'
import { SavedResearchers } from './saved-researchers'
import { SearchQuotaLine } from './search-quota-line'

export { ResearcherDiscoveryPreview }

/** The Global Research Discovery tab: search, saved researchers, and for visitors a preview. */
export function ResearcherDiscovery() {
  const { me, isLoading } = useSession()
  if (me) return <DiscoveryWorkspace me={me} />
  if (isLoading) return <Spinner label="Loading..." />
  return <ResearcherDiscoveryPreview />
}

/** The search state lives here, above the tabs, so switching to Saved Researchers and back keeps it. */
function DiscoveryWorkspace({ me }: { me: Me }) {
  const [view, setView] = useState<'researcher-search' | 'saved-researchers'>('researcher-search')
  const savedCount = useQuery(savedResearchersQuery()).data?.researchers.length
  const toggleSave = useToggleSavedResearcher()
  const toast = useToast()
  const handleSignedOut = useSignedOutHandler()
  const searchState = useResearcherSearch()

  const handleToggleSave = (researcher: Researcher) => {
    const save = !researcher.isSaved
    toggleSave.mutate(
      { researcher, save },
      {
        onSuccess: () => toast({ ...savedToggleMessage(researcher.display_name, save), variant: 'success' }),
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
  const savingId = toggleSave.isPending ? toggleSave.variables.researcher.id : null

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
            panel: (
              <div className="space-y-5">
                <ResearcherSearchForm state={searchState} />
                <ResearcherSearchResults state={searchState} onToggleSave={handleToggleSave} savingId={savingId} />
              </div>
            ),
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
