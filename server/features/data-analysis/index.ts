/**
 * The data analyzer's core, pure so far: reading an uploaded CSV with its limits (parse-table), descriptive
 * statistics (describe) and group tests and correlation (group-tests), each checked against R's output.
 */
export { parseCsv, TABLE_LIMITS, TableError, type Column, type Table, type VariableType } from './parse-table'
export { describeNumeric, frequencies, type NumericSummary } from './describe'
export {
  independentTTest,
  oneSampleTTest,
  pairedTTest,
  pearson,
  type CorrelationResult,
  type TTestResult,
} from './group-tests'
export {
  kruskalWallis,
  mannWhitney,
  oneWayAnova,
  type AnovaResult,
  type KruskalResult,
  type MannWhitneyResult,
} from './rank-and-anova'
export { chiSquareAssociation, spearman, type ChiSquareResult } from './association'
