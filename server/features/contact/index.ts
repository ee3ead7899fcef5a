/**
 * The contact feature's public entry: POST /api/contact (public, rate-limited) keeps the message and mails it to
 * CONTACT_EMAIL; the admin inbox reads and marks messages through listContactMessages / setContactMessageHandled.
 */
export { listContactMessages, setContactMessageHandled } from './contact.service'
export { contactRoutes } from './contact.routes'
