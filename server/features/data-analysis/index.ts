/**
 * The data analyzer (premium; decisions 027, 031, 033): an upload is read, analysed and dropped in one request.
 * - read/: read-upload (sniffed by the bytes: XLSX's first sheet after a ZIP directory check, old .xls and binaries
 *   refused, else text), parse-table (CSV/TSV by papaparse: UTF-8, header row, limits, inferred types, missing
 *   counts), r-read-data (the R lines that read the file as we did).
 * - reports/: run-analysis (one request → one report) over report-describe, report-group-tests, report-relations
 *   and report-models: APA sentences (apa-format), a plain-language reading (plain-reading), assumption checks,
 *   tables, charts and the R code; analysis-frame picks a column's numbers (ordinal text ranked by the user's order).
 * - statistics/: the pure statistics, each tested against R or a second computation: describe, group-tests,
 *   rank-and-anova, association, shapiro-wilk, levene-and-tukey, regression, regression-checks, effect-intervals,
 *   tail-probabilities (upper tails as upper tails); Benjamini-Hochberg is shared/statistics.
 * - jobs/: each upload as a job in a pool of worker threads (worker-pool, analysis-threads, analysis-worker over
 *   analysis-jobs), so the request thread stays free: even the multipart form is read there (upload-form); a full
 *   pool is 503 with Retry-After.
 * - data-analysis.routes: POST /api/data-analysis/inspect and /analyse (multipart, their own 10 MB limit), the raw
 *   body handed on; data-analysis.service turns a job's outcome back into the HTTP answer.
 */
export { dataAnalysisRoutes } from './data-analysis.routes'
export { readUpload } from './read/read-upload'
export { runAnalysis, summarizeTable } from './reports/run-analysis'
export { analysisPool } from './jobs/analysis-threads'
export { runInWorker } from './data-analysis.service'
