/**
 * The admin feature's public entry (admins only): the member list with premium grants and today's usage
 * (admin.service joins the account and quota tables: the one reporting exception to the import rules), lifetime
 * access granted and revoked, and the contact inbox (read and marked through the contact feature).
 */
export { adminRoutes } from './admin.routes'
