/**
 * The advice's reasons in a few sentences, for a language model to reword. The rules decide and count; the model
 * may only rephrase: its text is kept when it cites only the sentences it was given and keeps every number and
 * every design and guideline name of theirs, adding none. Otherwise, or when the model fails, the rules' own
 * sentences are shown, with the reason (the approach of decision 024's college summaries).
 */
import type { Advice, DesignId, Rationale } from '#shared/contract/methodology'
import type { Llm, LlmMessage } from '../llm'
import { AIM_LABELS } from './advice/aim'

type RulesAdvice = Omit<Advice, 'rationale'>

/** What a design is called in the rationale; the model must keep the names given and add no other. */
export const DESIGN_SHORT_NAMES: Record<DesignId, string> = {
  experimental: 'randomised experiment',
  'quasi-experimental': 'quasi-experiment',
  correlational: 'correlational study',
  qualitative: 'qualitative study',
  mixed: 'mixed-methods design',
  review: 'systematic or scoping review',
}

const GUIDELINE_IDS = ['CONSORT', 'STROBE', 'SRQR', 'COREQ', 'STARD', 'PRISMA', 'COSMIN', 'ARRIVE', 'TRIPOD', 'CARE']

const EFFECT_LETTERS: Record<string, string> = {
  't-one-sample': "Cohen's d",
  't-paired': "Cohen's d",
  't-independent': "Cohen's d",
  'anova-one-way': "Cohen's f",
  correlation: 'r',
  'two-proportions': "Cohen's h",
  'chi-square-goodness-of-fit': "Cohen's w",
  'chi-square-association': "Cohen's w",
  'multiple-regression': 'f²',
  'anova-repeated-measures': "Cohen's f",
}

const withoutStop = (text: string) => text.trim().replace(/[.!?]+$/, '')
const lowerFirst = (text: string) => (/^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text)
const listOf = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`

function aimFact(advice: RulesAdvice): string {
  const aim = `Your question asks to ${AIM_LABELS[advice.aim]}`
  if (advice.aimSource === 'answer') return `${aim}, as you said in the wizard.`
  if (advice.aimSource === 'question') return `${aim}, judging by the words “${advice.matchedPhrase ?? ''}”.`
  return `${aim}, judging by your preferred study type.`
}

function designFact(advice: RulesAdvice): string {
  const recommended = advice.designs.filter((design) => design.fit === 'recommended')
  const shown = recommended.length ? recommended : advice.designs.slice(0, 1)
  const names = listOf(shown.map((design) => `the ${DESIGN_SHORT_NAMES[design.id]}`))
  const reason = shown[0]?.why.at(-1)
  const verb = recommended.length ? 'The recommended design is' : 'The closest design is'
  return reason ? `${verb} ${names}, because ${lowerFirst(withoutStop(reason))}.` : `${verb} ${names}.`
}

function sampleFact(advice: RulesAdvice): string | null {
  const { power, sampleSize } = advice.analysis
  if (!power || !sampleSize) return null
  const all = sampleSize.totalN === sampleSize.n ? '' : ` (${String(sampleSize.totalN)} in all)`
  const needs = `α = .05 and power .80, the study needs ${String(sampleSize.n)} ${sampleSize.unit}${all}.`
  if (power.test === 'logistic-regression')
    return `With an odds ratio of ${String(power.effect)} per SD and an event rate of ${String(power.baseProbability)} at the predictor's mean, ${needs}`
  const effect = `${EFFECT_LETTERS[power.test] ?? 'effect'} = ${String(power.effect)}`
  if (power.test === 'anova-repeated-measures')
    return `With a medium effect (${effect}) over ${String(power.measurements)} measurements correlated at ${String(power.correlation)}, ${needs}`
  return `With a medium effect (${effect}), ${needs}`
}

/** The rules' reasons, one sentence each: aim, design, analysis, sample size, reporting and length. */
export function rationaleFacts(advice: RulesAdvice): string[] {
  const { analysis } = advice
  const phases = `${String(advice.phases.length)} phase${advice.phases.length === 1 ? '' : 's'}`
  return [
    aimFact(advice),
    designFact(advice),
    `The planned analysis is ${withoutStop(analysis.test)}, because ${lowerFirst(withoutStop(analysis.because))}.`,
    sampleFact(advice),
    `Report it by ${advice.guideline.name}, and plan for ${String(advice.totalWeeks)} weeks in ${phases}.`,
  ].filter((fact): fact is string => fact !== null)
}

export const rulesRationale = (advice: RulesAdvice, notice: string | null): Rationale => ({
  text: rationaleFacts(advice).join(' '),
  source: 'rules',
  model: null,
  notice,
})

export function rewordMessages(facts: string[]): LlmMessage[] {
  return [
    {
      role: 'system',
      content:
        'You reword the reasons behind a study-design recommendation for a student, in plain and friendly English, ' +
        'in as many sentences as you are given. Only rephrase: keep every number exactly as written, keep every ' +
        'design and guideline name, and add no number, design, test, guideline or claim that is not in the ' +
        'sentences. End each sentence with the number of the sentence it rewords in square brackets, like [2].',
    },
    { role: 'user', content: `Reasons:\n${facts.map((fact, n) => `[${String(n + 1)}] ${fact}`).join('\n')}` },
  ]
}

const NUMBER = /\d+(?:,\d{3})*(?:\.\d+)?|\.\d+/g
const CITATION = /\s*\[(\d+)\]/g

/** Numbers by value, so '.80' and '0.8' are one number and '1,000' is '1000'. */
const numbersIn = (text: string) =>
  new Set(Array.from(text.matchAll(NUMBER), (match) => String(Number(match[0].replace(/,/g, '')))))

/** The design names (in any case) and guideline names (in capitals, as 'CARE' is not 'care') in `text`. */
function namesIn(text: string): Set<string> {
  const lower = text.toLowerCase()
  const designs = Object.values(DESIGN_SHORT_NAMES).filter((name) => lower.includes(name))
  const guidelines = GUIDELINE_IDS.filter((id) => new RegExp(`\\b${id}\\b`).test(text))
  return new Set([...designs, ...guidelines])
}

const sameSet = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((item) => b.has(item))

/**
 * The model's text without its [n] markers, when every marker names a sentence given, and its numbers and its
 * design and guideline names are exactly the sentences' ones; null otherwise (or when it is empty).
 */
export function checkedRewording(text: string, facts: string[]): string | null {
  const citations = Array.from(text.matchAll(CITATION), (match) => Number(match[1]))
  if (citations.some((n) => n < 1 || n > facts.length)) return null
  const clean = text.replace(CITATION, '').replace(/\s+/g, ' ').trim()
  if (!clean) return null
  const given = facts.join(' ')
  if (!sameSet(numbersIn(clean), numbersIn(given))) return null
  if (!sameSet(namesIn(clean), namesIn(given))) return null
  return clean
}

export const CHANGED_NOTICE =
  "The language model's wording dropped or added a number or a design name, so the rules' own reasons are shown."
export const FAILED_NOTICE = "The language model did not answer, so the rules' own reasons are shown."

const REWORD_MAX_TOKENS = 400

/** The model's rewording when it passes the check, else the rules' sentences with the reason. */
export async function reword(llm: Llm, advice: RulesAdvice, signal: AbortSignal): Promise<Rationale> {
  const facts = rationaleFacts(advice)
  let text = ''
  try {
    for await (const delta of llm.stream({
      messages: rewordMessages(facts),
      signal,
      maxOutputTokens: REWORD_MAX_TOKENS,
    }))
      text += delta
  } catch (error) {
    if (signal.aborted) throw error
    return rulesRationale(advice, FAILED_NOTICE)
  }
  const checked = checkedRewording(text, facts)
  if (checked === null) return rulesRationale(advice, CHANGED_NOTICE)
  return { text: checked, source: 'model', model: llm.model, notice: null }
}
