/**
 * The data analyzer (premium): an upload (CSV, TSV or XLSX, sniffed by its bytes; read-upload, parse-table) is
 * read, analysed and dropped in one request (decision 027). run-analysis turns one request into a report:
 * APA sentences, a plain-language reading, assumption checks, tables, charts and the R code. The statistics
 * underneath (describe, group-tests, rank-and-anova, association, shapiro-wilk, levene-and-tukey, regression,
 * effect-intervals, regression-checks; Benjamini-Hochberg is in shared/statistics) are pure and checked against R's
 * output or a second computation. Reading and analysing run in
 * a pool of worker threads (analysis-threads, worker-pool; decision 031) so the request thread stays free.
 */
export { dataAnalysisRoutes } from './data-analysis.routes'
export { readUpload } from './read/read-upload'
export { runAnalysis, summarizeTable } from './reports/run-analysis'
export { analysisPool } from './jobs/analysis-threads'
export { runInWorker } from './data-analysis.service'
