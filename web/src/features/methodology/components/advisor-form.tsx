import { Sparkles } from 'lucide-react'
import type { SyntheticEvent } from 'react'
import type { AdviceInput, StudyType } from '#shared/contract/methodology'
import { STUDY_TYPES } from '#shared/contract/methodology-options'
import { Button } from '../../../components/ui/button'
import { Field, Input, Textarea } from '../../../components/ui/form'
import { Spinner } from '../../../components/ui/spinner'
import { AIM_OPTIONS, ETHICS_OPTIONS, OUTCOME_OPTIONS, UNIT_OPTIONS } from '../advisor-options'
import { Select } from '../../../components/ui/select'

/** What the user typed and chose, kept by the page so switching tabs loses nothing. */
export type AdvisorDraft = { question: string; studyType: StudyType; answers: Answers; ethicsFlags: string[] }

type AdvisorFormProps = {
  draft: AdvisorDraft
  onDraftChange: (update: (current: AdvisorDraft) => AdvisorDraft) => void
  isPending: boolean
  onSubmit: (input: AdviceInput) => void
  onBlank: () => void
}

type Answers = {
  aim: string
  canRandomise: string
  groups: string
  repeatedMeasures: string
  outcomeType: string
  unit: string
  population: string
}
const NO_ANSWERS: Answers = {
  aim: '',
  canRandomise: '',
  groups: '',
  repeatedMeasures: '',
  outcomeType: '',
  unit: '',
  population: '',
}
export const EMPTY_DRAFT: AdvisorDraft = {
  question: '',
  studyType: 'Mixed Methods',
  answers: NO_ANSWERS,
  ethicsFlags: [],
}
const yesNo = (value: string) => (value === 'yes' ? true : value === 'no' ? false : undefined)

/** Turns the form's text into the advisor's input: unanswered questions stay out, so the advice can say what it assumed. */
export function toAdviceInput(
  question: string,
  studyType: StudyType,
  answers: Answers,
  ethicsFlags: string[],
): AdviceInput {
  const input: AdviceInput = {
    researchQuestion: question.trim(),
    studyType,
    ethicsFlags: ethicsFlags as AdviceInput['ethicsFlags'],
  }
  if (answers.aim) input.aim = answers.aim as AdviceInput['aim']
  const canRandomise = yesNo(answers.canRandomise)
  if (canRandomise !== undefined) input.canRandomise = canRandomise
  if (answers.groups) input.groups = Number(answers.groups)
  const repeated = yesNo(answers.repeatedMeasures)
  if (repeated !== undefined) input.repeatedMeasures = repeated
  if (answers.outcomeType) input.outcomeType = answers.outcomeType as AdviceInput['outcomeType']
  if (answers.unit) input.unit = answers.unit as AdviceInput['unit']
  if (answers.population.trim()) input.population = answers.population.trim()
  return input
}

export function AdvisorForm({ draft, onDraftChange, isPending, onSubmit, onBlank }: AdvisorFormProps) {
  const { question, studyType, answers, ethicsFlags } = draft
  const setQuestion = (value: string) => onDraftChange((current) => ({ ...current, question: value }))
  const setStudyType = (value: StudyType) => onDraftChange((current) => ({ ...current, studyType: value }))
  const setEthicsFlags = (update: (current: string[]) => string[]) =>
    onDraftChange((current) => ({ ...current, ethicsFlags: update(current.ethicsFlags) }))
  const answer = (key: keyof Answers) => (value: string) =>
    onDraftChange((current) => ({ ...current, answers: { ...current.answers, [key]: value } }))

  const handleSubmit = (event: SyntheticEvent) => {
    event.preventDefault()
    if (!question.trim()) {
      onBlank()
      return
    }
    onSubmit(toAdviceInput(question, studyType, answers, ethicsFlags))
  }

  const choice = (key: keyof Answers, label: string, options: { value: string; label: string }[]) => (
    <Field label={label}>
      {({ id }) => (
        <Select id={id} value={answers[key]} onChange={(event) => answer(key)(event.target.value)}>
          <option value="">Not sure / not answered</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </Field>
  )

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-4">
      <Field label="Research Question" hint="One or two sentences; the advisor reads its aim from the wording.">
        {({ id, describedBy }) => (
          <Textarea
            id={id}
            rows={4}
            required
            maxLength={2000}
            value={question}
            aria-describedby={describedBy}
            placeholder="e.g. Does a peer-tutoring program improve first-year maths grades?"
            onChange={(event) => setQuestion(event.target.value)}
          />
        )}
      </Field>
      <Field label="Preferred Study Type">
        {({ id }) => (
          <Select id={id} value={studyType} onChange={(event) => setStudyType(event.target.value as StudyType)}>
            {STUDY_TYPES.map((type) => (
              <option key={type}>{type}</option>
            ))}
          </Select>
        )}
      </Field>
      <details className="rounded-xl border border-slate-200 p-4">
        <summary className="cursor-pointer text-sm font-semibold text-slate-900">
          Refine the design (optional questions)
        </summary>
        <div className="mt-4 grid gap-4">
          {choice('aim', 'What do you want to find out?', AIM_OPTIONS)}
          {choice('canRandomise', 'Can you assign participants to conditions at random?', [
            { value: 'yes', label: 'Yes' },
            { value: 'no', label: 'No' },
          ])}
          {choice(
            'groups',
            'How many groups or conditions?',
            Array.from({ length: 6 }, (_, i) => ({ value: String(i + 1), label: String(i + 1) })),
          )}
          {choice('repeatedMeasures', 'Is each participant measured more than once?', [
            { value: 'yes', label: 'Yes (repeated measures)' },
            { value: 'no', label: 'No' },
          ])}
          {choice('outcomeType', 'What kind of outcome?', OUTCOME_OPTIONS)}
          {choice('unit', 'Unit of analysis', UNIT_OPTIONS)}
          <Field
            label="Population (optional)"
            hint="Shapes eligibility, recruitment and sampling; children, patients, prisoners or your own students add their ethics steps."
          >
            {({ id, describedBy }) => (
              <Input
                id={id}
                aria-describedby={describedBy}
                maxLength={300}
                value={answers.population}
                placeholder="e.g. first-year engineering students"
                onChange={(event) => answer('population')(event.target.value)}
              />
            )}
          </Field>
        </div>
        <fieldset className="mt-4">
          <legend className="text-sm font-medium text-slate-800">Ethics: does the study involve…</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {ETHICS_OPTIONS.map((option) => (
              <label key={option.value} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  className="h-4 w-4 accent-brand-700"
                  checked={ethicsFlags.includes(option.value)}
                  onChange={(event) =>
                    setEthicsFlags((current) =>
                      event.target.checked
                        ? [...current, option.value]
                        : current.filter((flag) => flag !== option.value),
                    )
                  }
                />
                {option.label}
              </label>
            ))}
          </div>
        </fieldset>
      </details>
      <Button type="submit" disabled={isPending || question.length === 0} className="w-full sm:w-auto">
        {isPending ? <Spinner className="h-4 w-4" /> : <Sparkles aria-hidden="true" className="h-4 w-4" />}
        {isPending ? 'Generating...' : 'Generate Methodology'}
      </Button>
    </form>
  )
}
