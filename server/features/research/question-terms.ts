import { isQuestionFiller, questionTerms, tokenize } from './text-analysis'

/** Words a chemistry question asks with that name no compound. */
const NOT_COMPOUNDS = new Set([
  'compound',
  'molecule',
  'structure',
  'formula',
  'weight',
  'property',
  'properties',
  'mechanism',
  'reaction',
  'synthesis',
  'effect',
  'effects',
  'toxicity',
  'use',
  'uses',
  'study',
  'studies',
])

/**
 * What is sent to the sources: the question's words that carry its content terms (questionTerms), as
 * written, so "gene-editing" stays one word and filler like "what does research say" is left out.
 */
export function sourceQueryOf(question: string): string {
  const terms = new Set(questionTerms(question))
  const words: string[] = []
  for (const raw of question.split(/\s+/)) {
    const word = raw.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '')
    if (!word || words.includes(word.toLowerCase())) continue
    if (tokenize(word).some((token) => terms.has(token.key))) words.push(word.toLowerCase())
  }
  return words.join(' ') || question.trim()
}

/**
 * Names to look up in PubChem: the question's nouns, last first (a question names its topic at the end:
 * "…the toxicity of benzene"), without the words a chemistry question asks with.
 */
export function compoundNamesOf(question: string): string[] {
  const nouns = tokenize(question).filter(
    (token) =>
      token.kind === 'word' &&
      !token.isStopWord &&
      (token.pos === 'NOUN' || token.pos === 'PROPN') &&
      !isQuestionFiller(token.key) &&
      !NOT_COMPOUNDS.has(token.normal),
  )
  return [...new Set(nouns.map((token) => token.normal))].reverse()
}
