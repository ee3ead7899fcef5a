import type { GrantCritique, GrantMechanism } from '#shared/contract/grants'
import type { Finding, Funder } from '#shared/grants/check-draft'
import type { Logger } from '../../lib/logger'
import { LlmError, type Llm, type LlmMessage } from '../llm'

/**
 * With a language model: a critique of the member's text against the funder's review criteria — strengths,
 * weaknesses and questions, never wording to paste in (NIH NOT-OD-25-132). The model is told so, and lines that offer
 * replacement text anyway ("Suggested wording: …", "Revised aim: …") are removed before the critique is shown.
 */

/** NIH's simplified review framework (2025): the two scored factors; NSF's two merit review criteria. */
export const REVIEW_CRITERIA: Record<Funder, string[]> = {
  nih: [
    'Factor 1 — Importance of the Research (significance and innovation)',
    'Factor 2 — Rigor and Feasibility (approach, rigor, feasibility)',
  ],
  nsf: [
    'Intellectual Merit — the potential to advance knowledge',
    'Broader Impacts — the potential to benefit society and contribute to desired societal outcomes',
  ],
}

const MAX_OUTPUT_TOKENS = 1200
const MAX_TEXT = 12_000

export const NO_MODEL_NOTE =
  'No language model is set up on this server, so there is no critique. The scaffold, the evidence and the checker above need none.'

const PASTE_LINE =
  /^\s*(?:[-*]\s*)?(?:\*\*)?(?:suggested|revised|rewritten|improved|example|sample|alternative|proposed)\s+(?:text|wording|version|sentence|aim|paragraph|rewrite|phrasing|hypothesis)\b.*$/gim

/** The critique without lines offering replacement text; how many lines went. */
export function withoutPasteText(text: string): { text: string; removed: number } {
  let removed = 0
  const kept = text.replace(PASTE_LINE, () => {
    removed++
    return ''
  })
  return { text: kept.replace(/\n{3,}/g, '\n\n').trim(), removed }
}

export function critiqueMessages(input: {
  funder: Funder
  mechanism: GrantMechanism
  text: string
  isDraft: boolean
  findings: readonly Finding[]
}): LlmMessage[] {
  const reviewer = input.funder === 'nih' ? 'an NIH study section reviewer' : 'an NSF merit review panelist'
  const criteria = REVIEW_CRITERIA[input.funder]
  const system = [
    `You are ${reviewer} critiquing an applicant's ${input.isDraft ? 'draft' : 'proposal idea'} for a ${input.mechanism} application.`,
    'You critique only. Never write, rewrite or suggest wording for any part of the proposal, and give no sentences the applicant could paste in: the applicant must write every word (NIH notice NOT-OD-25-132).',
    `Use these criteria as headings, in this order: ${criteria.join('; ')}.`,
    'Under each heading give strengths and weaknesses as short bullet points that refer to the applicant’s own words, then the questions the applicant should answer. Use only the text below; do not invent facts, figures or references.',
  ].join('\n')
  const findings = input.findings.length
    ? `The rule checker found:\n${input.findings.map((finding) => `- ${finding.message}`).join('\n')}`
    : 'The rule checker found nothing.'
  const user = `${input.isDraft ? 'Draft' : 'Idea'}:\n"""\n${input.text.slice(0, MAX_TEXT)}\n"""\n\n${findings}`
  return [
    { role: 'system', content: system },
    { role: 'user', content: user },
  ]
}

export async function critique(
  llm: Llm | null,
  input: Parameters<typeof critiqueMessages>[0],
  log: Logger,
  signal: AbortSignal,
): Promise<GrantCritique> {
  const criteria = REVIEW_CRITERIA[input.funder]
  if (!llm) return { status: 'no-model', model: null, criteria, text: null, note: NO_MODEL_NOTE }
  let text = ''
  try {
    for await (const delta of llm.stream({
      messages: critiqueMessages(input),
      signal,
      maxOutputTokens: MAX_OUTPUT_TOKENS,
    }))
      text += delta
  } catch (error) {
    if (signal.aborted) throw error
    if (!(error instanceof LlmError)) throw error
    log.warn('grant critique failed', { err: error })
    return {
      status: 'failed',
      model: llm.model,
      criteria,
      text: null,
      note: `${llm.model} did not answer (${error.message}), so there is no critique this time.`,
    }
  }
  const checked = withoutPasteText(text)
  if (!checked.text)
    return { status: 'failed', model: llm.model, criteria, text: null, note: `${llm.model} gave no critique.` }
  const about = input.isDraft ? 'your draft' : 'your idea (add a draft for a critique of it)'
  return {
    status: 'written',
    model: llm.model,
    criteria,
    text: checked.text.slice(0, MAX_TEXT),
    note:
      `A critique of ${about} by ${llm.model} against the review criteria; it may be wrong, and it is not text to paste in.` +
      (checked.removed ? ` ${checked.removed} line(s) offering replacement wording were removed.` : ''),
  }
}
