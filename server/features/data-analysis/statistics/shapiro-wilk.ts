import jStat from 'jstat'

export type ShapiroWilkResult = { w: number; p: number; n: number }

/** c0 + c1·x + c2·x² + … */
const poly = (coefficients: number[], x: number) =>
  coefficients.reduceRight((accumulated, coefficient) => accumulated * x + coefficient, 0)

// Royston (1995), Algorithm AS R94, Applied Statistics 44(4): 547–551: the published polynomial constants.
const C1 = [0, 0.221157, -0.147981, -2.07119, 4.434685, -2.706056]
const C2 = [0, 0.042981, -0.293762, -1.752461, 5.682633, -3.582633]
const C3 = [0.544, -0.39978, 0.025054, -6.714e-4]
const C4 = [1.3822, -0.77857, 0.062767, -0.0020322]
const C5 = [-1.5861, -0.31082, -0.083751, 0.0038915]
const C6 = [-0.4803, -0.082676, 0.0030302]
const G = [-2.273, 0.459]

/** The coefficients a_1 … a_⌊n/2⌋ for the upper half of the ordered sample (AS R94's approximation). */
function halfCoefficients(n: number): number[] {
  const half = Math.floor(n / 2)
  if (n === 3) return [Math.SQRT1_2]
  const m = Array.from({ length: half }, (_, i) => jStat.normal.inv((i + 1 - 0.375) / (n + 0.25), 0, 1))
  const summ2 = 2 * m.reduce((sum, value) => sum + value * value, 0)
  const ssumm2 = Math.sqrt(summ2)
  const rsn = 1 / Math.sqrt(n)
  const m1 = m[0] ?? 0
  const m2 = m[1] ?? 0
  const a1 = poly(C1, rsn) - m1 / ssumm2
  if (n > 5) {
    const a2 = -m2 / ssumm2 + poly(C2, rsn)
    const fac = Math.sqrt((summ2 - 2 * m1 * m1 - 2 * m2 * m2) / (1 - 2 * a1 * a1 - 2 * a2 * a2))
    return [a1, a2, ...m.slice(2).map((value) => -value / fac)]
  }
  const fac = Math.sqrt((summ2 - 2 * m1 * m1) / (1 - 2 * a1 * a1))
  return [a1, ...m.slice(1).map((value) => -value / fac)]
}

/**
 * The Shapiro-Wilk W test of normality with Royston's p-value (AS R94), as R's shapiro.test: 3 ≤ n ≤ 5000.
 * W is the squared correlation of the ordered sample with the coefficients; 1 − W is computed directly so
 * W near 1 keeps its precision.
 */
export function shapiroWilk(values: number[]): ShapiroWilkResult {
  const n = values.length
  if (n < 3 || n > 5000) throw new RangeError('Shapiro-Wilk needs between 3 and 5000 values')
  const x = [...values].sort((a, b) => a - b)
  const range = (x[n - 1] ?? 0) - (x[0] ?? 0)
  if (range < 1e-10) throw new RangeError('All values are identical')
  const half = halfCoefficients(n)
  const coefficients = x.map((_, i) => {
    const mirror = n - 1 - i
    if (i === mirror) return 0
    return i < mirror ? -(half[i] ?? 0) : (half[mirror] ?? 0)
  })
  const scaled = x.map((value) => value / range)
  const meanX = scaled.reduce((sum, value) => sum + value, 0) / n
  const meanA = coefficients.reduce((sum, value) => sum + value, 0) / n
  let ssa = 0
  let ssx = 0
  let sax = 0
  for (let i = 0; i < n; i++) {
    const a = (coefficients[i] ?? 0) - meanA
    const d = (scaled[i] ?? 0) - meanX
    ssa += a * a
    ssx += d * d
    sax += a * d
  }
  const root = Math.sqrt(ssa * ssx)
  const w1 = ((root - sax) * (root + sax)) / (ssa * ssx)
  const w = 1 - w1
  return { w, p: roystonP(w, w1, n), n }
}

function roystonP(w: number, w1: number, n: number): number {
  if (n === 3) return Math.max(0, (6 / Math.PI) * (Math.asin(Math.sqrt(w)) - Math.PI / 3))
  let y = Math.log(w1)
  let mean: number
  let sd: number
  if (n <= 11) {
    const gamma = poly(G, n)
    if (y >= gamma) return 1e-99
    y = -Math.log(gamma - y)
    mean = poly(C3, n)
    sd = Math.exp(poly(C4, n))
  } else {
    const logN = Math.log(n)
    mean = poly(C5, logN)
    sd = Math.exp(poly(C6, logN))
  }
  return 1 - jStat.normal.cdf(y, mean, sd)
}
