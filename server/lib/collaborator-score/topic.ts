/** Topic vectors (term → weight) and their fit. Pure. */

const STOP = new Set(
  'a an and are as at by for from in into is of on or over the to under using via with without its their our new based towards toward'.split(
    ' ',
  ),
)

/** Lower-cased words of three or more letters, stop words left out. */
export function contentWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? []).filter((word) => !STOP.has(word))
}

export type TopicVector = Map<string, number>

/** Term counts of a set of texts (titles, topic names), by content words. */
export function topicVector(texts: readonly string[]): TopicVector {
  const vector: TopicVector = new Map()
  for (const text of texts) for (const word of contentWords(text)) vector.set(word, (vector.get(word) ?? 0) + 1)
  return vector
}

/** Cosine of two topic vectors, 0 when either is empty. */
export function topicFit(a: TopicVector, b: TopicVector): number {
  let dot = 0
  let na = 0
  let nb = 0
  for (const [term, weight] of a) {
    na += weight * weight
    dot += weight * (b.get(term) ?? 0)
  }
  for (const weight of b.values()) nb += weight * weight
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb)
}
