import '../../../lib/zod-without-eval'
import { useQuery } from '@tanstack/react-query'
import { Lightbulb } from 'lucide-react'
import { useState, type Ref } from 'react'
import type { HypothesisInput, SavedHypothesisRun } from '#shared/contract/hypotheses'
import { ToolCard, ToolEmptyState } from '../../../components/premium-tool-layout'
import { useToast } from '../../../components/toast'
import { Spinner } from '../../../components/ui/spinner'
import { researchSourcesQuery } from '../../../lib/research-sources'
import { hypothesisRunQuery, useRememberRun } from '../api/hypotheses-api'
import { useHypothesisGeneration, type GenerationFailure } from '../hooks/use-hypothesis-generation'
import { hypothesisErrorToast } from '../hypothesis-errors'
import { emptyDraft, type HypothesisDraft } from '../hypothesis-form-model'
import { HypothesisForm } from './hypothesis-form'
import { HypothesisProgressList } from './hypothesis-progress-list'
import { HypothesisView } from './hypothesis-view'
import { SavedHypotheses } from './saved-hypotheses'
import { useFocusWhenShown } from '../../../lib/use-focus-when-shown'

/** The Hypothesis Generator; `enabled` is false behind the premium overlay, where nothing is fetched. */
export function HypothesisGenerator({ enabled }: { enabled: boolean }) {
  const [draft, setDraft] = useState<HypothesisDraft>(emptyDraft)
  const [runId, setRunId] = useState<string | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const resultFocus = useFocusWhenShown()
  const sourceStatus = useQuery({ ...researchSourcesQuery(), enabled })
  const remember = useRememberRun()
  const toast = useToast()

  const generation = useHypothesisGeneration({
    onDone: (saved: SavedHypothesisRun) => {
      remember(saved)
      setRunId(saved.id)
      const count = saved.result.hypotheses.length
      const summary = `${count === 1 ? '1 hypothesis' : `${count} hypotheses`} from ${saved.result.method.works} works.`
      setAnnouncement(`Hypotheses ready: ${summary}`)
      toast({ title: 'Hypotheses Generated', description: summary, variant: 'success' })
      // The result replaces the progress list: focus follows, so keyboard and screen-reader users land on it.
      resultFocus.request()
    },
    onFailed: (failure: GenerationFailure) => {
      setAnnouncement('The hypotheses could not be generated.')
      toast({ ...hypothesisErrorToast(failure), variant: 'destructive' })
    },
  })

  const handleSubmit = (input: HypothesisInput) => {
    setAnnouncement('')
    void generation.start(input)
  }

  return (
    <div className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <ToolCard title="Your research area" description="Where should the search for hypotheses start?">
          <HypothesisForm
            draft={draft}
            onDraftChange={setDraft}
            isBusy={generation.isRunning}
            sourceStatus={sourceStatus.data}
            sourceStatusFailed={sourceStatus.isError}
            onSubmit={handleSubmit}
            onBlank={() =>
              toast({
                title: 'Research Area Required',
                description: 'Please enter a research area for hypothesis generation.',
                variant: 'destructive',
              })
            }
          />
        </ToolCard>
        {enabled && (
          <SavedHypotheses
            selected={runId}
            isBusy={generation.isRunning}
            onOpen={(id) => {
              generation.dismiss()
              setRunId(id)
            }}
            onDeleted={(id) => {
              if (id === runId) setRunId(null)
            }}
          />
        )}
      </div>
      <ToolCard title="Research Hypotheses">
        <p role="status" className="sr-only">
          {announcement}
        </p>
        {generation.progress ? (
          <HypothesisProgressList
            progress={generation.progress}
            isRunning={generation.isRunning}
            onCancel={generation.cancel}
            footer={
              generation.wasCancelled && (
                <p className="mt-4 text-sm text-slate-700">
                  Cancelled: nothing was saved. Change the area or settings and generate again.
                </p>
              )
            }
          />
        ) : runId && enabled ? (
          <RunResult runId={runId} resultRef={resultFocus.ref} />
        ) : (
          <ToolEmptyState icon={Lightbulb}>
            Enter a research area and press Generate Hypotheses: H1 to H5, each with its evidence chain, how new it is
            and a way to test it, appear here.
          </ToolEmptyState>
        )}
      </ToolCard>
    </div>
  )
}

function RunResult({ runId, resultRef }: { runId: string; resultRef: Ref<HTMLDivElement> }) {
  const run = useQuery(hypothesisRunQuery(runId))
  if (run.isPending) return <Spinner label="Loading the hypotheses" />
  if (run.isError)
    return (
      <p role="alert" className="text-red-700">
        These hypotheses could not be loaded. Please try again.
      </p>
    )
  return <HypothesisView key={run.data.id} saved={run.data} ref={resultRef} />
}
