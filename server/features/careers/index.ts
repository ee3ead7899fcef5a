/**
 * The Career Path Analyzer (issue 30 §2, decision 050), one of the research pathways' tools (premium).
 * - career-import: the O*NET database CSVs and BLS Employment Projections Table 1.2 from one folder into
 *   career_occupation / career_projection, versions and years read from the files (scripts/import-careers.ts, and
 *   CAREERS_DATA at start when empty).
 * - career-match (pure): occupation fit (skills on importance × level, RIASEC, work values; FIT_WEIGHTS), the why
 *   (three matches, three gaps, conflicting values), the four archetypes, BLS figures each with source and year,
 *   the skills-gap plan.
 * - careers.service: the saved answers per user (resumable), the run kept through the pathways tool outputs.
 */
export { careersRoutes } from './careers.routes'
export { importCareersIfEmpty } from './careers.service'
export {
  CareerImportError,
  importCareerData,
  readCareerData,
  type CareerData,
  type CareerImportSummary,
} from './career-import'
export {
  FIT_WEIGHTS,
  rankByInterests,
  scoreOccupations,
  describeOccupation,
  archetypeFits,
  type OccupationRecord,
} from './career-match'
