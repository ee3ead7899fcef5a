/**
 * The grant draft checker: rules only, no model, so it runs on every edit in the browser and again on the server.
 * A draft is plain text with `## Heading` lines; every finding carries the offsets (start, end) of the text it
 * is about in that same string, so the page can select it.
 *
 * Rules (decision 049):
 * - required sections: NIH — Specific Aims and Significance; NSF — Overview, Intellectual Merit, Broader Impacts.
 * - NSF Project Summary (Overview + Intellectual Merit + Broader Impacts) at most NSF_SUMMARY_LIMIT characters.
 * - NIH Specific Aims within one page, estimated: 11-pt Arial at 0.5-inch margins holds about
 *   CHARS_PER_LINE characters a line and LINES_PER_PAGE lines; each paragraph starts a new line and is
 *   followed by a blank one.
 * - each aim (a line opening `Aim 1`, `Aim 2.`, `**Aim 3:**`) starts with a verb, names a measurable outcome and
 *   does not depend on another aim's success.
 * - every factual sentence in Significance carries a citation ([n] or (Author, Year)); sentences about the
 *   applicant's own plans (we, our, this proposal, will) are not factual claims.
 * - no cited reference is retracted; a marker without a reference is flagged too.
 */

export const FUNDER_MECHANISMS = {
  nih: ['R01', 'R21', 'K99-R00', 'SBIR-STTR'],
  nsf: ['Standard Grant', 'CAREER'],
} as const

export type Funder = keyof typeof FUNDER_MECHANISMS

export const NSF_SUMMARY_LIMIT = 4600
export const CHARS_PER_LINE = 98
export const LINES_PER_PAGE = 55

export const REQUIRED_SECTIONS: Record<Funder, readonly string[]> = {
  nih: ['Specific Aims', 'Significance'],
  nsf: ['Overview', 'Intellectual Merit', 'Broader Impacts'],
}

export type CheckRule =
  | 'missing-section'
  | 'summary-too-long'
  | 'aims-too-long'
  | 'aim-verb'
  | 'aim-measurable'
  | 'aim-dependent'
  | 'uncited-claim'
  | 'retracted-citation'
  | 'unknown-citation'

export type Finding = {
  rule: CheckRule
  severity: 'error' | 'warning'
  message: string
  /** offsets into the draft text, end exclusive; an empty range at 0 for something missing */
  start: number
  end: number
}

export type CheckedReference = { n: number; retracted: boolean }

export type DraftSection = { heading: string; start: number; end: number; bodyStart: number; body: string }

/** The draft's `## Heading` sections, each with its body and offsets. */
export function draftSections(text: string): DraftSection[] {
  const headings = [...text.matchAll(/^#{1,3}[ \t]+(.+?)[ \t]*#*[ \t]*$/gm)]
  return headings.map((match, index) => {
    const start = match.index
    const bodyStart = start + match[0].length
    const end = headings[index + 1]?.index ?? text.length
    return { heading: match[1] ?? '', start, end, bodyStart, body: text.slice(bodyStart, end) }
  })
}

const normalHeading = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^a-z ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

function findSection(sections: DraftSection[], name: string): DraftSection | undefined {
  const wanted = normalHeading(name)
  return sections.find((section) => normalHeading(section.heading) === wanted)
}

export function checkDraft(text: string, funder: Funder, references: readonly CheckedReference[] = []): Finding[] {
  const sections = draftSections(text)
  const findings: Finding[] = []
  for (const name of REQUIRED_SECTIONS[funder]) {
    if (!findSection(sections, name)) {
      findings.push({
        rule: 'missing-section',
        severity: 'error',
        message: `The "${name}" section is missing (a "## ${name}" heading).`,
        start: 0,
        end: 0,
      })
    }
  }
  if (funder === 'nsf') findings.push(...checkSummaryLength(sections))
  const aimsSection = findSection(sections, 'Specific Aims')
  if (aimsSection) {
    findings.push(...checkAimsPage(aimsSection))
    findings.push(...checkAims(aimsSection))
  }
  const significance = findSection(sections, 'Significance')
  if (significance) findings.push(...checkSignificance(significance))
  findings.push(...checkCitations(text, references))
  return findings.sort((a, b) => a.start - b.start || a.rule.localeCompare(b.rule))
}

function checkSummaryLength(sections: DraftSection[]): Finding[] {
  const parts = REQUIRED_SECTIONS.nsf.map((name) => findSection(sections, name)).filter((s) => s !== undefined)
  const length = parts.reduce((sum, part) => sum + part.body.trim().length, 0)
  if (length <= NSF_SUMMARY_LIMIT || !parts.length) return []
  const last = parts[parts.length - 1] as DraftSection
  return [
    {
      rule: 'summary-too-long',
      severity: 'error',
      message: `The Project Summary is ${length.toLocaleString('en-US')} characters; NSF allows about ${NSF_SUMMARY_LIMIT.toLocaleString('en-US')}.`,
      start: (parts[0] as DraftSection).bodyStart,
      end: last.end,
    },
  ]
}

/** Estimated printed pages of a text (see the header for the assumptions). */
export function estimatedPages(body: string): number {
  const paragraphs = body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
  const lines = paragraphs.reduce((sum, paragraph) => sum + Math.ceil(paragraph.length / CHARS_PER_LINE) + 1, 0)
  return lines / LINES_PER_PAGE
}

function checkAimsPage(section: DraftSection): Finding[] {
  const pages = estimatedPages(section.body)
  if (pages <= 1) return []
  return [
    {
      rule: 'aims-too-long',
      severity: 'error',
      message: `The Specific Aims would fill about ${pages.toFixed(1)} pages; NIH allows one.`,
      start: section.bodyStart,
      end: section.end,
    },
  ]
}

export type Aim = { number: number; text: string; start: number; end: number; statementStart: number }

/** The aims of a Specific Aims section: each from its `Aim n` line to the next aim or blank-line paragraph end. */
export function findAims(section: Pick<DraftSection, 'body' | 'bodyStart'>): Aim[] {
  const matches = [
    ...section.body.matchAll(
      /^[ \t]*(?:[-*][ \t]+)?\**(?:specific[ \t]+)?aim[ \t]+(\d)\s*[.:)]?\**[ \t]*[:.-]?[ \t]*/gim,
    ),
  ]
  return matches.map((match, index) => {
    const statementStart = match.index + match[0].length
    const next = matches[index + 1]?.index ?? section.body.length
    const paragraphEnd = section.body.slice(statementStart).search(/\n\s*\n/)
    const end = Math.min(next, paragraphEnd < 0 ? section.body.length : statementStart + paragraphEnd)
    return {
      number: Number(match[1]),
      text: section.body.slice(statementStart, end).trim(),
      start: section.bodyStart + match.index,
      end: section.bodyStart + end,
      statementStart: section.bodyStart + statementStart,
    }
  })
}

// Verbs that open aims in NIH/NSF guidance and funded examples; other words in an imperative-verb form
// (-ize, -ise, -ate, -ify) count too.
const AIM_VERBS = new Set(
  (
    'analyze analyse assess build characterize characterise compare conduct create define delineate demonstrate ' +
    'design detect determine develop discover dissect elucidate engineer establish estimate evaluate examine ' +
    'explore extend generate identify implement improve increase investigate map measure model optimize ' +
    'predict probe quantify reduce reveal screen test track train uncover understand validate deploy link ' +
    'apply pilot prototype integrate leverage use assemble benchmark construct curate document enroll evaluate ' +
    'learn localize monitor profile recruit refine simulate study survey trace'
  ).split(' '),
)

function firstWord(text: string): string {
  return (
    text
      .replace(/^[*_\s"'“(]+/, '')
      .match(/^[A-Za-z-]+/)?.[0]
      ?.toLowerCase() ?? ''
  )
}

export function startsWithVerb(text: string): boolean {
  const word = firstWord(text)
  if (!word) return false
  if (AIM_VERBS.has(word)) return true
  return /^[a-z]{4,}(ize|ise|ate|ify)$/.test(word)
}

// A measurable outcome: a number or share, or a quantity the aim will measure.
const MEASURABLE =
  /\d|%|\b(percent|accuracy|sensitivity|specificity|auc|rate|rates|ratio|incidence|prevalence|concentration|level|levels|error|precision|recall|score|scores|proportion|odds|hazard|effect size|difference|threshold|yield|efficiency|throughput|latency|time to|number of|reduction|increase|decrease|measured|quantified|quantify|measure|dose|cost|costs|dollars|count)\b/i

export function namesMeasurableOutcome(text: string): boolean {
  return MEASURABLE.test(text.replace(/\baims?\s*\d/gi, ''))
}

// Wording that makes one aim wait on another's success.
const DEPENDENCE =
  /\b(if|once|only if|after|upon|provided|assuming|contingent on|depend(?:s|ing|ent)? (?:up)?on|requires?|relies on|following (?:the )?(?:successful )?(?:completion|success) of|building on|based on (?:the )?(?:results|findings|success) (?:of|from)|using the [a-z -]{1,40} (?:from|of|developed in|identified in|validated in))\s+(?:the\s+)?(?:success(?:ful)?\s+(?:of\s+|completion of\s+)?)?(?:results of\s+|findings of\s+)?aim\s*(\d)/i

export function dependsOnAim(text: string, own: number): number | null {
  for (const match of text.matchAll(new RegExp(DEPENDENCE.source, 'gi'))) {
    const other = Number(match[2])
    if (other !== own) return other
  }
  const succeeds = text.match(/\baim\s*(\d)\s+(?:succeeds|is successful|works|must succeed)/i)
  if (succeeds && Number(succeeds[1]) !== own) return Number(succeeds[1])
  return null
}

function checkAims(section: DraftSection): Finding[] {
  const findings: Finding[] = []
  for (const aim of findAims(section)) {
    const label = `Aim ${aim.number}`
    if (!startsWithVerb(aim.text)) {
      findings.push({
        rule: 'aim-verb',
        severity: 'warning',
        message: `${label} should start with a verb that says what you will do (e.g. "Determine", "Test").`,
        start: aim.statementStart,
        end: aim.statementStart + (aim.text.match(/^\S+/)?.[0].length ?? 0),
      })
    }
    if (!namesMeasurableOutcome(aim.text)) {
      findings.push({
        rule: 'aim-measurable',
        severity: 'warning',
        message: `${label} names no measurable outcome (what will be measured, and how much change counts).`,
        start: aim.start,
        end: aim.end,
      })
    }
    const other = dependsOnAim(aim.text, aim.number)
    if (other !== null) {
      findings.push({
        rule: 'aim-dependent',
        severity: 'warning',
        message: `${label} depends on Aim ${other} succeeding; reviewers expect aims that stand on their own.`,
        start: aim.start,
        end: aim.end,
      })
    }
  }
  return findings
}

const CITATION =
  /\[\d+(?:\s*[-–,]\s*\d+)*\]|\([A-Z][A-Za-z'-]+(?: et al\.?| (?:and|&) [A-Z][A-Za-z'-]+)?,? \d{4}[a-z]?\)/
const OWN_PLAN = /\b(we|our|us|this (?:proposal|project|application|study|work|award|program)|will|here,? )\b|\?\s*$/i

/** Sentences of a text with their offsets (split after . ! ? followed by space and a capital, digit or bracket). */
export function sentencesOf(text: string, offset = 0): { text: string; start: number; end: number }[] {
  const result: { text: string; start: number; end: number }[] = []
  let cursor = 0
  const breaks = [...text.matchAll(/(?<=[.!?][\])"”]*)\s+(?=[A-Z[(“"])|\n+/g)]
  for (const match of breaks) {
    push(cursor, match.index)
    cursor = match.index + match[0].length
  }
  push(cursor, text.length)
  return result

  function push(from: number, to: number) {
    const raw = text.slice(from, to)
    const lead = raw.length - raw.trimStart().length
    const trimmed = raw.trim()
    if (!trimmed) return
    const start = from + lead
    result.push({ text: trimmed, start: offset + start, end: offset + start + trimmed.length })
  }
}

function checkSignificance(section: DraftSection): Finding[] {
  const findings: Finding[] = []
  for (const sentence of sentencesOf(section.body, section.bodyStart)) {
    if (/^#|^[-*]\s*$/.test(sentence.text)) continue
    if (sentence.text.split(/\s+/).length < 5) continue
    if (OWN_PLAN.test(sentence.text)) continue
    if (CITATION.test(sentence.text)) continue
    findings.push({
      rule: 'uncited-claim',
      severity: 'warning',
      message: 'This statement of fact carries no citation.',
      start: sentence.start,
      end: sentence.end,
    })
  }
  return findings
}

function checkCitations(text: string, references: readonly CheckedReference[]): Finding[] {
  const findings: Finding[] = []
  const byNumber = new Map(references.map((reference) => [reference.n, reference]))
  for (const match of text.matchAll(/\[(\d+(?:\s*[-–,]\s*\d+)*)\]/g)) {
    for (const n of markerNumbersOf(match[1] ?? '')) {
      const reference = byNumber.get(n)
      const at = { start: match.index, end: match.index + match[0].length }
      if (!reference) {
        if (references.length) {
          findings.push({
            rule: 'unknown-citation',
            severity: 'warning',
            message: `[${n}] is not in the references.`,
            ...at,
          })
        }
      } else if (reference.retracted) {
        findings.push({
          rule: 'retracted-citation',
          severity: 'error',
          message: `[${n}] cites a retracted work; remove it or cite what replaced it.`,
          ...at,
        })
      }
    }
  }
  return findings
}

function markerNumbersOf(inner: string): number[] {
  const numbers: number[] = []
  for (const part of inner.split(',')) {
    const range = part.split(/[-–]/).map((value) => Number(value.trim()))
    const [from, to] = [range[0] ?? NaN, range[1] ?? range[0] ?? NaN]
    if (!Number.isInteger(from) || !Number.isInteger(to) || to < from || to - from > 50) continue
    for (let n = from; n <= to; n += 1) numbers.push(n)
  }
  return numbers
}
