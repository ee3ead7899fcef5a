import { useId, type KeyboardEvent, type Ref } from 'react'
import type { ProfilerDraft } from '#shared/contract/profiler'
import { PROFILER_QUESTIONS, PROFILER_TEXT_MAX, type ProfilerQuestion } from '#shared/contract/profiler-questions'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { Input, Textarea } from '../../../components/ui/form'
import { ProgressBar } from '../../../components/ui/progress-bar'
import { Select } from '../../../components/ui/select'
import { answerOf, canLeaveQuestion, progressPercent, questionAt, type QuestionErrors } from '../profiler-answers'

type QuestionStepProps = {
  step: number
  answers: ProfilerDraft
  errors: QuestionErrors
  /** why the last draft save failed; the answers stay on screen */
  saveError: string | null
  headingRef: Ref<HTMLHeadingElement>
  onAnswer: (question: ProfilerQuestion, value: string) => void
  onPrevious: () => void
  onNext: () => void
}

const LINKEDIN_MAX = 300

/** One question of the nine: where it stands, the labelled control, and Previous / Next (Analyze Profile at the end). */
export function QuestionStep(props: QuestionStepProps) {
  const { step, answers, errors, saveError, headingRef, onAnswer, onPrevious, onNext } = props
  const question = questionAt(step)
  const isLast = step === PROFILER_QUESTIONS.length - 1
  const canNext = canLeaveQuestion(answers, question)
  const percent = progressPercent(step)
  const position = `Question ${step + 1} of ${PROFILER_QUESTIONS.length}`
  return (
    <Card className="p-5 sm:p-8" data-testid="profiler-question">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-medium text-slate-700">{position}</p>
        <Badge>{percent}% complete</Badge>
      </div>
      <ProgressBar
        label="Questionnaire progress"
        percent={percent}
        valueText={`${position}, ${percent}% complete`}
        className="mt-3"
      />
      <QuestionControl
        key={question.id}
        question={question}
        value={answerOf(answers, question.id)}
        error={errors[question.id]}
        headingRef={headingRef}
        onChange={(value) => onAnswer(question, value)}
        onEnter={() => {
          if (canNext) onNext()
        }}
      />
      <div className="mt-6 flex items-center justify-between gap-3">
        <Button variant="outline" disabled={step === 0} onClick={onPrevious}>
          Previous
        </Button>
        <Button disabled={!canNext} onClick={onNext}>
          {isLast ? 'Analyze Profile' : 'Next'}
        </Button>
      </div>
      {saveError && (
        <div role="alert" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <p className="font-semibold">Your answers could not be saved.</p>
          <p className="mt-1">{saveError}</p>
          <p className="mt-1">They are still on this page; saving is tried again when you move to another question.</p>
        </div>
      )}
    </Card>
  )
}

type QuestionControlProps = {
  question: ProfilerQuestion
  value: string
  error: string | undefined
  headingRef: Ref<HTMLHeadingElement>
  onChange: (value: string) => void
  onEnter: () => void
}

function QuestionControl({ question, value, error, headingRef, onChange, onEnter }: QuestionControlProps) {
  const id = useId()
  const errorId = `${id}-error`
  const described = { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined }
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return
    event.preventDefault()
    onEnter()
  }
  return (
    <div className="mt-6 space-y-3">
      {/* The question is both the heading focus lands on and the control's label. */}
      <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-slate-900 outline-none">
        <label htmlFor={id}>{question.question}</label>
      </h2>
      {question.type === 'textarea' && (
        <Textarea
          id={id}
          rows={4}
          value={value}
          placeholder={question.placeholder}
          maxLength={PROFILER_TEXT_MAX}
          onChange={(event) => onChange(event.target.value)}
          {...described}
        />
      )}
      {question.type === 'input' && (
        <Input
          id={id}
          type={question.id === 'linkedin_url' ? 'url' : 'text'}
          inputMode={question.id === 'linkedin_url' ? 'url' : undefined}
          autoComplete={question.id === 'linkedin_url' ? 'url' : undefined}
          value={value}
          placeholder={question.placeholder}
          maxLength={question.id === 'linkedin_url' ? LINKEDIN_MAX : PROFILER_TEXT_MAX}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={handleKeyDown}
          {...described}
        />
      )}
      {question.type === 'select' && (
        <Select id={id} value={value} onChange={(event) => onChange(event.target.value)} {...described}>
          <option value="" disabled>
            {question.placeholder}
          </option>
          {question.options?.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </Select>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
