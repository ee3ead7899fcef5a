import { expect, test } from 'vitest'
import {
  cohensDInterval,
  cramersVInterval,
  etaSquaredInterval,
  hedgesGInterval,
  hedgesJ,
  oneSampleDInterval,
  pairedRankBiserialInterval,
  rankBiserialInterval,
  rankEpsilonSquaredInterval,
  rSquaredInterval,
  spearmanInterval,
} from './effect-intervals'
import { kruskalWallis } from './rank-and-anova'
import { plantGrowth } from './r-datasets'
import { noncentralChiSquareUpper } from '../../methodology'
import { seededRandom } from '#shared/seeded-random'

test('effectsize::cohens_d(extra ~ group, data = sleep): d = -0.83, 95% CI [-1.74, 0.10] from t(18) = -1.8608', () => {
  const [low, high] = cohensDInterval(-1.860813, 10, 10)
  expect(low).toBeCloseTo(-1.74, 2)
  expect(high).toBeCloseTo(0.1, 2)
  // SciPy's nct inverted the same way: [-1.7388167, 0.0954506]
  expect(low).toBeCloseTo(-1.7388167, 5)
  expect(high).toBeCloseTo(0.0954506, 5)
})

test('paired d_z of sleep (t(9) = -4.0621): 95% CI [-2.118, -0.415], the non-central t inverted (SciPy agrees)', () => {
  const [low, high] = oneSampleDInterval(-4.062128, 10)
  expect(low).toBeCloseTo(-2.1180166, 5)
  expect(high).toBeCloseTo(-0.4146278, 5)
})

// effectsize 0.8.3 in R 4.2.2: eta_squared(aov(…)) on R's datasets, F to full precision from summary(aov(…)).
test.each([
  ['weight ~ group, PlantGrowth', 4.84608786238014, 2, 27, 0.0353063],
  ['len ~ factor(dose), ToothGrowth', 67.4157378567424, 2, 57, 0.5921813],
  ['weight ~ feed, chickwts', 15.3647997747125, 5, 65, 0.3853879],
  ['count ~ spray, InsectSprays', 34.7022820554917, 5, 66, 0.6236639],
])('η² of aov(%s): one-sided 95%% CI [%d, …] with upper end 1, as effectsize::eta_squared', (_, f, df1, df2, lower) => {
  const [low, high] = etaSquaredInterval(f, df1, df2)
  expect(low).toBeCloseTo(lower, 4)
  expect(high).toBe(1)
})

test('an F below its critical value leaves η²’s lower end at 0', () => {
  expect(etaSquaredInterval(0.5, 2, 27)).toEqual([0, 1])
})

// Each reference below was first computed with SciPy 1.17 by the R call's definition, then recomputed by R 4.2.2 itself
// (scripts/r-reference-values.R; effectsize's intervals by their documented definitions in base R): all agree.
test('effectsize::hedges_g(extra ~ group, data = sleep): g = -0.7969, 95% CI [-1.665, 0.09141] (d’s interval × exact J(18) = 0.9576)', () => {
  expect(hedgesJ(18)).toBeCloseTo(0.9576464, 6)
  const [low, high] = hedgesGInterval(-1.860813, 10, 10)
  expect(low).toBeCloseTo(-1.665, 3)
  expect(high).toBeCloseTo(0.09141, 4)
})

test('Spearman’s ρ of mtcars mpg and wt (cor.test: rho = -0.8864), Bonett-Wright 95% CI [-0.9503, -0.7511]', () => {
  // R: tanh(atanh(rho) + c(-1, 1) * qnorm(0.975) * sqrt((1 + rho^2 / 2) / (32 - 3)))
  const [low, high] = spearmanInterval(-0.8864220332702978, 32)
  expect(low).toBeCloseTo(-0.9503, 4)
  expect(high).toBeCloseTo(-0.7511, 4)
})

test('effectsize::cramers_v(table(mtcars$cyl, mtcars$gear), adjust = FALSE): V = 0.5309, one-sided 95% CI [0.2630, 1]', () => {
  // chisq.test(table(mtcars$cyl, mtcars$gear)): X-squared = 18.036, df = 4, p-value = 0.001214; λ = 4.4267
  const [low, high] = cramersVInterval(18.03636363636364, 32, 3, 3)
  expect(low).toBeCloseTo(0.263, 4)
  expect(high).toBe(1)
})

test('Cramér’s V of table(mtcars$am, mtcars$vs) (χ² = 0.9069, p > .05 uncorrected): the lower end is 0', () => {
  expect(cramersVInterval(0.9068825910931175, 32, 2, 2)).toEqual([0, 1])
})

test('the non-central χ² upper tail against SciPy’s ncx2.sf', () => {
  // ncx2.sf(18.036, 4, 4.4267) = 0.05 (the λ above); ncx2.sf(10, 3, 0) = chi2.sf(10, 3) = 0.01857
  expect(noncentralChiSquareUpper(18.03636363636364, 4, 4.426667547240676)).toBeCloseTo(0.05, 6)
  expect(noncentralChiSquareUpper(10, 3, 0)).toBeCloseTo(0.0185661, 6)
})

test('effectsize::rank_biserial(extra ~ group, data = sleep): r = -0.49, 95% CI [-0.7836, -0.0175]', () => {
  // W = 25.5; r = 2W / (10 · 10) − 1; Fisher z with SE √(21 / 300)
  const [low, high] = rankBiserialInterval(-0.49, 10, 10)
  expect(low).toBeCloseTo(-0.7836, 4)
  expect(high).toBeCloseTo(-0.0175, 4)
})

test('matched pairs: r = -1 over 9 non-zero differences stays [-1, -1]; r = 0.5 over 20 pairs', () => {
  expect(pairedRankBiserialInterval(-1, 9)).toEqual([-1, -1])
  // tanh(atanh(0.5) ± 1.959964 · √((2·8000 + 3·400 + 20) / 6) / 210)
  const [low, high] = pairedRankBiserialInterval(0.5, 20)
  expect(low).toBeCloseTo(0.04927, 4)
  expect(high).toBeCloseTo(0.7815, 4)
})

test('R² of lm(mpg ~ wt + hp, mtcars) = .8268, F(2, 29) = 69.21: two-sided 95% CI [.6711, .8796] (the non-central F inverted in R 4.2.2, as MBESS::ci.R2)', () => {
  const [low, high] = rSquaredInterval(69.21121339177772, 2, 29)
  expect(low).toBeCloseTo(0.671135408, 6)
  expect(high).toBeCloseTo(0.8796486485, 6)
})

test('R² of lm(mpg ~ wt, mtcars), F(1, 30) = 91.375: 95% CI [.5631, .8329] (pf inverted in R 4.2.2: .5630678, .8329198); a null F gives a lower end of 0', () => {
  const [low, high] = rSquaredInterval(91.37532500376183, 1, 30)
  expect(low).toBeCloseTo(0.5630678, 6)
  expect(high).toBeCloseTo(0.8329198, 6)
  expect(rSquaredInterval(0.2, 2, 29)[0]).toBe(0)
})

test('kruskal.test(weight ~ group, PlantGrowth): chi-squared = 7.9882, so rank ε² = H / (n − 1) = 0.2755; its bootstrap lower end is seeded', () => {
  const groups = [plantGrowth.ctrl, plantGrowth.trt1, plantGrowth.trt2]
  const { h, epsilonSquared } = kruskalWallis(groups)
  expect(h).toBeCloseTo(7.9882, 4)
  expect(epsilonSquared).toBeCloseTo(7.9882 / 29, 4)
  const first = rankEpsilonSquaredInterval(groups)
  expect(rankEpsilonSquaredInterval(groups)).toEqual(first)
  expect(first[1]).toBe(1)
  expect(first[0]).toBeGreaterThan(0)
  expect(first[0]).toBeLessThan(epsilonSquared)
  // set.seed(1); effectsize::rank_epsilon_squared(weight ~ group, PlantGrowth, iterations = 1000) in R 4.2.2:
  // 0.28, 95% CI [0.11, 1.00]. R draws other resamples, so only its two printed decimals are comparable.
  expect(first[0]).toBeGreaterThan(0.08)
  expect(first[0]).toBeLessThan(0.14)
  // Another seed draws other resamples: the lower end moves only a little with 1000 of them.
  const other = rankEpsilonSquaredInterval(groups, { seed: 7 })
  expect(Math.abs(other[0] - first[0])).toBeLessThan(0.03)
})

test('the ε² bootstrap counts ranks instead of re-sorting: the same replicates as ranking each resample afresh', () => {
  // The lower ends the bootstrap gave when it ranked every resample with a sort (before the counting pass): the
  // counting pass draws the same resamples in the same order and sums the same mid-ranks, so the digits are equal.
  const random = seededRandom(3)
  const tied = [0, 1, 2, 3].map((g) => Array.from({ length: 40 + g * 7 }, () => Math.round(random() * 6 + g * 0.7)))
  const big = [0, 1, 2].map((g) => Array.from({ length: 4000 }, () => Math.round((random() * 10 + g * 0.3) * 10) / 10))
  expect(rankEpsilonSquaredInterval([plantGrowth.ctrl, plantGrowth.trt1, plantGrowth.trt2])[0]).toBe(
    0.08789427280411255,
  )
  expect(rankEpsilonSquaredInterval(tied)[0]).toBe(0.06235816432522649)
  expect(rankEpsilonSquaredInterval(big)[0]).toBe(0.005625425079741458)
  expect(rankEpsilonSquaredInterval(big, { iterations: 200, seed: 5 })[0]).toBe(0.0054311424159244285)
})

test('groups drawn from one population: ε²’s lower end is at or near 0', () => {
  const random = seededRandom(1)
  const groups = [0, 1, 2].map(() => Array.from({ length: 30 }, () => random()))
  const [low] = rankEpsilonSquaredInterval(groups)
  expect(low).toBeLessThan(0.02)
})

// The t statistics from R 4.2.2's t.test on its own datasets; the intervals are effectsize 0.8.3's (R), which
// collapsed to a point here while the non-central t underflowed past δ ≈ 26.
test('large |t|: d of faithful (waiting by eruptions > 3) is [-4.729245, -3.851845] as in R, not a point', () => {
  const [low, high] = cohensDInterval(-33.9058962647908, 97, 175)
  expect(low).toBeCloseTo(-4.729245, 5)
  expect(high).toBeCloseTo(-3.851845, 5)
})

test('large |t|: one-sample d of quakes$mag against 4 is [1.448268, 1.631605] as in R', () => {
  const [low, high] = oneSampleDInterval(48.7092531585452, 1000)
  expect(low).toBeCloseTo(1.448268, 5)
  expect(high).toBeCloseTo(1.631605, 5)
})

test("large |t|: paired d_z of women's height and weight is [-8.911948, -4.055573] as in R", () => {
  const [low, high] = oneSampleDInterval(-25.1312514710023, 15)
  expect(low).toBeCloseTo(-8.911948, 5)
  expect(high).toBeCloseTo(-4.055573, 5)
})
