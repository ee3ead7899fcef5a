/**
 * The research profiler (decision 037): nine answers kept per user (profiler.service.ts), scored by a written rubric
 * (profile-rubric.ts: three scores of 100 points, each the sum of named criteria with their reasons), turned into
 * recommendations (profile-recommendations.ts), with the journals and conferences of the topic from OpenAlex
 * (profile-venues.ts: works grouped by primary source; a failure leaves the rest whole).
 */
export { profilerRoutes } from './profiler.routes'
