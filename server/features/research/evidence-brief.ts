import type { AnswerSentence, Reference } from '#shared/contract/research'
import type { Work } from '#shared/contract/sources'
import { normaliseTitle } from '../sources'
import type { RankedWork } from './rank-works'
import { referenceLink } from './reference-link'
import { isContentToken, questionTerms, splitSentences, tokenize } from './text-analysis'

export const BRIEF_SECTIONS = ['known', 'methods', 'results', 'limitations'] as const
export type BriefSection = (typeof BRIEF_SECTIONS)[number]

export const BRIEF_HEADINGS: Record<BriefSection, string> = {
  known: 'What is known',
  methods: 'Methods used',
  results: 'Results reported',
  limitations: 'Open questions and limitations',
}

/** `lead`: one of the one or two sentences the brief opens with, those that answer the question most directly */
export type BriefSentence = AnswerSentence & { section: BriefSection; lead: boolean }

export type EvidenceBrief = {
  /** the brief as markdown: a label line, then one heading per section with quoted sentences and [n] */
  markdown: string
  sentences: BriefSentence[]
  /** the works cited, numbered in order of first citation */
  references: Reference[]
}

export type EvidenceBriefOptions = {
  /** how many of the ranked works are read (default 8) */
  maxWorks?: number
  /** how many sentences the brief quotes (default 10) */
  maxSentences?: number
  /** at most this many sentences from one work (default 3) */
  maxPerWork?: number
  /** MMR trade-off between relevance (1) and novelty (0) (default 0.7) */
  lambda?: number
}

type Candidate = {
  text: string
  workIndex: number
  section: BriefSection
  keys: Set<string>
  relevance: number
  order: number
}

// Structured-abstract labels (PubMed/Europe PMC sections, or "Label:" written inline) and where they go.
// null: the part says why the study was done or what it set out to do, which is not evidence.
const LABEL_SECTIONS: readonly [RegExp, BriefSection | null][] = [
  [/^(background|introduction|context|rationale|importance|significance)/i, 'known'],
  [/^(objectives?|aims?|purpose|goals?|hypothes)/i, null],
  [
    /^(methods?|methodology|design|setting|participants|patients|subjects|materials|interventions?|measurements?|main outcome|data sources|study selection|data extraction|eligibility|search)/i,
    'methods',
  ],
  [/^(results?|findings|main results)/i, 'results'],
  [/^(conclusions?|interpretation|implications|discussion|summary|authors'? conclusions)/i, 'known'],
  [/^(limitations?|strengths and limitations)/i, 'limitations'],
  [/^(trial registration|registration|funding|keywords?|clinical trial|copyright|disclosure|conflicts?)/i, null],
]

const INLINE_LABEL =
  /^(background|introduction|context|objectives?|aims?|purpose|methods?|methodology|design|setting|participants|results?|findings|conclusions?|interpretation|limitations?|significance|importance)\s*(?:and\s+\w+\s*)?[:.]\s+/i

// Cue phrases for unlabelled sentences, compared as stem sequences; the first section that matches wins.
const CUE_PHRASES: readonly [BriefSection, string[]][] = [
  [
    'limitations',
    [
      'limitation',
      'remains unclear',
      'remains unknown',
      'remains challenging',
      'remains a challenge',
      'remains an open',
      'open question',
      'open problem',
      'further research',
      'further studies',
      'further work',
      'future research',
      'future work',
      'future studies',
      'more research',
      'is needed',
      'are needed',
      'poorly understood',
      'not well understood',
      'little is known',
      'gap',
      'lack of',
      'limited by',
      'struggles to',
      'fail to',
      'fails to',
      'suffer from',
      'suffers from',
      'is limited',
      'are limited',
      'caution',
    ],
  ],
  [
    'results',
    [
      'we find',
      'we found',
      'we show',
      'we demonstrate',
      'we observe',
      'we report',
      'show that',
      'shows that',
      'demonstrate that',
      'found that',
      'and found',
      'results show',
      'results indicate',
      'results suggest',
      'results demonstrate',
      'experiments show',
      'experiments demonstrate',
      'outperform',
      'outperforms',
      'outperforming',
      'significantly',
      'was associated',
      'were associated',
      'achieves',
      'achieved',
      'improved by',
      'reduced by',
      'increased by',
      'fell by',
      'rose by',
      'p <',
      'odds ratio',
      'hazard ratio',
      'confidence interval',
    ],
  ],
  [
    'methods',
    [
      'we propose',
      'we present',
      'we introduce',
      'we develop',
      'we use',
      'we used',
      'we conducted',
      'we collected',
      'we surveyed',
      'we trained',
      'we analyzed',
      'we analysed',
      'we evaluate',
      'we evaluated',
      'we sequenced',
      'we followed',
      'we pooled',
      'we test',
      'we tested',
      'we compare',
      'we compared',
      'we study',
      'we studied',
      'were recruited',
      'were randomized',
      'were randomised',
      'was measured',
      'were measured',
      'randomized',
      'cohort',
      'survey',
      'dataset',
      'benchmark',
      'this paper',
      'this study',
      'this work',
    ],
  ],
]

let cueKeys: readonly [BriefSection, string[]][] | null = null
const keyLine = (text: string): string =>
  ` ${tokenize(text)
    .map((token) => token.key)
    .join(' ')} `

// Sentences that lean on the one before them ("This is non-trivial…", "To address these…") read as fragments.
const ANAPHORIC_START =
  /^(this|these|those|it|they|such|to (address|overcome|tackle|solve|bridge|fill|mitigate|this end)\b)\b/i

const BOILERPLATE = [
  /©|\bcopyright\b|all rights reserved|\bpublished by\b|\blicen[cs]ed under\b|\bcreative commons\b/i,
  /\b(trial registration|clinicaltrials\.gov|prospero|registration number)\b/i,
  /\b(code|data|dataset|models?|project page|demo)\b[^.]{0,40}\b(is|are|will be)\s+(publicly\s+)?(available|released)\b/i,
  /https?:\/\/|www\./i,
  /^(keywords?|funding|conflicts? of interest)\b/i,
  /\b(this article is protected|the author\(s\)|accepted manuscript)\b/i,
]

const MIN_WORDS = 6
const MAX_WORDS = 70

/**
 * Evidence mode: an extractive brief, quoted verbatim from the best works' abstracts. Sentences are
 * scored by the question's terms they hold (idf-weighted) plus the work's own rank, chosen by maximal
 * marginal relevance so that near-duplicates are skipped, and grouped under four headings.
 */
export function buildEvidenceBrief(
  question: string,
  ranked: readonly RankedWork[],
  options: EvidenceBriefOptions = {},
): EvidenceBrief {
  const maxWorks = options.maxWorks ?? 8
  const maxSentences = options.maxSentences ?? 10
  const maxPerWork = options.maxPerWork ?? 3
  const lambda = options.lambda ?? 0.7
  const relevant = distinctByTitle(ranked.filter((entry) => entry.isRelevant))
  const works = relevant.filter((entry) => entry.work.abstract).slice(0, maxWorks)
  if (!works.length) return withoutAbstracts(relevant.slice(0, maxWorks))
  const terms = questionTerms(question)
  const candidates = works.flatMap((entry, workIndex) => sentenceCandidates(entry.work, workIndex))
  scoreCandidates(candidates, terms, works)

  const chosen = selectByMmr(candidates, { maxSentences, maxPerWork, lambda })
  const lead = leadSentences(chosen, terms)
  const numbers = new Map<number, number>()
  const numberOf = (candidate: Candidate) => {
    const n = numbers.get(candidate.workIndex) ?? numbers.size + 1
    numbers.set(candidate.workIndex, n)
    return n
  }
  const toSentence = (candidate: Candidate, isLead: boolean): BriefSentence => ({
    text: candidate.text,
    citations: [numberOf(candidate)],
    support: 'supported',
    score: 1,
    flagged: false,
    section: candidate.section,
    lead: isLead,
  })
  const leadSentencesOut = lead.map((candidate) => toSentence(candidate, true))
  const sections = new Map<BriefSection, BriefSentence[]>()
  const ordered = BRIEF_SECTIONS.flatMap((section) =>
    chosen
      .filter((candidate) => candidate.section === section && !lead.includes(candidate))
      .sort((a, b) => b.relevance - a.relevance),
  )
  for (const candidate of ordered) {
    const sentence = toSentence(candidate, false)
    sections.set(candidate.section, [...(sections.get(candidate.section) ?? []), sentence])
  }

  const references: Reference[] = [...numbers.entries()].map(([workIndex, n]) => {
    const work = (works[workIndex] as RankedWork).work
    return { n, work, link: referenceLink(work) }
  })
  const sentences = [...leadSentencesOut, ...BRIEF_SECTIONS.flatMap((section) => sections.get(section) ?? [])]
  return { markdown: briefMarkdown(leadSentencesOut, sections, references.length), sentences, references }
}

/** Relevant works were found but none has an abstract: nothing can be quoted, the records are listed. */
function withoutAbstracts(relevant: readonly RankedWork[]): EvidenceBrief {
  if (!relevant.length) return { markdown: '', sentences: [], references: [] }
  const references = relevant.map(({ work }, index) => ({ n: index + 1, work, link: referenceLink(work) }))
  const count =
    references.length === 1 ? 'The relevant work found has' : `The ${references.length} relevant works found have`
  return {
    markdown: `*Evidence brief: ${count} no abstract, so there is nothing to quote. The records are listed under References.*`,
    sentences: [],
    references,
  }
}

// The same work often comes back twice when sources disagree on its identifiers (a book and its DOI record).
function distinctByTitle(ranked: readonly RankedWork[]): RankedWork[] {
  const seen = new Set<string>()
  return ranked.filter(({ work }) => {
    const key = normaliseTitle(work.title)
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

function briefMarkdown(
  lead: readonly BriefSentence[],
  sections: Map<BriefSection, BriefSentence[]>,
  workCount: number,
): string {
  if (!workCount) return ''
  const lines = [
    `*Evidence brief: sentences quoted verbatim from the abstracts of ${workCount} retrieved ${workCount === 1 ? 'work' : 'works'}; no language model was used.*`,
  ]
  if (lead.length) {
    lines.push('', `**${LEAD_HEADING}**`, '')
    for (const entry of lead) lines.push(`> “${entry.text}” [${entry.citations.join(', ')}]`, '')
    lines.pop()
  }
  for (const section of BRIEF_SECTIONS) {
    const entries = sections.get(section)
    if (!entries?.length) continue
    lines.push('', `### ${BRIEF_HEADINGS[section]}`, '')
    for (const entry of entries) lines.push(`- “${entry.text}” [${entry.citations.join(', ')}]`)
  }
  return lines.join('\n')
}

export const LEAD_HEADING = 'Most direct answer (quoted from the abstracts)'

const MAX_LEAD = 2
// A sentence that reports something: a finding verb, a comparison or a figure.
const FINDING =
  /\b(show|shows|showed|shown|found|find|finds|demonstrat\w*|suggest\w*|indicat\w*|reveal\w*|associat\w*|reduc\w*|increas\w*|decreas\w*|improv\w*|lower\w*|higher|outperform\w*|achiev\w*|led to|result(?:s|ed)? in|linked|effective|no (?:significant )?(?:difference|effect|association))\b|\d\s?%/i

/**
 * The one or two sentences the brief opens with: among those chosen, the highest-ranked that report a finding
 * (results, or what is known) and hold at least half of the question's terms, or all of them for a short question.
 */
function leadSentences(chosen: readonly Candidate[], terms: readonly string[]): Candidate[] {
  if (!terms.length) return []
  const needed = Math.max(1, Math.ceil(terms.length / 2))
  return chosen
    .filter(
      (candidate) =>
        (candidate.section === 'results' || candidate.section === 'known') &&
        FINDING.test(candidate.text) &&
        terms.filter((term) => candidate.keys.has(term)).length >= needed,
    )
    .sort((a, b) => b.relevance - a.relevance)
    .slice(0, MAX_LEAD)
}

/** The quotable sentences of one work's abstract, each with the section it belongs to. */
export function sentenceCandidates(work: Work, workIndex = 0): Candidate[] {
  const parts = work.abstractSections.some((part) => part.label)
    ? work.abstractSections.map((part) => ({ label: part.label, text: part.text }))
    : [{ label: null, text: work.abstract ?? '' }]
  const candidates: Candidate[] = []
  for (const part of parts) {
    const partSection = part.label === null ? undefined : sectionOfLabel(part.label)
    if (partSection === null) continue
    for (const span of splitSentences(part.text)) {
      let text = span.text
      let section = partSection
      const inline = INLINE_LABEL.exec(text)
      if (inline) {
        text = text.slice(inline[0].length)
        const labelled = sectionOfLabel(inline[1] ?? '')
        if (labelled === null) continue
        section ??= labelled
      }
      if (!isQuotable(text)) continue
      const tokens = tokenize(text)
      candidates.push({
        text,
        workIndex,
        section: section ?? sectionByCues(text),
        keys: new Set(tokens.filter(isContentToken).map((token) => token.key)),
        relevance: 0,
        order: candidates.length,
      })
    }
  }
  return candidates
}

/** undefined: the label says nothing about where the part goes; null: the part is left out. */
function sectionOfLabel(label: string): BriefSection | null | undefined {
  const trimmed = label.trim()
  for (const [pattern, section] of LABEL_SECTIONS) if (pattern.test(trimmed)) return section
  return undefined
}

function sectionByCues(text: string): BriefSection {
  cueKeys ??= CUE_PHRASES.map(([section, phrases]) => [section, phrases.map(keyLine)])
  const line = keyLine(text)
  for (const [section, phrases] of cueKeys) if (phrases.some((phrase) => line.includes(phrase))) return section
  if (/\d\s?%/.test(text)) return 'results'
  return 'known'
}

/** A whole sentence a reader can take on its own: not a fragment, a label, a link or boilerplate. */
export function isQuotable(text: string): boolean {
  const words = text.split(/\s+/).filter(Boolean).length
  if (words < MIN_WORDS || words > MAX_WORDS) return false
  if (!/^[\p{Lu}\d"“(]/u.test(text)) return false
  if (!/[.!?)\]"”]$/.test(text)) return false
  if (text.endsWith('?') || ANAPHORIC_START.test(text)) return false
  if (BOILERPLATE.some((pattern) => pattern.test(text))) return false
  const dollars = (text.match(/\$/g) ?? []).length
  return dollars % 2 === 0 && dollars <= 6
}

function scoreCandidates(candidates: Candidate[], terms: readonly string[], works: readonly RankedWork[]): void {
  const sentenceCount = Math.max(1, candidates.length)
  const weight = new Map(
    terms.map((term) => {
      const holding = candidates.filter((candidate) => candidate.keys.has(term)).length
      return [term, Math.log(1 + (sentenceCount - holding + 0.5) / (holding + 0.5))]
    }),
  )
  const total = [...weight.values()].reduce((sum, value) => sum + value, 0) || 1
  for (const candidate of candidates) {
    const matched = terms.reduce((sum, term) => sum + (candidate.keys.has(term) ? (weight.get(term) ?? 0) : 0), 0)
    const workScore = works[candidate.workIndex]?.parts.relevance ?? 0
    // A sentence holding none of the question's terms can still report the results of a relevant work,
    // but only ranks above another work's matching sentence when its own work is far more relevant.
    candidate.relevance = 0.75 * (matched / total) + 0.25 * workScore - 0.01 * candidate.order
  }
}

function selectByMmr(
  candidates: readonly Candidate[],
  limits: { maxSentences: number; maxPerWork: number; lambda: number },
): Candidate[] {
  const pool = candidates.filter((candidate) => candidate.relevance > 0.2)
  const chosen: Candidate[] = []
  const perWork = new Map<number, number>()
  while (chosen.length < limits.maxSentences) {
    let best: Candidate | null = null
    let bestValue = -Infinity
    for (const candidate of pool) {
      if (chosen.includes(candidate) || (perWork.get(candidate.workIndex) ?? 0) >= limits.maxPerWork) continue
      const redundancy = Math.max(0, ...chosen.map((other) => jaccard(candidate.keys, other.keys)))
      if (redundancy > 0.45) continue
      const value = limits.lambda * candidate.relevance - (1 - limits.lambda) * redundancy
      if (value > bestValue) {
        best = candidate
        bestValue = value
      }
    }
    if (!best) break
    chosen.push(best)
    perWork.set(best.workIndex, (perWork.get(best.workIndex) ?? 0) + 1)
  }
  return chosen
}

function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (!a.size || !b.size) return 0
  let shared = 0
  for (const key of a) if (b.has(key)) shared++
  return shared / (a.size + b.size - shared)
}
