/**
 * The Research Trends Predictor (issue 29 §2, decision 043), one of the research pathways' tools: POST
 * /api/pathways/trends (premium) compares up to four topics, GET /api/pathways/trends/topics suggests OpenAlex topics.
 * - trends.service: the run — each topic's yearly counts and its field's (or all works') from OpenAlex group_by,
 *   then the drivers (most cited recent works, institutions, countries) while the run's budget of calls lasts
 *   (TREND_CALL_BUDGET, answers kept per topic per UTC day: server/lib/upstream-call-plan).
 * - analyse-topic: the series (current year dropped, last complete year marked), the forecast and label from
 *   server/lib/forecast, and the page's backtest.
 */
export { trendsRoutes } from './trends.routes'
