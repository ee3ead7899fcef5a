import { tokenize } from '../../research'
import type { DocumentTerms, PhraseWord } from './document-terms'

/**
 * Theme labels by class-based TF-IDF over 1–3-word noun phrases, counted once per work (VOSviewer's binary
 * counting): a phrase scores share-of-the-theme's-works × ln(1 + average theme size / works using it anywhere).
 * A phrase may not start or end with a stop word (runs hold none) or a word of rhetoric, must end in a noun (or
 * an -ing verb after a noun), and may not hold an excluded word (the user's topic). No phrase serves two themes.
 */

const MAX_PHRASES = 3
// A longer phrase holding a better one is preferred while it keeps this share of the better one's score.
const LONGER_PHRASE_SHARE = 0.8
// A second or third phrase must reach this share of the theme's first.
const FOLLOWING_PHRASE_SHARE = 0.3

const NOUNS = new Set(['NOUN', 'PROPN'])
const MODIFIER_TAGS = new Set(['ADJ', 'NUM'])
// Words of an abstract's rhetoric rather than its subject: no phrase starts or ends with one. Stemmed on first use.
const EDGE_WORDS_TEXT = `propose proposed novel new existing recent various different several extensive significant effective
  key main previous prior current state-of-the-art comprehensive high-quality promising potential shown important
  need successful remarkable paper approach method methodology result work study task performance experiment
  framework problem issue way technique setting improvement ability capability demonstration evaluation analysis
  gain finding insight limitation challenge lack aim goal contribution code github http https www com using
  including leveraging following making enabling achieving improving providing showing yielding requiring allowing
  involving reducing increasing ensuring resulting`
let edgeWords: Set<string> | null = null

function isEdgeWord(key: string): boolean {
  // A hyphenated entry is keyed like a phrase word: its stems joined by hyphens.
  edgeWords ??= new Set(
    EDGE_WORDS_TEXT.split(/\s+/).map((entry) =>
      tokenize(entry)
        .map((token) => token.key.toLowerCase())
        .join('-'),
    ),
  )
  return edgeWords.has(key)
}

type Candidate = { key: string; words: number; score: number }
type LabelledDocument = Pick<DocumentTerms, 'text' | 'titleLength' | 'runs'>

/**
 * 0–3 phrases per theme (members are indexes into `documents`), in the themes' order; `excludedStems` are the
 * stems no phrase may hold.
 */
export function labelThemes(
  documents: readonly LabelledDocument[],
  themes: readonly (readonly number[])[],
  excludedStems: ReadonlySet<string>,
): string[][] {
  const tags = usualTags(documents)
  const phrasesPerWork = documents.map((document) => {
    const phrases = new Set<string>()
    forEachPhrase(document, excludedStems, tags, (key) => phrases.add(key))
    return phrases
  })
  const worksUsing = new Map<string, number>()
  for (const phrases of phrasesPerWork) for (const key of phrases) worksUsing.set(key, (worksUsing.get(key) ?? 0) + 1)
  const averageThemeSize = documents.length / Math.max(1, themes.length)
  const rankings = themes.map((members) => rankPhrases(members, phrasesPerWork, worksUsing, averageThemeSize))
  const owner = ownerOfEachPhrase(rankings)
  const chosen = themes.map((): Candidate[] => [])
  const used = new Set<string>()
  const pick = (themesPicking: readonly number[], onlyOwn: boolean): void => {
    for (let round = 0; round < MAX_PHRASES; round++) {
      for (const theme of themesPicking) {
        const mine = chosen[theme]
        const ranking = rankings[theme]
        if (!mine || !ranking || mine.length !== round) continue
        const next = nextPhrase(ranking, mine, used, (key) => !onlyOwn || owner.get(key) === theme)
        if (!next) continue
        mine.push(next)
        used.add(next.key)
      }
    }
  }
  pick(
    themes.map((_, theme) => theme),
    true,
  )
  // A theme whose every phrase is more distinctive of another theme still gets the best ones left.
  pick(
    themes.map((_, theme) => theme).filter((theme) => !chosen[theme]?.length),
    false,
  )
  const shownAs = showPhrases(
    documents,
    phrasesPerWork,
    chosen.flat().map((candidate) => candidate.key),
    excludedStems,
    tags,
  )
  return chosen.map((candidates) => candidates.map((candidate) => shownAs.get(candidate.key) ?? candidate.key))
}

/**
 * What each written word usually is across all the works. The tagger reads a capital as a name, so Title Case
 * titles and sentence starts call every word a proper noun ("Diffusion Large Language Models"): occurrences
 * written in lower case decide, and the others only for a word never written so.
 */
function usualTags(documents: readonly LabelledDocument[]): Map<string, string> {
  const lowerCaseVotes = new Map<string, Map<string, number>>()
  const otherVotes = new Map<string, Map<string, number>>()
  for (const { text, runs } of documents) {
    for (const run of runs) {
      for (const word of run) {
        const first = text.charAt(word.start)
        const votes = first === first.toLowerCase() ? lowerCaseVotes : otherVotes
        const tags = votes.get(word.normal) ?? new Map<string, number>()
        tags.set(word.pos, (tags.get(word.pos) ?? 0) + 1)
        votes.set(word.normal, tags)
      }
    }
  }
  const usual = new Map<string, string>()
  for (const votes of [otherVotes, lowerCaseVotes]) {
    for (const [normal, tags] of votes) {
      const [best] = [...tags].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      if (best) usual.set(normal, best[0])
    }
  }
  return usual
}

type WordRole = 'noun' | 'modifier' | 'gerund' | 'other'

/** Nouns end phrases; adjectives, numbers and participles may stand before them; an -ing verb may end one after a noun. */
function roleOf(word: PhraseWord, tags: ReadonlyMap<string, string>): WordRole {
  const tag = tags.get(word.normal) ?? word.pos
  if (NOUNS.has(tag)) return 'noun'
  if (MODIFIER_TAGS.has(tag)) return 'modifier'
  if (tag !== 'VERB') return 'other'
  if (word.normal.endsWith('ing')) return 'gerund'
  return word.normal.endsWith('ed') ? 'modifier' : 'other'
}

/** Calls `visit` with each phrase of the document (repeats included) and the words it starts and ends with. */
function forEachPhrase(
  { runs }: LabelledDocument,
  excludedStems: ReadonlySet<string>,
  tags: ReadonlyMap<string, string>,
  visit: (key: string, first: PhraseWord, last: PhraseWord) => void,
): void {
  for (const run of runs) {
    for (let start = 0; start < run.length; start++) {
      const first = run[start]
      if (!first || isEdgeWord(first.key) || !/\p{L}/u.test(first.key)) continue
      let key = ''
      let previousRole: WordRole | null = null
      for (let end = start; end < start + 3 && end < run.length; end++) {
        const word = run[end]
        if (!word || isExcluded(word, excludedStems)) break
        key += (key ? ' ' : '') + word.key
        const role = roleOf(word, tags)
        // A noun ends a phrase; so does an -ing verb after a noun ("coral bleaching", "image editing").
        const canEnd = role === 'noun' || (role === 'gerund' && previousRole === 'noun')
        if (canEnd && !isEdgeWord(word.key)) visit(key, first, word)
        if (role === 'other') break
        previousRole = role
      }
    }
  }
}

/** The most common way each phrase is written, found only for the phrases chosen (a second pass costs less). */
function showPhrases(
  documents: readonly LabelledDocument[],
  phrasesPerWork: readonly Set<string>[],
  keys: readonly string[],
  excludedStems: ReadonlySet<string>,
  tags: ReadonlyMap<string, string>,
): Map<string, string> {
  const wanted = new Set(keys)
  // Inside a sentence of an abstract a phrase is written in its real case ("Bayesian optimization"); in a title
  // or after a full stop it is lowered unless written like an acronym.
  const inSentence = new Map<string, Map<string, number>>()
  const elsewhere = new Map<string, Map<string, number>>()
  documents.forEach((document, work) => {
    if (!keys.some((key) => phrasesPerWork[work]?.has(key))) return
    const { text, titleLength } = document
    forEachPhrase(document, excludedStems, tags, (key, first, last) => {
      if (!wanted.has(key)) return
      const written = text.slice(first.start, last.end).replace(/\s+/g, ' ')
      const isInSentence =
        first.start > titleLength && !/(?:^|[.!?:])\s*$/.test(text.slice(Math.max(0, first.start - 4), first.start))
      const forms = isInSentence ? inSentence : elsewhere
      const shown = isInSentence ? written : shownForm(written)
      const counts = forms.get(key) ?? new Map<string, number>()
      counts.set(shown, (counts.get(shown) ?? 0) + 1)
      forms.set(key, counts)
    })
  })
  const mostCommon = (forms: Map<string, number> | undefined): string | undefined =>
    [...(forms ?? [])].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0]
  return new Map(
    keys.map((key) => {
      const sentenceForms = inSentence.get(key)
      // a capital kept only where every sentence writes it so: "Bayesian", not "Preference Optimization"
      if (sentenceForms?.size === 1) return [key, mostCommon(sentenceForms) ?? key]
      const lowered = new Map<string, number>()
      for (const [written, count] of [...(sentenceForms ?? []), ...(elsewhere.get(key) ?? [])]) {
        const shown = sentenceForms?.has(written) ? shownForm(written) : written
        lowered.set(shown, (lowered.get(shown) ?? 0) + count)
      }
      return [key, mostCommon(lowered) ?? key]
    }),
  )
}

/** "Diffusion Models" → "diffusion models", "X-ray" → "x-ray", but "LLMs", "ImageNet", "T2I" and "3D" as written. */
function shownForm(written: string): string {
  return written
    .split(/(?=[\s‐‑-])|(?<=[\s‐‑-])/)
    .map((part) => (/\p{Lu}/u.test(part.slice(1)) ? part : part.toLowerCase()))
    .join('')
}

function isExcluded(word: PhraseWord, excludedStems: ReadonlySet<string>): boolean {
  return word.stems.some((stem) => excludedStems.has(stem))
}

function rankPhrases(
  members: readonly number[],
  phrasesPerWork: readonly Set<string>[],
  worksUsing: ReadonlyMap<string, number>,
  averageThemeSize: number,
): Candidate[] {
  const inTheme = new Map<string, number>()
  for (const member of members) {
    for (const key of phrasesPerWork[member] ?? []) inTheme.set(key, (inTheme.get(key) ?? 0) + 1)
  }
  // A label should speak for at least a tenth of the theme, and for more than one work.
  const minimumWorks = members.length >= 3 ? Math.max(2, Math.ceil(0.1 * members.length)) : 1
  const candidates: Candidate[] = []
  for (const [key, count] of inTheme) {
    if (count < minimumWorks) continue
    const score = (count / members.length) * Math.log(1 + averageThemeSize / (worksUsing.get(key) ?? count))
    candidates.push({ key, words: key.split(' ').length, score })
  }
  return candidates.sort((a, b) => b.score - a.score || b.words - a.words || a.key.localeCompare(b.key))
}

/** The theme each phrase scores highest in (ties: the earlier theme). */
function ownerOfEachPhrase(rankings: readonly Candidate[][]): Map<string, number> {
  const best = new Map<string, { theme: number; score: number }>()
  rankings.forEach((ranking, theme) => {
    for (const candidate of ranking) {
      const current = best.get(candidate.key)
      if (!current || candidate.score > current.score) best.set(candidate.key, { theme, score: candidate.score })
    }
  })
  return new Map([...best].map(([key, { theme }]) => [key, theme]))
}

function nextPhrase(
  ranking: readonly Candidate[],
  chosen: readonly Candidate[],
  used: ReadonlySet<string>,
  isAllowed: (key: string) => boolean,
): Candidate | null {
  const first = chosen[0]
  const isFree = (candidate: Candidate): boolean =>
    !used.has(candidate.key) &&
    isAllowed(candidate.key) &&
    !chosen.some((taken) => overlaps(taken.key, candidate.key)) &&
    (!first || candidate.score >= FOLLOWING_PHRASE_SHARE * first.score)
  for (const candidate of ranking) {
    if (!isFree(candidate)) continue
    const longer = ranking.find(
      (other) =>
        other.words > candidate.words &&
        other.score >= LONGER_PHRASE_SHARE * candidate.score &&
        contains(other.key, candidate.key) &&
        isFree(other),
    )
    return longer ?? candidate
  }
  return null
}

function contains(longer: string, shorter: string): boolean {
  return ` ${longer} `.includes(` ${shorter} `)
}

function overlaps(a: string, b: string): boolean {
  return contains(a, b) || contains(b, a)
}
