/**
 * The research learning hub (premium or admin on every route; decisions 020, 025).
 * - content/: the 105 flashcards with the reference each definition was checked against, quotes, study
 *   resources, quick reference; served only through GET /api/learning/content.
 * - learning.service: answers, XP, mastered, streak, achievements and reviews under a per-learner row lock;
 *   favorites; the review queue (new cards per day, narrowed by category and level); settings; forecast.
 * - review-schedule (FSRS through ts-fsrs with the learner's parameters: previews, reviews, retrievability, the
 *   30-day workload forecast), parameter-fit and parameter-score (parameters fitted to a learner's log by fsrs-rs,
 *   scored by log loss before and after), review-parameters ('Optimise my schedule', kept only when better),
 *   study-days (local days, the streak rule), progress-rules (XP per answer, the mastered rule).
 */
export { learningRoutes } from './learning.routes'
