import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { Researcher, ResearcherCard, SavedResearchersResponse } from '#shared/contract/researchers'
import { callApi } from './api-client'

/*
 * The member's saved researchers, which two features fill: researcher discovery and the collaboration finder. The
 * query key and the save call live here so both update the same list.
 */

export const savedResearchersKey = ['researchers', 'saved'] as const

export const savedResearchersQuery = () =>
  queryOptions({
    queryKey: savedResearchersKey,
    queryFn: ({ signal }) => callApi('savedResearchers', {}, { signal }),
  })

/** The card as the server keeps it: a researcher shown in a list carries more than the card. */
export function researcherCardOf(researcher: Researcher | ResearcherCard): ResearcherCard {
  const {
    id,
    display_name,
    institution_name,
    country,
    works_count,
    cited_by_count,
    h_index,
    concepts,
    orcid,
    profileWarning,
  } = researcher
  return {
    id,
    display_name,
    institution_name,
    country,
    works_count,
    cited_by_count,
    h_index,
    concepts,
    orcid,
    profileWarning,
  }
}

export type SaveToggle = { researcher: Researcher | ResearcherCard; save: boolean }

export async function saveOrUnsaveResearcher({ researcher, save }: SaveToggle): Promise<void> {
  const params = { researcherId: researcher.id }
  if (save) await callApi('saveResearcher', { params, json: researcherCardOf(researcher) })
  else await callApi('unsaveResearcher', { params })
}

/** Shows the change in the saved list at once; returns what to put back if the server refuses. */
export async function showSavedAtOnce(
  queryClient: ReturnType<typeof useQueryClient>,
  { researcher, save }: SaveToggle,
): Promise<SavedResearchersResponse | undefined> {
  await queryClient.cancelQueries({ queryKey: savedResearchersKey })
  const saved = queryClient.getQueryData<SavedResearchersResponse>(savedResearchersKey)
  if (saved) {
    const others = saved.researchers.filter((entry) => entry.id !== researcher.id)
    queryClient.setQueryData<SavedResearchersResponse>(savedResearchersKey, {
      researchers: save
        ? [{ ...researcherCardOf(researcher), isSaved: true, savedAt: new Date().toISOString() }, ...others]
        : others,
    })
  }
  return saved
}

/** Save or unsave a researcher, shown at once in the saved list and rolled back if the server refuses. */
export function useToggleSavedResearcherCard() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveOrUnsaveResearcher,
    onMutate: (toggle) => showSavedAtOnce(queryClient, toggle),
    onError: (_error, _toggle, saved) => {
      if (saved) queryClient.setQueryData(savedResearchersKey, saved)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedResearchersKey }),
  })
}

/** The toast after a save or an unsave, the same wherever it happens. */
export function savedToggleMessage(name: string, save: boolean): { title: string; description: string } {
  return save
    ? { title: 'Researcher Saved', description: `${name} is in your Saved Researchers.` }
    : { title: 'Researcher Removed', description: `${name} is no longer in your Saved Researchers.` }
}
