/** Liveness, readiness and the public configuration (health.routes.ts), and the web's not-found reports (client-log.routes.ts). */
export { clientLogRoutes } from './client-log.routes'
export { healthRoutes } from './health.routes'
