/**
 * The research profiler: nine answers kept per user (profiler.service.ts), scored by a written rubric
 * (profile-rubric.ts), turned into recommendations (profile-recommendations.ts), with the journals and
 * conferences of the topic from OpenAlex (profile-venues.ts). Decision 037.
 */
export { profilerRoutes } from './profiler.routes'
