import { CAREER_SKILLS, RIASEC, WORK_VALUES, type CareerAnswers } from '#shared/contract/careers'

/** A complete Career Path Analyzer assessment: every skill, RIASEC area and work value rated. */
export const CAREER_ANSWERS: CareerAnswers = {
  skills: Object.fromEntries(CAREER_SKILLS.map((s, i) => [s.id, i % 6])) as CareerAnswers['skills'],
  interests: Object.fromEntries(RIASEC.map((r, i) => [r.id, [2, 5, 3, 4, 2, 3][i]])) as CareerAnswers['interests'],
  values: Object.fromEntries(WORK_VALUES.map((v, i) => [v.id, [5, 3, 4, 3, 2, 5][i]])) as CareerAnswers['values'],
}
