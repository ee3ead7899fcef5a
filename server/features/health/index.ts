/**
 * Liveness (/api/live), readiness (/api/health: 503 with Retry-After when the database does not answer) and the
 * public configuration (/api/config) in health.routes.ts; the web's not-found reports in client-log.routes.ts.
 */
export { clientLogRoutes } from './client-log.routes'
export { healthRoutes } from './health.routes'
