/** The admin feature's public entry: the member list with premium grants, and the contact inbox (admins only). */
export { adminRoutes } from './admin.routes'
