import { isGenericWord } from './concepts'

/**
 * Near-identical concepts, by their keys: one holds the other's words in order ("image segmentation" in "medical
 * image segmentation"), both end in the same head word ("semantic segmentation", "image segmentation"), or, when
 * that head is a general word ("model"), in the same two words ("graph neural network", "recurrent neural network").
 */
export function isNearDuplicate(a: string, b: string): boolean {
  if (a === b) return true
  const x = a.split(' ')
  const y = b.split(' ')
  const head = x.at(-1) ?? ''
  if (head === y.at(-1)) {
    if (!isGenericWord(head)) return true
    if (x.length > 1 && y.length > 1 && x.at(-2) === y.at(-2)) return true
  }
  return holds(x, y) || holds(y, x)
}

function holds(longer: readonly string[], shorter: readonly string[]): boolean {
  if (shorter.length > longer.length) return false
  for (let start = 0; start + shorter.length <= longer.length; start++) {
    if (shorter.every((word, offset) => longer[start + offset] === word)) return true
  }
  return false
}

/**
 * The items in order, each dropped when its key near-duplicates an earlier kept one or one of `against`; stops
 * once `limit` are kept.
 */
export function dropNearDuplicates<T>(
  items: readonly T[],
  keyOf: (item: T) => string,
  against: readonly string[] = [],
  limit = Infinity,
): T[] {
  const kept: T[] = []
  const seen = [...against]
  for (const item of items) {
    if (kept.length >= limit) break
    const key = keyOf(item)
    if (seen.some((other) => isNearDuplicate(key, other))) continue
    kept.push(item)
    seen.push(key)
  }
  return kept
}
