import { splitSentences } from '../../research'
import type { Work } from '#shared/contract/sources'
import { readWords } from './concepts'

/**
 * The sentence of a work's abstract that states a link: it names both concepts. Quoted verbatim (an exact slice
 * of the abstract), so that [n] can point at it.
 */

/** `start` and `end` are offsets into the abstract, or into the title when `part` is 'title'. */
export type EvidenceSentence = { text: string; start: number; end: number; part: 'abstract' | 'title' }

/**
 * The abstract's first sentence naming both concepts (by key), else the title when it names both, else null. A
 * concept is named when its words stand together ("blood viscosity"), or, failing that, all appear ("disease of
 * Raynaud"); a sentence naming both the first way is preferred.
 */
export function evidenceSentence(
  work: Pick<Work, 'abstract' | 'title'>,
  a: string,
  b: string,
): EvidenceSentence | null {
  const aWords = a.split(' ')
  const bWords = b.split(' ')
  let loose: EvidenceSentence | null = null
  for (const sentence of splitSentences(work.abstract ?? '')) {
    const match = naming(sentence.text, aWords, bWords)
    if (match === 'together') return { text: sentence.text, start: sentence.start, end: sentence.end, part: 'abstract' }
    if (match === 'loose') loose ??= { text: sentence.text, start: sentence.start, end: sentence.end, part: 'abstract' }
  }
  if (loose) return loose
  return naming(work.title, aWords, bWords)
    ? { text: work.title, start: 0, end: work.title.length, part: 'title' }
    : null
}

function naming(text: string, aWords: readonly string[], bWords: readonly string[]): 'together' | 'loose' | null {
  const keys = readWords(text).map((word) => word.key)
  const aTogether = standsTogether(keys, aWords)
  const bTogether = standsTogether(keys, bWords)
  if (aTogether && bTogether) return 'together'
  const present = new Set(keys)
  const named = (words: readonly string[], together: boolean): boolean =>
    together || words.every((word) => present.has(word))
  return named(aWords, aTogether) && named(bWords, bTogether) ? 'loose' : null
}

function standsTogether(keys: readonly string[], words: readonly string[]): boolean {
  for (let start = 0; start + words.length <= keys.length; start++) {
    if (words.every((word, offset) => keys[start + offset] === word)) return true
  }
  return false
}
