/**
 * The methodology advisor: study design from written rules (advise.ts, reporting-guidelines.ts), power and
 * sample size (power.ts on the distributions of noncentral.ts), and the plans users keep with their ticks.
 */
export { methodologyRoutes } from './methodology.routes'
// The data analyzer's effect-size intervals invert the same non-central distributions.
export { noncentralChiSquareUpper, noncentralFUpper, noncentralTCdf } from './noncentral'
