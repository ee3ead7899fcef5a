import { ApiError, errorMessage } from '../../lib/api-client'
import type { ProfilerAnswersInput, ProfilerDraft } from '#shared/contract/profiler'
import { PROFILER_QUESTIONS, type ProfilerQuestion, type ProfilerQuestionId } from '#shared/contract/profiler-questions'

export const EMPTY_PROFILER_ANSWERS: ProfilerDraft = {
  research_interest: '',
  experience_level: null,
  linkedin_url: '',
  current_projects: '',
  research_goals: '',
  collaboration_interests: null,
  tools_expertise: '',
  publications: null,
  career_aspirations: '',
}

export type QuestionErrors = Partial<Record<ProfilerQuestionId, string>>

/** The question shown at a step; steps come from the contract (0..8), so one is always there. */
export function questionAt(step: number): ProfilerQuestion {
  const question = PROFILER_QUESTIONS[step]
  if (!question) throw new Error(`The profiler has no question at step ${step}`)
  return question
}

export function answerOf(answers: ProfilerDraft, id: ProfilerQuestionId): string {
  return answers[id] ?? ''
}

/** The answers with one changed; a select's empty choice is stored as null, as the contract has it. */
export function withAnswer(answers: ProfilerDraft, question: ProfilerQuestion, value: string): ProfilerDraft {
  const stored = question.type === 'select' && value === '' ? null : value
  // A select offers only the contract's options, so its value is one of the enum's members.
  return { ...answers, [question.id]: stored }
}

/** Whether Next may go on from this question: only the LinkedIn URL may be left empty (the spec's rule). */
export function canLeaveQuestion(answers: ProfilerDraft, question: ProfilerQuestion): boolean {
  return question.optional === true || answerOf(answers, question.id).trim() !== ''
}

/**
 * The answers as the analysis takes them. Next waits for every required answer, but a draft restored from
 * another device may still have a gap: the server then refuses it with an issue, shown beside that question.
 */
export function toAnalysisInput(answers: ProfilerDraft): ProfilerAnswersInput {
  return answers as ProfilerAnswersInput
}

const QUESTION_IDS = new Set<string>(PROFILER_QUESTIONS.map((question) => question.id))

/** The issues of a refused request by question (paths like `answers.research_goals`); the first message of each. */
export function questionErrorsOf(issues: readonly { path: string; message: string }[] = []): QuestionErrors {
  const errors: QuestionErrors = {}
  for (const issue of issues) {
    const id = issue.path.split('.').find((segment) => QUESTION_IDS.has(segment)) as ProfilerQuestionId | undefined
    if (id && !errors[id]) errors[id] = issue.message
  }
  return errors
}

/** The step of the first question, in questionnaire order, that has an error; null when none has. */
export function firstQuestionWithError(errors: QuestionErrors): number | null {
  const index = PROFILER_QUESTIONS.findIndex((question) => errors[question.id] !== undefined)
  return index === -1 ? null : index
}

export function progressPercent(step: number): number {
  return Math.round(((step + 1) / PROFILER_QUESTIONS.length) * 100)
}

export function withoutError(errors: QuestionErrors, id: ProfilerQuestionId): QuestionErrors {
  const rest: QuestionErrors = {}
  for (const question of PROFILER_QUESTIONS) {
    const message = errors[question.id]
    if (question.id !== id && message !== undefined) rest[question.id] = message
  }
  return rest
}

/** Why a draft save failed, naming the questions a refused answer belongs to. */
export function saveErrorText(error: unknown): string {
  const byQuestion = error instanceof ApiError ? questionErrorsOf(error.issues) : {}
  const lines = PROFILER_QUESTIONS.flatMap((question, index) => {
    const message = byQuestion[question.id]
    return message ? [`Question ${index + 1}: ${message}`] : []
  })
  return lines.length > 0 ? lines.join('. ') : errorMessage(error)
}
