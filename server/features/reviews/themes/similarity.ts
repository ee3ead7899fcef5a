/**
 * How alike two works are, in [0, 1]: half BM25-weighted cosine of their title-and-abstract stems, half
 * bibliographic coupling (Salton's cosine over the references both list). A pair where either work lists no
 * references is compared on text alone, so a missing reference list is not read as "nothing in common".
 */

const K1 = 1.2
const B = 0.75

/** Square and symmetric; the diagonal is 0 (a work is nobody's neighbour of itself). */
export type SimilarityMatrix = { size: number; values: Float64Array }

export function similarityOf(matrix: SimilarityMatrix, i: number, j: number): number {
  return matrix.values[i * matrix.size + j] ?? 0
}

export function combinedSimilarities(
  stemsPerWork: readonly (readonly string[])[],
  referencesPerWork: readonly (readonly string[])[],
): SimilarityMatrix {
  const text = textSimilarities(stemsPerWork)
  const coupling = couplingSimilarities(referencesPerWork)
  const hasReferences = referencesPerWork.map((references) => references.length > 0)
  const { size, values } = text
  for (let i = 0; i < size; i++) {
    if (!hasReferences[i]) continue
    for (let j = 0; j < size; j++) {
      if (i === j || !hasReferences[j]) continue
      const at = i * size + j
      values[at] = 0.5 * (values[at] ?? 0) + 0.5 * (coupling.values[at] ?? 0)
    }
  }
  return text
}

/** Cosine of BM25-weighted stem vectors (k1 1.2, b 0.75, idf ln(1 + (N − df + ½)/(df + ½))). */
export function textSimilarities(stemsPerWork: readonly (readonly string[])[]): SimilarityMatrix {
  const size = stemsPerWork.length
  const counts = stemsPerWork.map((stems) => {
    const count = new Map<string, number>()
    for (const stem of stems) count.set(stem, (count.get(stem) ?? 0) + 1)
    return count
  })
  const documentFrequency = new Map<string, number>()
  for (const count of counts) {
    for (const stem of count.keys()) documentFrequency.set(stem, (documentFrequency.get(stem) ?? 0) + 1)
  }
  const averageLength = stemsPerWork.reduce((sum, stems) => sum + stems.length, 0) / Math.max(1, size) || 1
  const vectors = counts.map((count, index) => {
    const lengthNorm = 1 - B + (B * (stemsPerWork[index]?.length ?? 0)) / averageLength
    const terms = [...count.keys()]
    const weights = terms.map((stem) => {
      const frequency = count.get(stem) ?? 0
      const df = documentFrequency.get(stem) ?? 1
      const idf = Math.log(1 + (size - df + 0.5) / (df + 0.5))
      return (idf * frequency * (K1 + 1)) / (frequency + K1 * lengthNorm)
    })
    return { terms, weights: unitLength(weights) }
  })
  return cosineFromPostings(size, vectors)
}

/** Salton's cosine: shared references / √(references of one × references of the other). */
export function couplingSimilarities(referencesPerWork: readonly (readonly string[])[]): SimilarityMatrix {
  const vectors = referencesPerWork.map((references) => {
    const terms = [...new Set(references)]
    return { terms, weights: unitLength(terms.map(() => 1)) }
  })
  return cosineFromPostings(referencesPerWork.length, vectors)
}

function unitLength(weights: number[]): number[] {
  const norm = Math.sqrt(weights.reduce((sum, weight) => sum + weight * weight, 0))
  return norm ? weights.map((weight) => weight / norm) : weights
}

type SparseVector = { terms: readonly string[]; weights: readonly number[] }

/** Dot products of unit vectors through an inverted index: only pairs that share a term cost anything. */
function cosineFromPostings(size: number, vectors: readonly SparseVector[]): SimilarityMatrix {
  const postings = new Map<string, { works: number[]; weights: number[] }>()
  vectors.forEach(({ terms, weights }, work) => {
    terms.forEach((term, index) => {
      const list = postings.get(term) ?? { works: [], weights: [] }
      list.works.push(work)
      list.weights.push(weights[index] ?? 0)
      postings.set(term, list)
    })
  })
  const values = new Float64Array(size * size)
  for (const { works, weights } of postings.values()) {
    for (let a = 0; a < works.length; a++) {
      const first = works[a] ?? 0
      const firstWeight = weights[a] ?? 0
      for (let b = a + 1; b < works.length; b++) {
        const second = works[b] ?? 0
        const product = firstWeight * (weights[b] ?? 0)
        values[first * size + second] = (values[first * size + second] ?? 0) + product
        values[second * size + first] = (values[second * size + first] ?? 0) + product
      }
    }
  }
  // Rounding can push a perfect match a hair above 1.
  for (let at = 0; at < values.length; at++) values[at] = Math.min(1, values[at] ?? 0)
  return { size, values }
}
