/**
 * The college assessment on College Scorecard data (decisions 019, 024).
 * - college-import: papaparse stream of the CSV, missing cells as null, one transaction replacing the set
 *   (scripts/import-colleges.ts, and COLLEGE_DATA at start when empty).
 * - college-features: what the matcher reads of each institution, built once per import (prices per income band,
 *   test ranges, programme shares by CIP family, search keys).
 * - college-filters (hard filters, relaxed with the reason), college-scores (five parts 0-100 and reach / match /
 *   safety with the rule), college-match (pure: filter, score, the balanced order of decision 019; why-not), college-recommendation (each figure
 *   with its data year), college-narrative (the summary composed by rules, or worded by the llm from the same
 *   numbered facts and kept only if every figure and [n] is theirs), college-codes (Scorecard labels, CIP mapping).
 * - colleges.service: answers per user, the match, the saved list (at most 100, under a per-user advisory lock) and
 *   its CSV; colleges.routes: /api/colleges/*.
 */
export { collegesRoutes } from './colleges.routes'
export { importCollegesIfEmpty, NO_COLLEGE_DATA_MESSAGE } from './colleges.service'
export {
  CollegeImportError,
  countInstitutions,
  importCollegeFile,
  parseInstitution,
  type CollegeImportProgress,
  type CollegeImportSummary,
} from './college-import'
export { matchColleges, whyNot as whyNotCollege, type MatchResult } from './college-match'
export type { Institution } from './college-features'
