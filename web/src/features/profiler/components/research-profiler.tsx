import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState, type Ref } from 'react'
import type { ProfileAnalysis, ProfilerDraft, ProfilerState } from '#shared/contract/profiler'
import { PROFILER_QUESTIONS, type ProfilerQuestion } from '#shared/contract/profiler-questions'
import { LoadFailedCard } from '../../../components/load-failed-card'
import { useToast } from '../../../components/toast'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { Spinner, SpinnerIcon } from '../../../components/ui/spinner'
import { ApiError, errorMessage } from '../../../lib/api-client'
import { downloadFile } from '../../../lib/download'
import { profilerStateQuery, useAnalyzeProfile, useResetProfiler, useSaveProfilerDraft } from '../api/profiler-queries'
import { buildProfileMarkdown, PROFILE_EXPORT_FILE_NAME } from '../profile-export'
import {
  EMPTY_PROFILER_ANSWERS,
  firstQuestionWithError,
  questionErrorsOf,
  saveErrorText,
  toAnalysisInput,
  withAnswer,
  withoutError,
  type QuestionErrors,
} from '../profiler-answers'
import { ProfileResult } from './profile-result'
import { QuestionStep } from './profiler-question'

/** The profiler for a signed-in user: the saved draft or analysis is loaded first, so nothing typed is lost. */
export function ResearchProfiler() {
  const state = useQuery(profilerStateQuery())
  if (state.isPending) return <Spinner label="Loading your profile..." />
  if (state.isError)
    return (
      <LoadFailedCard
        message={`Your profile could not be loaded: ${state.error.message}`}
        isRetrying={state.isFetching}
        retryLabel="Retry"
        onRetry={() => void state.refetch()}
      />
    )
  // Built from the first load only: later saves update the cache without resetting what is on screen.
  return <ProfilerFlow initial={state.data} />
}

type Phase = 'answering' | 'analyzing' | 'failed' | 'results'

const TYPING_SAVE_DELAY_MS = 800

function ProfilerFlow({ initial }: { initial: ProfilerState }) {
  const [answers, setAnswers] = useState<ProfilerDraft>(initial.answers ?? EMPTY_PROFILER_ANSWERS)
  const [step, setStep] = useState(initial.step)
  const [analysis, setAnalysis] = useState<ProfileAnalysis | null>(initial.analysis)
  const [phase, setPhase] = useState<Phase>(initial.analysis ? 'results' : 'answering')
  const [errors, setErrors] = useState<QuestionErrors>({})
  const [saveError, setSaveError] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const save = useSaveProfilerDraft()
  const analyze = useAnalyzeProfile()
  const reset = useResetProfiler()
  const toast = useToast()

  // Focus follows the user's moves to the new heading, but is not taken from the page on the first load.
  const headingRef = useRef<HTMLHeadingElement>(null)
  const focusRequested = useRef(false)
  useEffect(() => {
    if (!focusRequested.current) return
    focusRequested.current = false
    headingRef.current?.focus()
  }, [phase, step])
  const show = (next: Phase) => {
    focusRequested.current = true
    setPhase(next)
  }

  // Saves go one after another, so an older step never lands after a newer one, and the analysis waits for them.
  const saving = useRef<Promise<void>>(Promise.resolve())
  const { mutateAsync: sendDraft } = save
  const saveDraft = (draft: ProfilerDraft, at: number) => {
    saving.current = saving.current.then(() =>
      sendDraft({ answers: draft, step: at }).then(
        () => setSaveError(null),
        (error: unknown) => {
          if (error instanceof ApiError) setErrors((current) => ({ ...current, ...questionErrorsOf(error.issues) }))
          setSaveError(saveErrorText(error))
        },
      ),
    )
  }

  // A typed answer is also saved shortly after the last change, so a reload before moving on keeps it.
  const typedSinceSave = useRef(false)
  useEffect(() => {
    if (!typedSinceSave.current || phase !== 'answering') return
    const timer = setTimeout(() => {
      typedSinceSave.current = false
      saveDraft(answers, step)
    }, TYPING_SAVE_DELAY_MS)
    return () => clearTimeout(timer)
    // saveDraft is rebuilt each render; the answers, the step and the phase are what decide a save.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answers, step, phase])

  const goTo = (next: number) => {
    typedSinceSave.current = false
    focusRequested.current = true
    setStep(next)
    saveDraft(answers, next)
  }

  const answer = (question: ProfilerQuestion, value: string) => {
    typedSinceSave.current = true
    setAnswers((current) => withAnswer(current, question, value))
    setErrors((current) => withoutError(current, question.id))
  }

  const { mutate: runAnalysis } = analyze
  const startAnalysis = async () => {
    show('analyzing')
    setFailure(null)
    await saving.current
    runAnalysis(toAnalysisInput(answers), {
      onSuccess: (state) => {
        if (!state.analysis) {
          setFailure('The server answered without an analysis.')
          show('failed')
          return
        }
        setAnalysis(state.analysis)
        show('results')
      },
      onError: (error) => {
        const byQuestion = error instanceof ApiError ? questionErrorsOf(error.issues) : {}
        const first = firstQuestionWithError(byQuestion)
        if (first !== null) {
          toast({
            title: 'Error',
            description: 'Some answers need a change before the analysis.',
            variant: 'destructive',
          })
          setErrors((current) => ({ ...current, ...byQuestion }))
          setStep(first)
          show('answering')
          return
        }
        toast({ title: 'Error', description: 'Failed to generate analysis. Please try again.', variant: 'destructive' })
        setFailure(errorMessage(error))
        show('failed')
        saveDraft(answers, step)
      },
    })
  }

  const retake = () =>
    reset.mutate(undefined, {
      onSuccess: () => {
        setAnswers(EMPTY_PROFILER_ANSWERS)
        setStep(0)
        setErrors({})
        setSaveError(null)
        setAnalysis(null)
        analyze.reset()
        show('answering')
      },
    })

  if (phase === 'results' && analysis)
    return (
      <ProfileResult
        analysis={analysis}
        headingRef={headingRef}
        isResetting={reset.isPending}
        resetError={reset.isError ? errorMessage(reset.error) : null}
        onRetake={retake}
        onExport={() =>
          downloadFile(
            buildProfileMarkdown(analysis, new Date()),
            PROFILE_EXPORT_FILE_NAME,
            'text/markdown;charset=utf-8',
          )
        }
      />
    )
  if (phase === 'analyzing') return <Analyzing headingRef={headingRef} />
  if (phase === 'failed')
    return (
      <Card className="p-6" role="alert" data-testid="profiler-failed">
        <h2 ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-slate-900 outline-none">
          Your profile could not be analyzed
        </h2>
        <p className="mt-2 text-slate-700">{failure}</p>
        <p className="mt-1 text-sm text-slate-700">Your answers are kept.</p>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          <Button onClick={() => void startAnalysis()}>Try again</Button>
          <Button variant="outline" onClick={() => show('answering')}>
            Back to the questions
          </Button>
        </div>
      </Card>
    )
  return (
    <QuestionStep
      step={step}
      answers={answers}
      errors={errors}
      saveError={saveError}
      headingRef={headingRef}
      onAnswer={answer}
      onPrevious={() => goTo(Math.max(0, step - 1))}
      onNext={() => (step === PROFILER_QUESTIONS.length - 1 ? void startAnalysis() : goTo(step + 1))}
    />
  )
}

function Analyzing({ headingRef }: { headingRef: Ref<HTMLHeadingElement> }) {
  return (
    <Card className="p-8 text-center" role="status" data-testid="profiler-analyzing">
      <div className="flex justify-center">
        <SpinnerIcon className="h-10 w-10" />
      </div>
      <h2 ref={headingRef} tabIndex={-1} className="mt-4 text-xl font-semibold text-slate-900 outline-none">
        Analyzing Your Profile
      </h2>
      <p className="mt-2 text-slate-700">
        Scoring your answers against the rubric and looking up journals and conferences that publish on your topic.
      </p>
    </Card>
  )
}
