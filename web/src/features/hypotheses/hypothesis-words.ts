import type { GeneratedHypothesis, LinkEvidence } from '#shared/contract/hypotheses'

export const METHODOLOGY_ADVISOR_PATH = '/ai-methodology-advisor'
/** The methodology advisor fills its Research Question from this search parameter. */
export const QUESTION_PARAM = 'question'

const works = (count: number) => (count === 1 ? '1 work' : `${count} works`)
const expected = (value: number) => value.toFixed(1)

function listed(names: readonly string[]): string {
  if (names.length <= 1) return names.join('')
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`
}

/** The hypothesis as the research question of a study that would test it (its variables, in the statement's words). */
export function studyQuestion(hypothesis: GeneratedHypothesis): string {
  const { independent, dependent, mediators } = hypothesis.variables
  const through = mediators.length > 0 ? `, through ${listed(mediators)}` : ''
  return `Does ${independent} affect ${dependent}${through}?`
}

/** Where "Design a study" leads: the methodology advisor with the question filled in. */
export function designStudyUrl(hypothesis: GeneratedHypothesis): string {
  return `${METHODOLOGY_ADVISOR_PATH}?${new URLSearchParams({ [QUESTION_PARAM]: studyQuestion(hypothesis) }).toString()}`
}

/** "3 works already study both, against 11.2 expected — a gap". */
export function noveltyWords(novelty: GeneratedHypothesis['novelty']): string {
  const observed =
    novelty.observed === 0
      ? 'No retrieved work studies both yet'
      : `${works(novelty.observed)} already ${novelty.observed === 1 ? 'studies' : 'study'} both`
  return `${observed}, against ${expected(novelty.expected)} expected${novelty.isGap ? ' — a gap' : ''}`
}

/** One link's support: "12 works, against 3.1 expected by chance". */
export function linkWords(link: LinkEvidence): string {
  return `${works(link.works)}, against ${expected(link.expected)} expected by chance`
}

/** The rank as the page labels it: H1, H2… */
export const hypothesisLabel = (rank: number) => `H${rank}`
