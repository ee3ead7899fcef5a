// jStat ships no types; these are the parts of its API we call (jstat 1.9.6, dist/jstat.js).
declare module 'jstat' {
  interface ContinuousDistribution {
    cdf(x: number, ...parameters: number[]): number
    inv(p: number, ...parameters: number[]): number
    pdf(x: number, ...parameters: number[]): number
  }
  const jStat: {
    normal: ContinuousDistribution
    studentt: ContinuousDistribution
    noncentralt: Omit<ContinuousDistribution, 'inv'>
    centralF: ContinuousDistribution
    chisquare: ContinuousDistribution
    beta: ContinuousDistribution
    ibeta(x: number, a: number, b: number): number
    lowRegGamma(a: number, x: number): number
    gammaln(x: number): number
  }
  export default jStat
}
