import { z } from 'zod'
import { FULL_NAME_MAX_LENGTH } from '../plans'

const hostIs = (url: string, hosts: string[]) => {
  try {
    const host = new URL(url).hostname.toLowerCase()
    return hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`))
  } catch {
    return false
  }
}

/** Empty clears the link; anything else must be a whole http(s) URL (no `javascript:` or relative links). */
const link = (label: string, hosts?: string[]) =>
  z
    .string()
    .trim()
    .max(300, `Keep the ${label} URL under 300 characters`)
    .refine(
      (value) => value === '' || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(value),
      `Enter a full ${label} URL, starting with https://`,
    )
    .refine(
      (value) => value === '' || !hosts || hostIs(value, hosts),
      `Enter a ${label} URL on ${hosts?.join(' or ') ?? ''}`,
    )

export const NotificationPreferencesSchema = z.object({
  enableNotifications: z.boolean(),
  emailNotifications: z.boolean(),
  achievementAlerts: z.boolean(),
  progressUpdates: z.boolean(),
})
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>

export const UpdateProfileInputSchema = z.object({
  fullName: z
    .string()
    .trim()
    .min(1, 'Please enter your full name')
    .max(FULL_NAME_MAX_LENGTH, `Keep your name under ${FULL_NAME_MAX_LENGTH} characters`),
  bio: z.string().trim().max(1000, 'Keep the bio under 1000 characters').default(''),
  location: z.string().trim().max(200, 'Keep the location under 200 characters').default(''),
  website: link('website').default(''),
  github: link('GitHub', ['github.com']).default(''),
  linkedin: link('LinkedIn', ['linkedin.com']).default(''),
})
export type UpdateProfileInput = z.input<typeof UpdateProfileInputSchema>

export const ProfileSchema = z.object({
  fullName: z.string(),
  email: z.string(),
  bio: z.string(),
  location: z.string(),
  website: z.string(),
  github: z.string(),
  linkedin: z.string(),
  avatarUrl: z.string().nullable(),
  notifications: NotificationPreferencesSchema,
  /** sign-in asks for a code from an authenticator app (or a backup code) */
  twoFactorEnabled: z.boolean(),
  updatedAt: z.string().nullable(),
})
export type Profile = z.infer<typeof ProfileSchema>

export const DeleteAccountInputSchema = z.object({
  password: z.string().min(1, 'Enter your password').max(200),
  /** the last administrator must say they mean it */
  confirmLastAdmin: z.boolean().default(false),
})
export type DeleteAccountInput = z.input<typeof DeleteAccountInputSchema>
export const DeleteAccountResponseSchema = z.object({ deleted: z.literal(true) })

export const AVATAR_MAX_MB = 5

/** An avatar's storage key: random, URL-safe (the storage refuses any other). */
export const AVATAR_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/

/** GET /api/avatars/:key: an uploaded avatar (image/webp). */
export const AvatarParamSchema = z.object({ key: z.string().regex(AVATAR_KEY_PATTERN, 'Not an avatar') })

/** GET /api/profile/export: everything held about the member, as JSON or as a zip with the avatar. */
export const ExportQuerySchema = z.object({ format: z.enum(['json', 'zip']).default('json') })
