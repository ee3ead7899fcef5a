/** Inverts a small symmetric positive-definite matrix (XᵀX) by Gauss-Jordan with partial pivoting; null when singular. */
export function invert(matrix: number[][]): number[][] | null {
  const size = matrix.length
  const work = matrix.map((row, i) => [...row, ...Array.from({ length: size }, (_, j) => (i === j ? 1 : 0))])
  const scale = Math.max(...matrix.map((row, i) => Math.abs(row[i] ?? 0)), 1e-300)
  for (let column = 0; column < size; column++) {
    let pivot = column
    for (let row = column + 1; row < size; row++)
      if (Math.abs(work[row]?.[column] ?? 0) > Math.abs(work[pivot]?.[column] ?? 0)) pivot = row
    const pivotValue = work[pivot]?.[column] ?? 0
    // Relative to the largest diagonal: a predictor that is a combination of the others leaves ~0 here.
    if (Math.abs(pivotValue) < 1e-10 * scale) return null
    ;[work[column], work[pivot]] = [work[pivot] ?? [], work[column] ?? []]
    const pivotRow = (work[column] ?? []).map((value) => value / pivotValue)
    work[column] = pivotRow
    for (let row = 0; row < size; row++) {
      if (row === column) continue
      const factor = work[row]?.[column] ?? 0
      if (factor !== 0) work[row] = (work[row] ?? []).map((value, j) => value - factor * (pivotRow[j] ?? 0))
    }
  }
  return work.map((row) => row.slice(size))
}

/** XᵀWX and XᵀWz for the rows of X (weights default to 1). */
export function crossProducts(rows: number[][], z: number[], weights?: number[]) {
  const p = rows[0]?.length ?? 0
  const xtx = Array.from({ length: p }, () => new Array<number>(p).fill(0))
  const xtz = new Array<number>(p).fill(0)
  rows.forEach((row, i) => {
    const w = weights?.[i] ?? 1
    for (let a = 0; a < p; a++) {
      const wa = w * (row[a] ?? 0)
      xtz[a] = (xtz[a] ?? 0) + wa * (z[i] ?? 0)
      const target = xtx[a] ?? []
      for (let b = a; b < p; b++) target[b] = (target[b] ?? 0) + wa * (row[b] ?? 0)
    }
  })
  for (let a = 0; a < p; a++) for (let b = 0; b < a; b++) (xtx[a] ?? [])[b] = xtx[b]?.[a] ?? 0
  return { xtx, xtz }
}

export const multiply = (matrix: number[][], vector: number[]) =>
  matrix.map((row) => row.reduce((sum, value, j) => sum + value * (vector[j] ?? 0), 0))
