/**
 * The methodology advisor (premium; decisions 022, 032, 034).
 * - advise.ts composes the advice from the rule tables in advice/: aim (from the answers or the question's
 *   wording), context (the stated facts and default assumptions), designs (candidates with trade-offs),
 *   guidelines (the reporting guideline), ethics (checklist; population.ts reads protected groups), analysis
 *   (the planned analysis), sampling (a sampling note), phases (a phased plan). reporting-guidelines holds the
 *   checklist items in our words.
 * - power (sample size, power or detectable effect per test, with a curve) on noncentral (jStat's central
 *   distributions, the non-central t by AS 243, the non-central F and χ² as Poisson mixtures).
 * - rationale: the rules' reasons, reworded by the llm and kept only if its numbers and design names are theirs.
 * - methodology.service and methodology.routes: plans kept per user with their ticks; plan-to-timeline sends the
 *   phases to the timeline as a research path.
 */
export { methodologyRoutes } from './methodology.routes'
// The data analyzer's effect-size intervals invert the same non-central distributions.
export { noncentralChiSquareUpper, noncentralFUpper, noncentralTCdf } from './noncentral'
