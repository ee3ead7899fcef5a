import { z } from 'zod'
import { Roles } from '../plans'
import { QuotaUsageSchema } from './account'
import { ContactMessageSchema } from './contact'

export const AdminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
  role: z.enum(Roles),
  lifetimeAccess: z.boolean(),
  /** true when the role comes from ADMIN_EMAILS and cannot be changed here */
  isConfiguredAdmin: z.boolean(),
  usageToday: z.array(QuotaUsageSchema),
})
export type AdminUser = z.infer<typeof AdminUserSchema>

export const AdminUserListSchema = z.object({
  users: z.array(AdminUserSchema),
  total: z.number().int(),
  day: z.string(),
})
export type AdminUserList = z.infer<typeof AdminUserListSchema>

export const AdminUserListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
})

export const ContactInboxQuerySchema = z.object({
  /** `unhandled` (the default) is the work still to do; `all` adds the handled ones. */
  show: z.enum(['unhandled', 'all']).default('unhandled'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
})
export type ContactInboxQuery = z.infer<typeof ContactInboxQuerySchema>

export const ContactInboxSchema = z.object({
  /** newest first */
  messages: z.array(ContactMessageSchema),
  /** how many messages the `show` filter matches, over all pages */
  total: z.number().int(),
  unhandled: z.number().int(),
})
export type ContactInbox = z.infer<typeof ContactInboxSchema>

export const UpdateContactMessageInputSchema = z.object({ handled: z.boolean() })

export const AdminUserIdParamSchema = z.object({ userId: z.string().min(1).max(100) })
export const ContactMessageIdParamSchema = z.object({ messageId: z.uuid('Message not found') })

/** PUT and DELETE /api/admin/users/:userId/lifetime-access */
export const LifetimeAccessResponseSchema = z.object({ ok: z.literal(true) })
