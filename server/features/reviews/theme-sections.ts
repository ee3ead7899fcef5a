import type { QuotedSentence, ReviewTheme } from '#shared/contract/reviews'
import type { Work } from '#shared/contract/sources'
import { buildEvidenceBrief, isQuotable, rankWorks, splitSentences } from '../research'
import { methodsNamedIn } from './method-names'

/** One included work of a theme with its reference number. */
export type NumberedWork = { n: number; work: Work }

const MAX_FINDINGS = 6
const MIN_FINDINGS = 3
const MAX_OPEN_QUESTIONS = 4
const MAX_METHODS = 6

// Sentences that say what is not yet known or what the work could not do.
const OPEN_QUESTION_CUES =
  /\b(remains? (unclear|unknown|poorly understood|an open|a challenge|challenging|limited|elusive|to be)|open (questions?|problems?|challenges?)|future (work|research|studies|directions)|further (research|studies|work|investigation)|(is|are) (still )?(needed|warranted|required)|has yet to|have yet to|limitations?|little is known|not (yet )?(well )?understood|lack of)\b/i

/** The works' sentences that state an open question or a limitation, at most one per work, most central first. */
export function openQuestionsOf(works: readonly NumberedWork[], limit = MAX_OPEN_QUESTIONS): QuotedSentence[] {
  const found: QuotedSentence[] = []
  for (const { n, work } of works) {
    if (found.length >= limit) break
    const sentence = splitSentences(work.abstract ?? '').find(
      (span) => OPEN_QUESTION_CUES.test(span.text) && isQuotable(span.text),
    )
    if (sentence) found.push({ text: sentence.text, n })
  }
  return found
}

/** Most cited, earliest and most recent of the theme's works (null where no work says). */
export function keyWorksOf(works: readonly NumberedWork[]): ReviewTheme['keyWorks'] {
  const pick = (better: (a: Work, b: Work) => boolean, has: (work: Work) => boolean) =>
    works
      .filter(({ work }) => has(work))
      .reduce<NumberedWork | null>((best, entry) => (!best || better(entry.work, best.work) ? entry : best), null)?.n ??
    null
  return {
    mostCited: pick(
      (a, b) => (a.citationCount ?? 0) > (b.citationCount ?? 0),
      (work) => (work.citationCount ?? 0) > 0,
    ),
    earliest: pick(
      (a, b) => (a.year ?? 0) < (b.year ?? 0),
      (work) => work.year !== null,
    ),
    mostRecent: pick(
      (a, b) => (a.year ?? 0) > (b.year ?? 0),
      (work) => work.year !== null,
    ),
  }
}

export function methodsOf(works: readonly NumberedWork[]): ReviewTheme['methods'] {
  const byMethod = new Map<string, number[]>()
  for (const { n, work } of works)
    for (const name of methodsNamedIn(`${work.title}. ${work.abstract ?? ''}`))
      byMethod.set(name, [...(byMethod.get(name) ?? []), n])
  return [...byMethod.entries()]
    .filter(([, cited]) => cited.length > 0)
    .sort((a, b) => b[1].length - a[1].length)
    .slice(0, MAX_METHODS)
    .map(([name, cited]) => ({ name, works: cited }))
}

/**
 * What a theme's works report: the engine's evidence brief over the theme's works alone (sentences scored by the
 * topic's and the theme's own terms, chosen by MMR so near-duplicates are skipped), its known and results
 * sentences, each quoted verbatim with the reference number of its work.
 */
export function findingsOf(
  question: string,
  phrases: readonly string[],
  works: readonly NumberedWork[],
): QuotedSentence[] {
  // The same sentence in several abstracts (a shared template, a paper and its preprint) is quoted once.
  const briefed = distinctTexts(briefFindings(question, phrases, works))
  if (briefed.length >= MIN_FINDINGS) return briefed
  // The brief quotes only sentences holding the topic's or the theme's words; a theme whose abstracts report their
  // results in other words still gets what its most central works report.
  const quoted = new Set(briefed.map((finding) => finding.text))
  const reported = reportedSentences(works).filter((finding) => !quoted.has(finding.text))
  return distinctTexts([...briefed, ...reported]).slice(0, MIN_FINDINGS)
}

function distinctTexts(quotes: readonly QuotedSentence[]): QuotedSentence[] {
  const seen = new Set<string>()
  return quotes.filter((quote) => {
    const key = quote.text.toLowerCase().replace(/\s+/g, ' ')
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

// Sentences that report what a study found or showed, for themes the brief finds little in.
const REPORTING_CUES =
  /\b(we (show|find|found|demonstrate|observed?)|results? (show|indicate|suggest|demonstrate)|outperform|improve[sd]?|reduce[sd]?|increase[sd]?|achiev(es|ed|ing)|reveal(s|ed)?|consistent(ly)? gains?|significant(ly)?)\b/i

/** One reporting sentence from each of the theme's most central works, in order, verbatim. */
function reportedSentences(works: readonly NumberedWork[]): QuotedSentence[] {
  return works.flatMap(({ n, work }) => {
    const span = splitSentences(work.abstract ?? '').find(
      (sentence) => (REPORTING_CUES.test(sentence.text) || /\d/.test(sentence.text)) && isQuotable(sentence.text),
    )
    return span ? [{ text: span.text, n }] : []
  })
}

function briefFindings(question: string, phrases: readonly string[], works: readonly NumberedWork[]): QuotedSentence[] {
  const focus = [question, ...phrases].join(' ')
  const ranked = rankWorks(
    focus,
    works.map(({ work }) => work),
  ).map((entry) => ({ ...entry, isRelevant: true }))
  const numbers = new Map(works.map(({ n, work }) => [work, n]))
  const brief = buildEvidenceBrief(focus, ranked, { maxWorks: 15, maxSentences: MAX_FINDINGS + 4, maxPerWork: 2 })
  const local = new Map(brief.references.map((reference) => [reference.n, numbers.get(reference.work)]))
  return brief.sentences
    .filter((sentence) => sentence.section === 'results' || sentence.section === 'known')
    .flatMap((sentence) => {
      const n = local.get(sentence.citations[0] ?? 0)
      return n === undefined ? [] : [{ text: sentence.text, n }]
    })
    .slice(0, MAX_FINDINGS)
}
