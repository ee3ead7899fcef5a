import { useQuery } from '@tanstack/react-query'
import { Database, GraduationCap, LockKeyhole } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { ASSESSMENT_STEPS } from '#shared/contract/college-options'
import type { AssessmentResponse, CollegeAnswers } from '#shared/contract/colleges'
import { LoadFailedCard } from '../../../components/load-failed-card'
import { Button, ButtonLink } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { Spinner } from '../../../components/ui/spinner'
import { useSession } from '../../session/api/session-queries'
import { assessmentQuery, useMatchColleges, useResetAssessment, useSaveAssessment } from '../api/colleges-queries'
import { EMPTY_ANSWERS } from '../assessment-rules'
import { AssessmentSteps } from './assessment-steps'
import { CollegeResults } from './college-results'

/** The `?tab=college` body of the home page: the assessment for members, a sign-in prompt for visitors. */
export function CollegeAssessment() {
  const { me, isLoading } = useSession()
  if (me) return <AssessmentWorkspace />
  if (isLoading) return <Spinner label="Loading..." />
  return (
    <Card className="mx-auto max-w-xl p-8 text-center" data-testid="college-sign-in">
      <LockKeyhole aria-hidden="true" className="mx-auto h-10 w-10 text-brand-700" />
      <h2 className="mt-3 text-xl font-semibold text-slate-900">Sign In Required</h2>
      <p className="mt-2 text-slate-700">Please sign in to take the college assessment.</p>
      <ButtonLink to="/auth" className="mt-5">
        Sign In to Continue
      </ButtonLink>
    </Card>
  )
}

function AssessmentWorkspace() {
  const assessment = useQuery(assessmentQuery())
  if (assessment.isPending) return <Spinner label="Loading your assessment..." />
  if (assessment.isError)
    return (
      <LoadFailedCard
        message={`Your assessment could not be loaded: ${assessment.error.message}`}
        isRetrying={assessment.isFetching}
        onRetry={() => void assessment.refetch()}
      />
    )
  if (assessment.data.dataset.institutions === 0) return <NoData command={assessment.data.dataset.importCommand} />
  // Keyed by the first load only: later saves update the cache without resetting what is on screen.
  return <AssessmentFlow initial={assessment.data} />
}

function NoData({ command }: { command: string }) {
  return (
    <Card className="p-6 sm:p-8" data-testid="college-no-data">
      <Database aria-hidden="true" className="h-8 w-8 text-brand-700" />
      <h2 className="mt-3 text-xl font-semibold text-slate-900">No college data imported</h2>
      <p className="mt-2 text-slate-700">
        The assessment matches you against the U.S. Department of Education’s College Scorecard, and no institution has
        been imported on this server yet. An administrator can run:
      </p>
      <pre className="mt-3 overflow-x-auto rounded-lg bg-slate-900 p-3 text-sm text-white">
        <code>{command}</code>
      </pre>
      <p className="mt-2 text-sm text-slate-600">
        or set <code>COLLEGE_DATA</code> to that file and restart the server.
      </p>
    </Card>
  )
}

type Phase = 'intro' | 'steps' | 'generating' | 'results' | 'failed'

const SAVE_DELAY_MS = 600

function AssessmentFlow({ initial }: { initial: AssessmentResponse }) {
  const [answers, setAnswers] = useState<CollegeAnswers>(initial.answers ?? EMPTY_ANSWERS)
  const [step, setStep] = useState(Math.min(initial.step, ASSESSMENT_STEPS - 1))
  const [phase, setPhase] = useState<Phase>(
    initial.answers ? (initial.step >= ASSESSMENT_STEPS ? 'generating' : 'steps') : 'intro',
  )
  const save = useSaveAssessment()
  const reset = useResetAssessment()
  const match = useMatchColleges()
  const headingRef = useRef<HTMLDivElement>(null)

  // What is on screen is saved shortly after each change, so a reload or another device resumes it.
  const dirty = useRef(false)
  const { mutate: saveNow } = save
  useEffect(() => {
    if (!dirty.current || phase !== 'steps') return
    const timer = setTimeout(() => saveNow({ answers, step }), SAVE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [answers, step, phase, saveNow])

  const { mutate: runMatch } = match
  const generate = (current: CollegeAnswers) => {
    setPhase('generating')
    saveNow({ answers: current, step: ASSESSMENT_STEPS })
    runMatch({ answers: current }, { onSuccess: () => setPhase('results'), onError: () => setPhase('failed') })
  }

  // Resumed after the results were shown: match again rather than keep results that may be stale.
  const resumed = useRef(false)
  useEffect(() => {
    if (resumed.current || phase !== 'generating' || !match.isIdle) return
    resumed.current = true
    generate(answers)
  })

  useEffect(() => {
    headingRef.current?.focus({ preventScroll: false })
  }, [phase, step])

  const change = (next: CollegeAnswers) => {
    dirty.current = true
    setAnswers(next)
  }
  const move = (next: number) => {
    dirty.current = true
    setStep(next)
  }
  const clear = (then: Phase) => {
    dirty.current = false
    setAnswers(EMPTY_ANSWERS)
    setStep(0)
    match.reset()
    reset.mutate()
    setPhase(then)
  }

  return (
    <div ref={headingRef} tabIndex={-1} className="outline-none" data-testid="college-assessment">
      {phase === 'intro' && <Intro onStart={() => setPhase('steps')} />}
      {phase === 'steps' && (
        <AssessmentSteps
          step={step}
          answers={answers}
          onChange={change}
          onPrevious={() => move(Math.max(0, step - 1))}
          onNext={() => move(Math.min(ASSESSMENT_STEPS - 1, step + 1))}
          onReset={() => clear('steps')}
          onGenerate={() => generate(answers)}
        />
      )}
      {phase === 'generating' && <Generating />}
      {phase === 'failed' && (
        <Card className="p-6" role="alert">
          <h2 className="text-lg font-semibold text-slate-900">Recommendations could not be generated</h2>
          <p className="mt-2 text-slate-700">{match.error?.message ?? 'Please try again.'}</p>
          <div className="mt-4 flex gap-3">
            <Button onClick={() => generate(answers)}>Try again</Button>
            <Button variant="outline" onClick={() => setPhase('steps')}>
              Back to the questions
            </Button>
          </div>
        </Card>
      )}
      {phase === 'results' && match.data && (
        <CollegeResults
          result={match.data}
          answers={answers}
          onTakeAgain={() => clear('intro')}
          onRetake={() => clear('steps')}
        />
      )}
    </div>
  )
}

function Intro({ onStart }: { onStart: () => void }) {
  return (
    <Card className="p-6 text-center sm:p-10" data-testid="college-intro">
      <GraduationCap aria-hidden="true" className="mx-auto h-12 w-12 text-brand-700" />
      <h2 className="mt-3 text-2xl font-bold text-slate-900">College Assessment</h2>
      <p className="mx-auto mt-3 max-w-2xl text-slate-700">
        Four short steps about your interests, scores and preferences. We match your answers against every U.S.
        institution in the Department of Education’s College Scorecard and show how each match score was made: reach,
        match or safety, with the rule and the figures behind it.
      </p>
      <ol className="mx-auto mt-5 grid max-w-3xl gap-2 text-left text-sm text-slate-700 sm:grid-cols-2">
        <li>1. Academic interests, research areas and career goals</li>
        <li>2. GPA, SAT, ACT, graduation year and education level</li>
        <li>3. Locations, size, type, budget and campus environment</li>
        <li>4. Extracurriculars and anything else</li>
      </ol>
      <Button size="lg" className="mt-6" onClick={onStart}>
        Start Assessment
      </Button>
    </Card>
  )
}

function Generating() {
  return (
    <Card className="p-8 text-center" data-testid="college-generating">
      <h2 className="text-xl font-semibold text-slate-900">Generating your recommendations...</h2>
      <p className="mt-2 text-slate-700">Matching your answers against the College Scorecard.</p>
      <div
        role="progressbar"
        aria-label="Generating recommendations"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={75}
        className="mx-auto mt-5 h-2 max-w-md overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full w-3/4 rounded-full bg-brand-700" />
      </div>
    </Card>
  )
}
