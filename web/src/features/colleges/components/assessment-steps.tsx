import {
  ACADEMIC_INTERESTS,
  ASSESSMENT_STEPS,
  BUDGET_RANGES,
  CAMPUS_ENVIRONMENTS,
  CAREER_GOALS,
  EDUCATION_LEVELS,
  EXTRACURRICULARS,
  FAMILY_INCOMES,
  RESEARCH_AREAS,
  SCHOOL_SIZES,
  SCHOOL_TYPES,
  STATE_NAMES,
} from '#shared/contract/college-options'
import type { CollegeAnswers } from '#shared/contract/colleges'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { Field, Input, Textarea } from '../../../components/ui/form'
import { ProgressBar } from '../../../components/ui/progress-bar'
import { cn } from '../../../lib/cn'
import { canGoNext, graduationYears, numberAnswer, toggle } from '../assessment-rules'
import { Select } from '../../../components/ui/select'

type StepsProps = {
  step: number
  answers: CollegeAnswers
  onChange: (answers: CollegeAnswers) => void
  onPrevious: () => void
  onNext: () => void
  onReset: () => void
  onGenerate: () => void
}

const TITLES = ['Academic Interests', 'Academic Profile', 'College Preferences', 'Activities & Additional Info']

export function AssessmentSteps({ step, answers, onChange, onPrevious, onNext, onReset, onGenerate }: StepsProps) {
  const progress = Math.round(((step + 1) / ASSESSMENT_STEPS) * 100)
  const last = step === ASSESSMENT_STEPS - 1
  const set = <K extends keyof CollegeAnswers>(key: K, value: CollegeAnswers[K]) =>
    onChange({ ...answers, [key]: value })
  return (
    <Card className="p-5 sm:p-8" data-testid="college-steps">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <span className="rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
          Step {step + 1} of {ASSESSMENT_STEPS}
        </span>
        <Button variant="ghost" size="sm" onClick={onReset}>
          Reset
        </Button>
      </div>
      <ProgressBar label="Assessment progress" percent={progress} className="mt-4" />
      <h2 className="mt-6 text-xl font-semibold text-slate-900">{TITLES[step]}</h2>

      <div className="mt-5 space-y-8">
        {step === 0 && (
          <>
            <ChoiceGroup
              legend="Academic interests (choose at least one)"
              options={ACADEMIC_INTERESTS}
              selected={answers.academicInterests}
              onToggle={(item) => set('academicInterests', toggle(answers.academicInterests, item))}
            />
            <ChoiceGroup
              legend="Research areas"
              options={RESEARCH_AREAS}
              selected={answers.researchAreas}
              onToggle={(item) => set('researchAreas', toggle(answers.researchAreas, item))}
            />
            <ChoiceGroup
              legend="Career goals"
              options={CAREER_GOALS}
              selected={answers.careerGoals}
              onToggle={(item) => set('careerGoals', toggle(answers.careerGoals, item))}
            />
          </>
        )}
        {step === 1 && <ProfileStep answers={answers} set={set} />}
        {step === 2 && (
          <>
            <ChoiceGroup
              legend="Preferred locations"
              options={STATE_NAMES}
              selected={answers.locations}
              onToggle={(item) => set('locations', toggle(answers.locations, item))}
            />
            <SingleChoice
              legend="School size"
              options={SCHOOL_SIZES}
              value={answers.schoolSize}
              onChange={(v) => set('schoolSize', v)}
            />
            <SingleChoice
              legend="School type"
              options={SCHOOL_TYPES}
              value={answers.schoolType}
              onChange={(v) => set('schoolType', v)}
            />
            <SingleChoice
              legend="Budget range (per year)"
              options={BUDGET_RANGES}
              value={answers.budgetRange}
              onChange={(v) => set('budgetRange', v)}
            />
            <SingleChoice
              legend="Family income (optional: compares the net price colleges report for your income band)"
              options={FAMILY_INCOMES}
              value={answers.familyIncome}
              onChange={(v) => set('familyIncome', v)}
            />
            <SingleChoice
              legend="Campus environment"
              options={CAMPUS_ENVIRONMENTS}
              value={answers.campusEnvironment}
              onChange={(v) => set('campusEnvironment', v)}
            />
          </>
        )}
        {step === 3 && (
          <>
            <ChoiceGroup
              legend="Extracurricular interests"
              options={EXTRACURRICULARS}
              selected={answers.extracurriculars}
              onToggle={(item) => set('extracurriculars', toggle(answers.extracurriculars, item))}
            />
            <Field label="Additional information">
              {({ id }) => (
                <Textarea
                  id={id}
                  rows={4}
                  maxLength={2000}
                  value={answers.additionalInfo}
                  placeholder="Anything else you would like us to know"
                  onChange={(event) => set('additionalInfo', event.target.value)}
                />
              )}
            </Field>
            <p className="rounded-lg bg-slate-50 p-4 text-sm text-slate-700">
              All information is optional and used only for your recommendations. It is not shared with third parties.
            </p>
          </>
        )}
      </div>

      <div className="mt-8 flex justify-between gap-3">
        <Button variant="outline" onClick={onPrevious} disabled={step === 0}>
          Previous
        </Button>
        {last ? (
          <Button onClick={onGenerate}>Generate Recommendations</Button>
        ) : (
          <Button onClick={onNext} disabled={!canGoNext(step, answers)}>
            Next
          </Button>
        )}
      </div>
    </Card>
  )
}

function ProfileStep({
  answers,
  set,
}: {
  answers: CollegeAnswers
  set: <K extends keyof CollegeAnswers>(key: K, value: CollegeAnswers[K]) => void
}) {
  const years = graduationYears(new Date())
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <NumberField
        label="GPA (0 to 4.0)"
        value={answers.gpa}
        min={0}
        max={4}
        step={0.01}
        onChange={(v) => set('gpa', numberAnswer(v, 0, 4, false))}
      />
      <NumberField
        label="SAT score (400 to 1600, optional)"
        value={answers.satScore}
        min={400}
        max={1600}
        step={10}
        onChange={(v) => set('satScore', numberAnswer(v, 400, 1600, true))}
      />
      <NumberField
        label="ACT score (1 to 36, optional)"
        value={answers.actScore}
        min={1}
        max={36}
        step={1}
        onChange={(v) => set('actScore', numberAnswer(v, 1, 36, true))}
      />
      <Field label="Graduation year">
        {({ id }) => (
          <Select
            id={id}
            value={answers.graduationYear ?? ''}
            onChange={(event) => set('graduationYear', event.target.value ? Number(event.target.value) : null)}
          >
            <option value="">Select a year</option>
            {years.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Current education level">
        {({ id }) => (
          <Select
            id={id}
            value={answers.educationLevel ?? ''}
            onChange={(event) =>
              set('educationLevel', (event.target.value || null) as CollegeAnswers['educationLevel'])
            }
          >
            <option value="">Select a level</option>
            {EDUCATION_LEVELS.map((level) => (
              <option key={level}>{level}</option>
            ))}
          </Select>
        )}
      </Field>
    </div>
  )
}

/** A number box that keeps what is typed while it is being typed, and reports the parsed answer. */
function NumberField(props: {
  label: string
  value: number | null
  min: number
  max: number
  step: number
  onChange: (text: string) => void
}) {
  return (
    <Field label={props.label}>
      {({ id }) => (
        <Input
          id={id}
          type="number"
          inputMode="decimal"
          min={props.min}
          max={props.max}
          step={props.step}
          defaultValue={props.value ?? ''}
          onChange={(event) => props.onChange(event.target.value)}
        />
      )}
    </Field>
  )
}

function ChoiceGroup<T extends string>(props: {
  legend: string
  options: readonly T[]
  selected: readonly T[]
  onToggle: (item: T) => void
}) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-800">
        {props.legend}
        {props.selected.length > 0 && (
          <span className="ml-2 font-normal text-slate-600">({props.selected.length} selected)</span>
        )}
      </legend>
      <div className="mt-3 flex flex-wrap gap-2">
        {props.options.map((option) => {
          const on = props.selected.includes(option)
          return (
            <button
              key={option}
              type="button"
              aria-pressed={on}
              onClick={() => props.onToggle(option)}
              className={cn(
                'min-h-9 rounded-full border px-3 py-1.5 text-sm transition-colors',
                on
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-slate-300 bg-white text-slate-800 hover:border-brand-600',
              )}
            >
              {option}
            </button>
          )
        })}
      </div>
    </fieldset>
  )
}

function SingleChoice<T extends string>(props: {
  legend: string
  options: readonly T[]
  value: T | null
  onChange: (value: T | null) => void
}) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-800">{props.legend}</legend>
      <div className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {props.options.map((option) => (
          <label
            key={option}
            className={cn(
              'flex min-h-10 cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm',
              props.value === option ? 'border-brand-700 bg-brand-50 text-brand-900' : 'border-slate-300 bg-white',
            )}
          >
            <input
              type="radio"
              name={props.legend}
              checked={props.value === option}
              onChange={() => props.onChange(option)}
              onClick={() => props.value === option && props.onChange(null)}
              className="accent-brand-700"
            />
            {option}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
