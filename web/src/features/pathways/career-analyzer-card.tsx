import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState } from 'react'
import {
  CAREER_SKILLS,
  CareerAnalysisSchema,
  PREFERENCE_RATING_MAX,
  RIASEC,
  SKILL_RATING_MAX,
  WORK_VALUES,
  type CareerAnalysis,
  type CareerAnswers,
  type CareerDraftAnswers,
  type CareerStep,
} from '#shared/contract/careers'
import { Button } from '../../components/ui/button'
import { Card, CardContent, CardHeader } from '../../components/ui/card'
import { Select } from '../../components/ui/select'
import { careerAssessmentQuery, useAnalyzeCareer, useSaveCareerAssessment } from './api/careers-api'
import { pathwayToolOutputQuery } from './api/pathways-queries'
import { useToolToasts } from './use-tool-toasts'
import { CareerResults } from './components/career-results'
import { ScrollBox } from './components/scroll-box'

const TOOL_TITLE = 'Career Path Analyzer'
const SAVE_DELAY_MS = 800
const EMPTY: CareerDraftAnswers = { skills: {}, interests: {}, values: {} }

type Part = keyof CareerDraftAnswers
const PARTS: { part: Part; step: Exclude<CareerStep, 'results'>; title: string; intro: string }[] = [
  {
    part: 'skills',
    step: 'skills',
    title: 'Skills',
    intro: `How strong is each skill today? 0 none, 1 basic … ${SKILL_RATING_MAX} expert.`,
  },
  {
    part: 'interests',
    step: 'interests',
    title: 'Interests',
    intro: `How much do you like each kind of work? 1 not at all … ${PREFERENCE_RATING_MAX} very much.`,
  },
  {
    part: 'values',
    step: 'values',
    title: 'Work values',
    intro: `How much does each matter to you in a job? 1 not at all … ${PREFERENCE_RATING_MAX} very much.`,
  },
]
const ITEMS: Record<Part, readonly { id: string; name: string; hint: string }[]> = {
  skills: CAREER_SKILLS,
  interests: RIASEC,
  values: WORK_VALUES,
}

function isComplete(answers: CareerDraftAnswers): answers is CareerAnswers {
  return PARTS.every(({ part }) =>
    ITEMS[part].every((item) => (answers[part] as Record<string, number>)[item.id] !== undefined),
  )
}

function answeredCount(answers: CareerDraftAnswers, part: Part): number {
  return Object.keys(answers[part]).length
}

/** The Career Path Analyzer's card (issue 30 §2): a resumable self-assessment, then the fit and the plan. */
export function CareerAnalyzerCard() {
  const toasts = useToolToasts(TOOL_TITLE)
  const state = useQuery(careerAssessmentQuery())
  const last = useQuery(pathwayToolOutputQuery('career-path-analyzer'))
  const save = useSaveCareerAssessment()
  const analyze = useAnalyzeCareer()
  const [answers, setAnswers] = useState<CareerDraftAnswers | null>(null)
  const [step, setStep] = useState<CareerStep>('skills')
  const [fresh, setFresh] = useState<CareerAnalysis | null>(null)
  const touched = useRef(false)
  const headingId = useId()
  const kept = last.data ? CareerAnalysisSchema.safeParse(last.data.output) : null
  const analysis = fresh ?? (kept?.success ? kept.data : null)
  const shown = answers ?? state.data?.answers ?? EMPTY
  const shownStep = answers ? step : (state.data?.step ?? 'skills')
  const { mutate: saveNow } = save

  // The answers are kept as the member moves, so the assessment can be left and taken up again.
  useEffect(() => {
    if (!touched.current || !answers) return
    const timer = setTimeout(() => saveNow({ answers, step }), SAVE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [answers, step, saveNow])

  const rate = (part: Part, id: string, value: number) => {
    touched.current = true
    setStep(shownStep)
    setAnswers({ ...shown, [part]: { ...shown[part], [id]: value } })
  }
  const goTo = (next: CareerStep) => {
    touched.current = true
    setAnswers(shown)
    setStep(next)
  }

  async function generate() {
    if (!isComplete(shown)) {
      toasts.inputRequired()
      return
    }
    try {
      setFresh(await analyze.mutateAsync({ answers: shown }))
      goTo('results')
      toasts.complete()
    } catch (error) {
      toasts.failed(error)
    }
  }

  const current = PARTS.find((entry) => entry.step === shownStep)
  const index = current ? PARTS.indexOf(current) : PARTS.length
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          {TOOL_TITLE}
        </h3>
        <p className="mt-1 text-sm text-slate-700">
          Rate your skills, interests and work values (about ten minutes; your answers are kept as you go). They are
          matched to O*NET occupations and the four career archetypes, with pay and outlook from the Bureau of Labor
          Statistics.
        </p>
        {state.data && !state.data.dataset && (
          <p role="note" className="mt-2 rounded-lg border border-amber-300 bg-amber-50 p-2 text-xs text-amber-950">
            The O*NET and BLS data are not imported on this server, so only the archetype fit can be given. An operator
            imports them with <code>{state.data.importCommand}</code>.
          </p>
        )}
      </CardHeader>
      <CardContent className="space-y-4">
        <ol aria-label="Assessment steps" className="flex flex-wrap gap-2 text-xs">
          {PARTS.map((entry, position) => (
            <li key={entry.step}>
              <button
                type="button"
                aria-current={entry.step === shownStep ? 'step' : undefined}
                onClick={() => goTo(entry.step)}
                className={
                  entry.step === shownStep
                    ? 'rounded-full bg-brand-700 px-3 py-1 font-medium text-white'
                    : 'rounded-full border border-slate-300 px-3 py-1 text-slate-700 hover:bg-slate-50'
                }
              >
                {position + 1}. {entry.title} ({answeredCount(shown, entry.part)}/{ITEMS[entry.part].length})
              </button>
            </li>
          ))}
        </ol>
        {current ? (
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-slate-900">{current.intro}</legend>
            <div className="max-h-[28rem] space-y-2 overflow-y-auto pr-1">
              {ITEMS[current.part].map((item) => {
                const value = (shown[current.part] as Record<string, number | undefined>)[item.id]
                const min = current.part === 'skills' ? 0 : 1
                const max = current.part === 'skills' ? SKILL_RATING_MAX : PREFERENCE_RATING_MAX
                const id = `career-${current.part}-${item.id}`
                return (
                  <div key={item.id} className="flex items-center justify-between gap-3 rounded-lg bg-slate-50 p-2">
                    <label htmlFor={id} className="min-w-0 text-sm">
                      <span className="font-medium text-slate-900">{item.name}</span>
                      <span className="block text-xs text-slate-600">{item.hint}</span>
                    </label>
                    <Select
                      id={id}
                      variant="compact"
                      value={value === undefined ? '' : String(value)}
                      onChange={(event) => rate(current.part, item.id, Number(event.target.value))}
                    >
                      <option value="" disabled>
                        Rate
                      </option>
                      {Array.from({ length: max - min + 1 }, (_, offset) => min + offset).map((rating) => (
                        <option key={rating} value={rating}>
                          {rating}
                        </option>
                      ))}
                    </Select>
                  </div>
                )
              })}
            </div>
            <div className="flex flex-wrap gap-2">
              {index > 0 && (
                <Button variant="outline" onClick={() => goTo(PARTS[index - 1]?.step ?? 'skills')}>
                  Back
                </Button>
              )}
              {index < PARTS.length - 1 ? (
                <Button variant="outline" onClick={() => goTo(PARTS[index + 1]?.step ?? 'values')}>
                  Next
                </Button>
              ) : null}
              <Button onClick={() => void generate()} disabled={analyze.isPending}>
                {analyze.isPending ? 'Generating Analysis...' : 'Generate'}
              </Button>
            </div>
          </fieldset>
        ) : (
          <Button variant="outline" onClick={() => goTo('skills')}>
            Change my answers
          </Button>
        )}
        <div aria-live="polite" aria-busy={analyze.isPending}>
          {analysis && (
            <ScrollBox label="Career analysis" className="max-h-[48rem]">
              <CareerResults analysis={analysis} />
            </ScrollBox>
          )}
        </div>
      </CardContent>
    </Card>
  )
}
