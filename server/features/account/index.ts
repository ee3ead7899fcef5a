/**
 * The account feature's public entry: who a caller is, and what their role lets them do.
 * - current-session: who is calling, on every request: the signed cookie verified in-process, then session-lookup's
 *   one joined query (session, user, premium grant, today's usage; decision 015); better-auth decides refresh and
 *   expiry. lookup-batch reads the lookups of one event-loop turn as one query (decision 036); session-cache
 *   (PGlite only) keeps them until a change notice.
 * - access.service: the role per request (roleFor; an ADMIN_EMAILS address is admin once verified, decision 009).
 * - account.routes: /api/me (`{ user: null }` for a visitor), /api/subscription, sign-out everywhere, the
 *   caller's sessions (sessions.service: listed, one or all others ended through better-auth, no token sent;
 *   device-label reads the User-Agent; decision 026).
 */
export { hasLifetimeAccess, roleFor, type Access, type AccessIdentity } from './access.service'
export { accountRoutes } from './account.routes'
export { currentSession } from './current-session'
export { openSessionLookup } from './session-cache'
export type { LookUpSession } from './session-lookup'
