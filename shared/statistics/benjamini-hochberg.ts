/** Benjamini-Hochberg adjusted p-values, in the input's order (R's p.adjust(p, "BH")). */
export function benjaminiHochberg(pValues: number[]): number[] {
  const m = pValues.length
  const order = pValues.map((p, index) => ({ p, index })).sort((x, y) => y.p - x.p)
  const adjusted = new Array<number>(m).fill(1)
  let running = 1
  order.forEach(({ p, index }, position) => {
    const rankFromSmallest = m - position
    running = Math.min(running, (p * m) / rankFromSmallest)
    adjusted[index] = Math.min(1, running)
  })
  return adjusted
}
