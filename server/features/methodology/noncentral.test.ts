import { expect, test } from 'vitest'
import { noncentralChiSquareUpper, noncentralFUpper, noncentralTCdf } from './noncentral'

// Reference values from SciPy 1.17 (scipy.stats.ncf.sf, ncx2.sf, nct.cdf), which computes them with Boost.Math.
test.each([
  [2.5, 3, 76, 20, 0.9760108237155926],
  [4, 9, 390, 0, 6.620982631639168e-5],
])('non-central F(%d; %d, %d, λ = %d) upper tail', (x, df1, df2, lambda, expected) => {
  expect(noncentralFUpper(x, df1, df2, lambda)).toBeCloseTo(expected, 7)
})

test.each([
  [30, 12, 80, 0.9999892663003627],
  [3.84, 1, 0.5, 0.10902660994045914],
])('non-central χ²(%d; df %d, λ = %d) upper tail', (x, df, lambda, expected) => {
  expect(noncentralChiSquareUpper(x, df, lambda)).toBeCloseTo(expected, 8)
})

test.each([
  [1.97, 126, 2.83, 0.19562668232116107],
  [-1.97, 10, -5, 0.9974936630178032],
])('non-central t cdf(%d; df %d, δ = %d)', (x, df, delta, expected) => {
  expect(noncentralTCdf(x, df, delta)).toBeCloseTo(expected, 8)
})

test('a large non-centrality neither underflows nor stops early', () => {
  expect(noncentralFUpper(4, 9, 390, 60)).toBeCloseTo(0.9887145756317249, 8)
  expect(noncentralChiSquareUpper(30, 12, 30)).toBeCloseTo(0.8433597910982121, 8)
})

test('an enormous non-centrality is answered at once (power 1), not summed term by term', () => {
  // Summed term by term these would run for hours; the test's own timeout is the check.
  expect(noncentralFUpper(1.1, 1, 1_999_998, 2e10)).toBe(1)
  expect(noncentralChiSquareUpper(100, 6, 1e12)).toBe(1)
})

// R 4.2.2: sprintf('%.17g', pt(t, df, ncp)) — R's pt is AS 243 with the normal approximation past δ ≈ 37.6.
test.each([
  [5, 10, 2, 0.97618725414635366],
  [5, 60, 8, 0.0030537132099374672],
  [25, 10, 22, 0.65190176056948301],
  [25, 10, 28, 0.25368622055862289],
  [25, 60, 25, 0.47865049326175751],
  [50, 10, 47, 0.56194501974019662],
  [50, 60, 53, 0.24615961044276807],
  [100, 10, 97, 0.5089109722138685],
  [100, 60, 103, 0.35492727912245314],
  [-5, 10, -8, 0.97968842487890906],
  [-25, 10, -22, 0.34809823943051699],
  [-25, 60, -28, 0.89273897725111939],
  [-50, 10, -53, 0.64751500034038723],
  [-100, 60, -97, 0.38923740250276784],
])('non-central t cdf(%d; df %d, δ = %d) holds for large non-centrality (R: %d)', (x, df, delta, expected) => {
  expect(noncentralTCdf(x, df, delta)).toBeCloseTo(expected, 6)
})
