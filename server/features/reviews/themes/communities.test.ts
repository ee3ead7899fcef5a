import { expect, test } from 'vitest'
import { foldSmallCommunities, smallestTheme, themeCountRange } from './communities'
import type { SimilarityMatrix } from './similarity'

/** A similarity matrix from the pairs given; every other pair 0. */
function matrixWith(size: number, pairs: [number, number, number][]): SimilarityMatrix {
  const values = new Float64Array(size * size)
  for (const [a, b, similarity] of pairs) {
    values[a * size + b] = similarity
    values[b * size + a] = similarity
  }
  return { size, values }
}

test('the theme count asked for grows with the number of works', () => {
  expect(themeCountRange(200)).toEqual({ min: 3, max: 9 })
  expect(themeCountRange(30)).toEqual({ min: 3, max: 9 })
  expect(themeCountRange(20)).toEqual({ min: 2, max: 6 })
  expect(themeCountRange(11)).toEqual({ min: 1, max: 3 })
  expect(smallestTheme(10)).toBe(3)
  expect(smallestTheme(200)).toBe(8)
})

test('a community below the smallest theme joins the community it is most similar to', () => {
  // works 6 and 7 form a pair, alike to the second group (3–5) more than to the first (0–2)
  const matrix = matrixWith(8, [
    [6, 3, 0.2],
    [7, 4, 0.3],
    [6, 0, 0.1],
    [6, 7, 0.9],
  ])
  expect(foldSmallCommunities([0, 0, 0, 1, 1, 1, 2, 2], matrix)).toEqual([1, 1, 1, 0, 0, 0, 0, 0])
})

test('communities are numbered by size, largest first, ties by their earliest work', () => {
  const matrix = matrixWith(10, [])
  expect(foldSmallCommunities([5, 5, 5, 9, 9, 9, 9, 2, 2, 2], matrix)).toEqual([1, 1, 1, 0, 0, 0, 0, 2, 2, 2])
})

test('beyond the largest count, the smallest communities are folded too', () => {
  const matrix = matrixWith(12, [
    [9, 5, 0.4],
    [6, 0, 0.1],
  ])
  const folded = foldSmallCommunities([0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 3], matrix, 2)
  // 8–10 are most like 4–7 (through 9–5), which becomes the largest; the lone 11 is like nothing and joins the
  // first kept community
  expect(folded).toEqual([1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 1])
  expect(new Set(folded).size).toBe(2)
})

test('when no community is big enough, everything joins the largest', () => {
  expect(foldSmallCommunities([0, 1, 1, 2], matrixWith(4, []))).toEqual([0, 0, 0, 0])
})
