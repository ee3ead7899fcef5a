import type { Reference, ResearchModeId } from '#shared/contract/research'
import type { Work } from '#shared/contract/sources'
import { referenceLink } from './reference-link'
import { splitSentences } from './text-analysis'

export type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string }

export type AnswerPromptInput = {
  question: string
  mode: ResearchModeId
  ethicalMode: boolean
  /** the works to send, best first */
  works: readonly Work[]
  /** at most this many passages (default 8) */
  maxPassages?: number
  /** estimated tokens for all passages together (default 3000) */
  tokenBudget?: number
}

export type AnswerPrompt = {
  messages: ChatMessage[]
  /** what was sent as [1]..[k]: the references a marker may resolve to */
  passages: Reference[]
  /** the text of each passage as sent, for the support check (`passageTexts[n - 1]`) */
  passageTexts: string[]
}

const MODE_VOICE: Record<ResearchModeId, string> = {
  comprehensive:
    'Answer as a careful research assistant for students and researchers in any field: lead with the direct answer, then the main findings and where the passages disagree.',
  biomedical:
    'Answer as a biomedical research assistant: name study designs, populations and effect sizes where the passages give them, and keep clinical claims as cautious as the evidence. Do not give medical advice.',
  chemical:
    'Answer as a chemistry research assistant: name compounds, properties and reactions precisely, with units, as the passages state them.',
  genomic:
    'Answer as a genomics research assistant: name genes, sequences, organisms and methods precisely, as the passages state them.',
  literature:
    'Answer as a literature review: group the passages into themes, say what each theme has found, and end with the gaps the passages name.',
  trends:
    'Answer as a research-trends analyst: say which directions the passages show growing or fading, and over which years, only as far as the passages show it.',
  statistical:
    'Answer as a methods and statistics adviser: say which analyses, designs and reporting practices the passages use, and their stated assumptions and limits.',
  molecular:
    'Answer as a molecular-science research assistant: be exact about structures, mechanisms and measured values the passages report.',
  policy:
    'Answer as a policy research assistant: separate what the documents require or propose from what the research finds, and name jurisdictions and dates.',
  synthesis:
    'Answer as an interdisciplinary synthesis: set out what each field represented in the passages says about the question, where they agree and where they differ.',
  image:
    'Describe the structure of this literature for a research diagram: the main topics, the works that link them, and how they connect, only from the passages.',
  deep: 'Answer as a thorough research report: break the question into its parts, answer each from the passages, and say which parts the passages leave open.',
}

const ETHICS_GUIDANCE =
  'Research ethics: decline to give instructions that could cause serious harm (making weapons, toxins or dangerous pathogens, evading safety or oversight, fabricating or falsifying research). When passages touch on human or animal subjects, consent, dual-use risks or conflicts of interest, mention them. Never present a study as stronger than it is.'

const RULES = [
  'Use only the numbered passages below. Do not use anything you know from elsewhere.',
  'Cite every factual sentence with the passage numbers it comes from, in square brackets: [1] or [1, 3]. Cite only numbers that appear below.',
  'If the passages do not answer the question, or only part of it, say so plainly instead of filling the gap.',
  'Write in plain English, in short paragraphs or a short list; no preamble.',
]

const CHARS_PER_TOKEN = 4

/** Builds the model's messages: the mode's voice and the rules, then the question with passages [1]..[k]. */
export function buildAnswerPrompt(input: AnswerPromptInput): AnswerPrompt {
  const works = input.works.slice(0, input.maxPassages ?? 8)
  const perPassage = Math.floor(((input.tokenBudget ?? 3000) * CHARS_PER_TOKEN) / Math.max(1, works.length))
  const passages = works.map((work, index): Reference => ({ n: index + 1, work, link: referenceLink(work) }))
  const passageTexts = works.map((work) => passageText(work, perPassage))
  const system = [
    MODE_VOICE[input.mode],
    ...(input.ethicalMode ? [ETHICS_GUIDANCE] : []),
    'Rules:',
    ...RULES.map((rule) => `- ${rule}`),
  ].join('\n')
  const user = [
    `Question: ${input.question}`,
    '',
    `Passages (${passages.length}):`,
    '',
    passageTexts.map((text, index) => `[${index + 1}] ${text}`).join('\n\n'),
  ].join('\n')
  return {
    messages: [
      { role: 'system', content: system },
      { role: 'user', content: user },
    ],
    passages,
    passageTexts,
  }
}

/** One passage: title, authors, year, venue, then the abstract cut at a sentence end to fit `maxChars`. */
export function passageText(work: Work, maxChars: number): string {
  const head = [
    work.title,
    authorLine(work),
    [work.year, work.venue].filter((part) => part !== null && part !== '').join(', '),
  ]
    .filter(Boolean)
    .join('. ')
  const room = maxChars - head.length - 12
  const abstract = work.abstract ? trimToSentences(work.abstract, room) : ''
  return abstract ? `${head}.\nAbstract: ${abstract}` : `${head}.\n(No abstract.)`
}

function authorLine(work: Work): string {
  const names = work.authors.map((author) => author.name)
  if (names.length <= 3) return names.join(', ')
  return `${names.slice(0, 3).join(', ')} et al.`
}

function trimToSentences(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text
  let end = 0
  for (const span of splitSentences(text)) {
    if (span.end > maxChars) break
    end = span.end
  }
  // A first sentence longer than the room is cut at a word boundary and marked as cut.
  if (end === 0) return `${text.slice(0, Math.max(0, maxChars)).replace(/\s+\S*$/, '')} …`
  return text.slice(0, end)
}
