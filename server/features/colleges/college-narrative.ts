/**
 * A short summary of one recommended college, from the figures shown with it and nothing else. Without a
 * language model it is composed by rules; with one, the model is given the same facts, numbered, and told to
 * add nothing; its text is kept only if every figure in it is one of the facts' and every [n] names a fact.
 * Anything else (an error, a timeout, an invented figure) falls back to the composed summary, with a notice.
 */
import type { CollegeRecommendation, CollegeSummary } from '#shared/contract/colleges'
import type { Llm, LlmMessage } from '../llm'
import { dollars, percent } from './college-features'

export type SummaryFacts = Omit<CollegeRecommendation, 'summary'>

const sentence = (text: string) => `${text[0]?.toUpperCase()}${text.slice(1)}`

function programsFact(college: SummaryFacts): string | null {
  const top = college.programs.slice(0, 3)
  if (!top.length) return null
  const list = top.map((program) => `${program.family} (${percent(program.share)} of awards)`)
  return `Its largest program families are ${list.join(', ')} (${college.programsYear}).`
}

/** The facts a summary may draw on, each one sentence, only those the data reports. */
export function summaryFacts(college: SummaryFacts): string[] {
  const facts = [
    college.description,
    college.categoryRule.replace(/^(Reach|Match|Safety): /, `For you it is a ${college.category}: `),
  ]
  const { acceptanceRate, netPrice, graduationRate, retentionRate, medianEarnings, medianDebt } = college
  if (college.openAdmission) facts.push('It has open admissions.')
  else if (acceptanceRate.value !== null)
    facts.push(`It admits ${percent(acceptanceRate.value)} of applicants (${acceptanceRate.year}).`)
  if (netPrice.value !== null)
    facts.push(`The ${netPrice.basis} is ${dollars(netPrice.value)} a year (${netPrice.year}).`)
  if (graduationRate.value !== null)
    facts.push(`Its graduation rate is ${percent(graduationRate.value)} (${graduationRate.year}).`)
  if (retentionRate.value !== null)
    facts.push(`Its retention rate is ${percent(retentionRate.value)} (${retentionRate.year}).`)
  if (medianEarnings.value !== null)
    facts.push(`Median earnings ten years after entry are ${dollars(medianEarnings.value)} (${medianEarnings.year}).`)
  if (medianDebt.value !== null)
    facts.push(`Median debt at graduation is ${dollars(medianDebt.value)} (${medianDebt.year}).`)
  const programs = programsFact(college)
  if (programs) facts.push(programs)
  return facts.map(sentence)
}

/** The summary by rules: who it is, its programs, graduation and price (reach / match / safety is shown above it). */
export function composeSummary(college: SummaryFacts): CollegeSummary {
  const facts = summaryFacts(college)
  const pick = (start: string) => facts.find((fact) => fact.startsWith(start))
  const text = [
    facts[0],
    pick('Its largest program'),
    pick('Its graduation rate'),
    pick(`The ${college.netPrice.basis}`),
  ]
    .filter(Boolean)
    .join(' ')
  return { text, source: 'composed', model: null, notice: null }
}

export function narrativeMessages(name: string, facts: string[]): LlmMessage[] {
  return [
    {
      role: 'system',
      content:
        'You write a short summary, two to four sentences, of one college for a student choosing where to apply. ' +
        'Use ONLY the numbered facts you are given: add no fact, figure, ranking, reputation or opinion that is not ' +
        'in them, and copy every figure exactly as written. End each sentence with the number of the fact it comes ' +
        'from in square brackets, like [2].',
    },
    { role: 'user', content: `College: ${name}\nFacts:\n${facts.map((fact, n) => `[${n + 1}] ${fact}`).join('\n')}` },
  ]
}

const FIGURE = /\d+(?:,\d{3})*(?:\.\d+)?/g
const CITATION = /\s*\[(\d+)\]/g
const figuresIn = (text: string) => new Set(Array.from(text.matchAll(FIGURE), (match) => match[0].replace(/,/g, '')))

export const INVENTED_FIGURE_NOTICE =
  "The language model's summary named a figure or fact not among the college's data, so the composed summary is shown."
export const MODEL_FAILED_NOTICE = 'The language model did not answer, so the composed summary is shown.'

/**
 * The model's text with its [n] markers removed, when every marker names one of the facts and every figure
 * appears in them; null when it does not (a figure or citation the facts do not hold) or is empty.
 */
export function checkedNarrative(text: string, facts: string[]): string | null {
  const citations = Array.from(text.matchAll(CITATION), (match) => Number(match[1]))
  if (citations.some((n) => n < 1 || n > facts.length)) return null
  const clean = text.replace(CITATION, '').replace(/\s+/g, ' ').trim()
  if (!clean) return null
  const known = figuresIn(facts.join(' '))
  for (const figure of figuresIn(clean)) if (!known.has(figure)) return null
  return clean
}

const NARRATIVE_MAX_TOKENS = 300

/** The model's summary when it passes the check, else the composed one with the reason. */
export async function narrate(llm: Llm, college: SummaryFacts, signal: AbortSignal): Promise<CollegeSummary> {
  const facts = summaryFacts(college)
  const composed = composeSummary(college)
  let text = ''
  try {
    for await (const delta of llm.stream({
      messages: narrativeMessages(college.name, facts),
      signal,
      maxOutputTokens: NARRATIVE_MAX_TOKENS,
    }))
      text += delta
  } catch (error) {
    if (signal.aborted) throw error
    return { ...composed, notice: MODEL_FAILED_NOTICE }
  }
  const checked = checkedNarrative(text, facts)
  if (checked === null) return { ...composed, notice: INVENTED_FIGURE_NOTICE }
  return { text: checked, source: 'model', model: llm.model, notice: null }
}
