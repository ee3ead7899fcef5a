/**
 * The timeline builder's saved research paths (timeline.service: list, get, create, replace, rename, duplicate,
 * delete; 404 for anyone else's) with their milestones (milestone-order), the path's calendar (.ics through the
 * `ics` library) and a private, revocable calendar feed per path (only the token's SHA-256 kept; feed-rate-limit
 * counts per address, then per feed and address, 429 with Retry-After).
 */
export { timelineRoutes } from './timeline.routes'
export {
  createResearchPath,
  deleteResearchPath,
  getResearchPath,
  listResearchPaths,
  type TimelineContext,
} from './timeline.service'
