/**
 * The college assessment: the College Scorecard import (college-import.ts), the pure matching engine
 * (college-match.ts), the answers kept per user and the match (colleges.service.ts, colleges.routes.ts).
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
