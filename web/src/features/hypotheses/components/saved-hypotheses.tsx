import { useQuery } from '@tanstack/react-query'
import type { HypothesisRunSummary } from '#shared/contract/hypotheses'
import { SavedRuns, type SavedRunItem } from '../../../components/saved-runs'
import { hypothesisRunsQuery, useDeleteRun } from '../api/hypotheses-api'

type Props = {
  selected: string | null
  isBusy: boolean
  onOpen: (runId: string) => void
  onDeleted: (runId: string) => void
}

function itemOf(run: HypothesisRunSummary): SavedRunItem {
  const count = run.hypotheses === 1 ? '1 hypothesis' : `${run.hypotheses} hypotheses`
  const mode = run.mode === 'closed' ? 'two ideas connected' : 'new hypotheses'
  return {
    id: run.id,
    title: run.title,
    subtitle: null,
    meta: `${count} · ${mode} · ${new Date(run.createdAt).toLocaleDateString()}`,
  }
}

/** My hypotheses: every saved run, newest first, to reopen or delete. */
export function SavedHypotheses({ selected, isBusy, onOpen, onDeleted }: Props) {
  const list = useQuery(hypothesisRunsQuery())
  const remove = useDeleteRun()
  return (
    <SavedRuns
      title="My hypotheses"
      description="Every run is kept here with its evidence; reopen one to read it again."
      plural="hypotheses"
      deletedTitle="Hypotheses Deleted"
      testId="saved-hypotheses"
      items={list.data?.runs.map(itemOf)}
      isPending={list.isPending}
      error={list.error}
      selected={selected}
      isBusy={isBusy}
      onOpen={onOpen}
      remove={(runId) => remove.mutateAsync(runId)}
      onDeleted={onDeleted}
    />
  )
}
