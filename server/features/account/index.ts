/** The account feature's public entry: who a caller is, and what their role lets them do. */
export { hasLifetimeAccess, roleFor, type Access, type AccessIdentity } from './access.service'
export { accountRoutes } from './account.routes'
export { currentSession } from './current-session'
export { openSessionLookup } from './session-cache'
export type { LookUpSession } from './session-lookup'
