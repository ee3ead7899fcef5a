/* eslint-disable @typescript-eslint/unbound-method -- wink-nlp's its.* helpers are plain functions made to be passed to out() */
import winkNLP, { type WinkMethods } from 'wink-nlp'
import model from 'wink-eng-lite-web-model'
import type { Work } from '#shared/contract/sources'

/**
 * The concepts of one work: its topics (OpenAlex topics, MeSH headings) and the 1–3-word noun phrases of its
 * title and abstract. A concept's key is its words' Porter2 stems joined by spaces, so "neural networks" and
 * "Neural Network" share the key "neural network"; topics and phrases share one key space.
 */

export type ConceptKind = 'topic' | 'phrase'
export type Concept = {
  /** stems joined by spaces: "graph neural network", "text-to-imag" */
  key: string
  /** as written here: a topic's name, a phrase in lower case unless written like an acronym ("LLMs", "3D") */
  name: string
  kind: ConceptKind
}

export type ConceptOptions = {
  /** longest phrase in words (default 3) */
  maxWords?: number
  /** keep one-word phrases (default true) */
  singleWords?: boolean
  /** the work's topics count as concepts (default true) */
  topics?: boolean
}

// The tagger alone (no sentence boundaries, no negation): tagging is the cost, and concepts need only the parts of speech.
let engine: WinkMethods | null = null
function tagger(): WinkMethods {
  engine ??= winkNLP(model, ['pos'])
  return engine
}

const stems = new Map<string, string>()
/** Porter2 stem of a lower-case word, kept: stemming is a third of the cost when redone for every token. */
function stemOf(word: string): string {
  let stem = stems.get(word)
  if (stem === undefined) {
    // The model's typings declare its addons `unknown`; `stem` is Porter2 over one string.
    const stemmer = (model.addons as { stem: (value: string) => string }).stem
    stem = stemmer(word)
    stems.set(word, stem)
  }
  return stem
}

// Words of an abstract's rhetoric: no phrase starts or ends with one.
const RHETORIC = `propose proposed novel new existing recent various different several extensive significant effective
  key main previous prior current state-of-the-art comprehensive high-quality promising potential important need
  successful remarkable paper approach method methodology result work study task performance experiment framework
  problem issue way technique setting improvement ability capability demonstration evaluation analysis gain finding
  insight limitation challenge lack aim goal contribution code github http https www com url efficient robust
  scalable simple effective accurate strong better best first second third other such many more most much further
  overall specific general particular certain same whole real-world large-scale extensive empirical experimental
  theoretical practical substantial superior competitive strategy manner aspect fact detail factor stage
  version variant scheme baseline outcome amount percent term terms case cases example addition respect
  regard basis use usage purpose kind variety lot wide future research researcher researchers literature
  survey review overview question questions`
// Words too general to be a concept alone; they may end a longer phrase ("language model", "graph network").
const GENERIC = `model models data system network learning training information input output value feature features
  quality domain application tool algorithm structure process processing representation accuracy error loss
  user users people human humans world environment context content object objects signal space point points
  function functions parameter parameters distribution sample samples image images text video language
  knowledge research science field area question answer answers solution solutions property properties
  behavior behaviour pattern patterns relationship relation relations effect effects impact role
  condition conditions rate size scale cost costs resource resources source sources target targets
  agent agents decision decisions action actions policy policies reasoning generation prediction predictions
  detection classification optimization control inference computation analysis evaluation assessment
  understanding development deployment implementation operation operations interaction interactions
  signal signals measure measures metric metrics score scores step token tokens layer layers weight weights
  group groups individual individuals participant participants patient patients component module mechanism
  design architecture benchmark dataset datasets state level number time part order end type form range set
  series step`
let rhetoric: Set<string> | null = null
let generic: Set<string> | null = null
function isRhetoric(key: string): boolean {
  rhetoric ??= new Set(RHETORIC.split(/\s+/).filter(Boolean).map(wordKey))
  return rhetoric.has(key)
}
/** true for a word's key too general to be a concept alone ("model", "data") */
export function isGenericWord(key: string): boolean {
  generic ??= new Set(GENERIC.split(/\s+/).filter(Boolean).map(wordKey))
  return generic.has(key)
}

/** A written word's key: an acronym's plural loses its s (LLMs → llm), parts of a compound keep their hyphens. */
function wordKey(written: string): string {
  const singular = /^[A-Z][A-Z\d]*[A-Z]s$/.test(written) ? written.slice(0, -1) : written
  return singular
    .toLowerCase()
    .split('-')
    .map((part) => stemOf(part))
    .join('-')
}

// $…$, $$…$$, \(…\), \[…\] and \commands: LaTeX is formula, not vocabulary; it is replaced by a phrase break.
const LATEX = /\$\$[\s\S]*?\$\$|\$[^$]*\$|\\\([\s\S]*?\\\)|\\\[[\s\S]*?\\\]|\\[A-Za-z]+(?:\{[^}]*\})*/g
const CONTENT_WORD = /\p{L}.*\p{L}|\p{L}\d|\d\p{L}/u
// "Part II", "phase iii": numbering, not a concept.
const ROMAN = /^[ivx]+$/
const NOUNS = new Set(['NOUN', 'PROPN'])
const MODIFIERS = new Set(['ADJ', 'NUM'])

export type TextWord = {
  /** the comparison key (stems, hyphens kept) */
  key: string
  /** as written */
  written: string
  /** a stop word, punctuation or a number on its own: never part of a phrase */
  isBreak: boolean
  role: 'noun' | 'modifier' | 'gerund' | 'other'
}

/**
 * The words of a text in order: tokens written together ("text-to-image", "3D") form one word; LaTeX, stop
 * words, punctuation and lone numbers are breaks.
 */
const POSSESSIVE = /(\p{L})['’]s\b/gu

export function readWords(text: string): TextWord[] {
  const nlp = tagger()
  const its = nlp.its
  // A possessive names the same concept as MeSH's form: "Raynaud's disease" is "Raynaud disease".
  const tokens = nlp.readDoc(text.replace(LATEX, ' , ').replace(POSSESSIVE, '$1')).tokens()
  const values = tokens.out(its.value)
  const types = tokens.out(its.type)
  const tags = tokens.out(its.pos)
  const stops = tokens.out(its.stopWordFlag)
  const spaces = tokens.out(its.precedingSpaces)
  const words: TextWord[] = []
  let index = 0
  while (index < values.length) {
    const type = types[index]
    if (type !== 'word' && type !== 'number') {
      words.push({ key: values[index] ?? '', written: values[index] ?? '', isBreak: true, role: 'other' })
      index++
      continue
    }
    // Glue tokens written without a space, through single hyphens: "text-to-image", "3D", "point-cloud".
    let end = index + 1
    let written = values[index] ?? ''
    while (end < values.length && spaces[end] === '') {
      const next = values[end] ?? ''
      const nextType = types[end]
      if (nextType === 'word' || nextType === 'number') {
        written += next
        end++
      } else if (next === '-' && spaces[end + 1] === '' && /^(?:word|number)$/.test(types[end + 1] ?? '')) {
        written += '-'
        end++
      } else break
    }
    const single = end === index + 1
    const tag = tags[end - 1] ?? 'X'
    const isBreak =
      written.includes('.') || !CONTENT_WORD.test(written) || (single && (stops[index] === true || type === 'number'))
    const role = NOUNS.has(tag)
      ? 'noun'
      : MODIFIERS.has(tag) || (tag === 'VERB' && written.endsWith('ed'))
        ? 'modifier'
        : tag === 'VERB' && written.endsWith('ing')
          ? 'gerund'
          : 'other'
    words.push({ key: isBreak ? written.toLowerCase() : wordKey(written), written, isBreak, role })
    index = end
  }
  return words
}

/** The key of a concept named by a user or a topic: its content words' keys, in order. */
export function conceptKey(text: string): string {
  return readWords(text)
    .filter((word) => !word.isBreak)
    .map((word) => word.key)
    .join(' ')
}

/** The concepts of a work, each key once (a topic wins over the same phrase). */
export function extractConcepts(
  work: Pick<Work, 'title' | 'abstract' | 'topics'>,
  options: ConceptOptions = {},
): Concept[] {
  const found = new Map<string, Concept>()
  if (options.topics ?? true) {
    for (const topic of work.topics) {
      if (isClassificationCode(topic)) continue
      const key = conceptKey(topic)
      if (key && !found.has(key)) found.set(key, { key, name: topic.trim(), kind: 'topic' })
    }
  }
  // A Title Case title makes the tagger read every word as a name; in lower case it tags them as in a sentence.
  const lowered = work.title.toLowerCase()
  const title = lowered.length === work.title.length ? lowered : work.title
  for (const text of [title, work.abstract ?? '']) {
    for (const phrase of nounPhrases(readWords(text), options)) {
      if (!found.has(phrase.key)) found.set(phrase.key, phrase)
    }
  }
  return [...found.values()]
}

/** arXiv categories (cs.CL, q-bio.NC), ACM classes (I.2.7) and MSC codes (68T05) are filing codes, not concepts. */
function isClassificationCode(topic: string): boolean {
  const text = topic.trim()
  return /^[a-z-]+\.[A-Za-z-]+$/.test(text) || /^[A-K](?:\.\d+|\.m)+/.test(text) || /^\d{2}[A-Z]\d{2}/.test(text)
}

function nounPhrases(words: readonly TextWord[], options: ConceptOptions): Concept[] {
  const maxWords = options.maxWords ?? 3
  const phrases: Concept[] = []
  for (let start = 0; start < words.length; start++) {
    const first = words[start]
    if (!first || first.isBreak || isRhetoric(first.key) || !/\p{L}/u.test(first.key) || ROMAN.test(first.key)) continue
    let key = ''
    let previousRole: TextWord['role'] | null = null
    for (let end = start; end < start + maxWords && end < words.length; end++) {
      const word = words[end]
      if (!word || word.isBreak || word.role === 'other') break
      key += (key ? ' ' : '') + word.key
      // A noun ends a phrase; so does an -ing verb after a noun ("image editing", "reinforcement learning").
      const canEnd = word.role === 'noun' || (word.role === 'gerund' && previousRole === 'noun')
      const isSingle = end === start
      // "large language" in "large language models" modifies the next noun: only a run's head ends a phrase.
      const next = words[end + 1]
      const isModifier =
        next !== undefined &&
        !next.isBreak &&
        (next.role === 'noun' || (next.role === 'gerund' && word.role === 'noun'))
      if (
        canEnd &&
        !isModifier &&
        !isRhetoric(word.key) &&
        !(isSingle && (isGenericWord(word.key) || options.singleWords === false))
      ) {
        const written = words
          .slice(start, end + 1)
          .map((item) => item.written)
          .join(' ')
        phrases.push({ key, name: shownForm(written), kind: 'phrase' })
      }
      previousRole = word.role
    }
  }
  return phrases
}

/** "Diffusion Models" → "diffusion models", but "LLMs", "ImageNet" and "3D" as written. */
function shownForm(written: string): string {
  return written
    .split(/(?=[\s-])|(?<=[\s-])/)
    .map((part) => (/\p{Lu}/u.test(part.slice(1)) || /\d/.test(part) ? part : part.toLowerCase()))
    .join('')
}
