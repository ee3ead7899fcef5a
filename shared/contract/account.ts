import { z } from 'zod'
import { QuotaKinds, Roles } from '../plans'

export const QuotaUsageSchema = z.object({
  kind: z.enum(QuotaKinds),
  used: z.number().int(),
  /** null means unlimited */
  limit: z.number().int().nullable(),
})
export type QuotaUsage = z.infer<typeof QuotaUsageSchema>

/**
 * The only profile-image URLs accepted on an account: ones this platform issued for an uploaded avatar
 * (a path of its own, never a foreign or `javascript:` URL).
 */
export const AVATAR_URL_PATTERN = /^\/api\/avatars\/[A-Za-z0-9_-]{8,64}$/

export const MeSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    emailVerified: z.boolean(),
    image: z.string().regex(AVATAR_URL_PATTERN).nullable(),
    createdAt: z.string(),
  }),
  role: z.enum(Roles),
  plan: z.enum(['free', 'lifetime']),
  isAdmin: z.boolean(),
  isPremium: z.boolean(),
  isFounder: z.boolean(),
  /** Listed as an administrator, but the e-mail address is not verified yet. */
  adminAwaitingVerification: z.boolean(),
  founderLinks: z.object({ website: z.string().nullable(), linkedin: z.string().nullable() }).nullable(),
  entitlements: z.object({
    premiumResearchModes: z.boolean(),
    voiceMode: z.boolean(),
    researchPathways: z.boolean(),
    learningHub: z.boolean(),
    writingTools: z.boolean(),
    adminConsole: z.boolean(),
  }),
  quota: z.object({
    day: z.string(),
    resetsAt: z.string(),
    usage: z.array(QuotaUsageSchema),
  }),
})
export type Me = z.infer<typeof MeSchema>

/** GET /api/me: the signed-in account, or `{ user: null }` for a visitor (a normal state, so not a 401). */
export const MeResponseSchema = z.union([MeSchema, z.object({ user: z.null() })])
export type MeResponse = z.infer<typeof MeResponseSchema>

export const SubscriptionStatusSchema = z.object({
  subscribed: z.boolean(),
  subscription_tier: z.string(),
  subscription_end: z.string().nullable(),
  lifetime_access: z.boolean(),
  registration_number: z.number().int().nullable(),
})
export type SubscriptionStatus = z.infer<typeof SubscriptionStatusSchema>

export const PublicConfigSchema = z.object({
  contactEmail: z.string(),
  companyLinkedinUrl: z.string().nullable(),
  csBranchUrl: z.string().nullable(),
  supporterUrls: z.object({ aiProgram: z.string().nullable(), mentorship: z.string().nullable() }),
  emailVerificationRequired: z.boolean(),
  passwordMinLength: z.number().int(),
})
export type PublicConfig = z.infer<typeof PublicConfigSchema>

/** POST /api/account/sign-out: every session of the user ended. */
export const SignOutResponseSchema = z.object({ ok: z.literal(true) })

/** One signed-in session of the caller's account, as the session list shows it (never its token). */
export const AccountSessionSchema = z.object({
  id: z.string(),
  /** "Firefox on Windows", from the User-Agent it signed in with */
  device: z.string(),
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
  /** when the session was last extended: better-auth does so at most once a day */
  lastActiveAt: z.string(),
  isCurrent: z.boolean(),
})
export type AccountSession = z.infer<typeof AccountSessionSchema>
export const AccountSessionsSchema = z.object({ sessions: z.array(AccountSessionSchema) })
export type AccountSessions = z.infer<typeof AccountSessionsSchema>
export const SessionIdParamSchema = z.object({ sessionId: z.string().min(1).max(100) })
/** DELETE /api/account/sessions/:sessionId and POST /api/account/sessions/revoke-others: how many ended. */
export const RevokeSessionsResponseSchema = z.object({ revoked: z.number().int() })
