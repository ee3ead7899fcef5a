/** The contact feature's public entry: the admin inbox reads and marks messages through it. */
export { listContactMessages, setContactMessageHandled } from './contact.service'
export { contactRoutes } from './contact.routes'
