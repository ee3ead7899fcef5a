/**
 * The research learning hub: the 105-card deck and its companions (content/), progress kept per learner
 * (answers, XP, streak, achievements, favorites), and spaced repetition scheduled by FSRS (ts-fsrs).
 */
export { learningRoutes } from './learning.routes'
