/**
 * The timeline builder's saved research paths: milestones with status, the path's calendar (.ics) and a
 * private, revocable calendar feed per path.
 */
export { timelineRoutes } from './timeline.routes'
export {
  createResearchPath,
  deleteResearchPath,
  getResearchPath,
  listResearchPaths,
  type TimelineContext,
} from './timeline.service'
