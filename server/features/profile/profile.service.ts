import { randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { verifyPassword } from 'better-auth/crypto'
import {
  UpdateProfileInputSchema,
  type DeleteAccountInput,
  type NotificationPreferences,
  type Profile,
  type UpdateProfileInput,
} from '#shared/contract/profile'
import { account, user } from '../../auth/auth.tables'
import { AppError } from '../../lib/app-error'
import type { AuthedContext } from '../../request-context'
import { AvatarRejected, reencodeAvatar, type PresentedFile } from './avatar-image'
import { admitPasswordCheck } from './password-check-limit'
import { ObjectStoreError } from './s3-avatar-storage'
import { userProfile } from './profile.tables'
import { collectUserData, deleteUserData } from './user-data'

export type ProfileContext = Pick<AuthedContext, 'db' | 'now' | 'env' | 'user' | 'access' | 'log' | 'avatars'>

export const avatarUrlOf = (key: string) => `/api/avatars/${key}`

/** The bucket's failure as the user sees it (502); what S3 said stays in the log. */
async function fromStorage<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (!(error instanceof ObjectStoreError)) throw error
    throw new AppError('UPSTREAM_FAILED', 'The avatar store did not answer. Please try again in a moment.', {
      cause: error,
    })
  }
}

/**
 * Removes an avatar the database no longer points to. Its failure is logged, not shown: the change the user
 * asked for (a new avatar, none, a deleted account) is already made.
 */
async function forgetAvatar(ctx: Pick<ProfileContext, 'avatars' | 'log'>, key: string) {
  try {
    await ctx.avatars.remove(key)
  } catch (error) {
    ctx.log.error('an avatar no longer used could not be removed from storage', { err: error, avatarKey: key })
  }
}

async function profileRow(ctx: ProfileContext) {
  const [row] = await ctx.db.select().from(userProfile).where(eq(userProfile.userId, ctx.user.id))
  return row ?? null
}

export async function getProfile(ctx: ProfileContext): Promise<Profile> {
  const [row, [current]] = await Promise.all([
    profileRow(ctx),
    ctx.db
      .select({ name: user.name, email: user.email, twoFactorEnabled: user.twoFactorEnabled })
      .from(user)
      .where(eq(user.id, ctx.user.id)),
  ])
  return {
    fullName: current?.name ?? ctx.user.name,
    email: current?.email ?? ctx.user.email,
    bio: row?.bio ?? '',
    location: row?.location ?? '',
    website: row?.website ?? '',
    github: row?.github ?? '',
    linkedin: row?.linkedin ?? '',
    avatarUrl: row?.avatarKey ? avatarUrlOf(row.avatarKey) : null,
    notifications: {
      enableNotifications: row?.enableNotifications ?? true,
      emailNotifications: row?.emailNotifications ?? true,
      achievementAlerts: row?.achievementAlerts ?? true,
      progressUpdates: row?.progressUpdates ?? true,
    },
    twoFactorEnabled: current?.twoFactorEnabled ?? false,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  }
}

export async function updateProfile(ctx: ProfileContext, raw: UpdateProfileInput): Promise<Profile> {
  const input = UpdateProfileInputSchema.parse(raw)
  const now = ctx.now()
  const fields = {
    bio: input.bio,
    location: input.location,
    website: input.website || null,
    github: input.github || null,
    linkedin: input.linkedin || null,
    updatedAt: now,
  }
  await ctx.db.transaction(async (tx) => {
    await tx.update(user).set({ name: input.fullName, updatedAt: now }).where(eq(user.id, ctx.user.id))
    await tx
      .insert(userProfile)
      .values({ userId: ctx.user.id, ...fields })
      .onConflictDoUpdate({ target: userProfile.userId, set: fields })
  })
  return getProfile(ctx)
}

export async function updateNotifications(ctx: ProfileContext, input: NotificationPreferences): Promise<Profile> {
  const fields = { ...input, updatedAt: ctx.now() }
  await ctx.db
    .insert(userProfile)
    .values({ userId: ctx.user.id, ...fields })
    .onConflictDoUpdate({ target: userProfile.userId, set: fields })
  return getProfile(ctx)
}

/** Checks and re-encodes the upload, stores it under a new random key, and forgets the previous file. */
export async function uploadAvatar(
  ctx: ProfileContext,
  bytes: Uint8Array,
  presented: PresentedFile = {},
): Promise<Profile> {
  let image: Buffer
  try {
    image = await reencodeAvatar(bytes, presented)
  } catch (error) {
    if (!(error instanceof AvatarRejected)) throw error
    if (error.reason === 'too-large') throw new AppError('PAYLOAD_TOO_LARGE', error.message)
    throw new AppError('BAD_REQUEST', error.message)
  }
  const key = randomBytes(18).toString('base64url')
  await fromStorage(() => ctx.avatars.put(key, image))
  const previous = (await profileRow(ctx))?.avatarKey ?? null
  const now = ctx.now()
  try {
    await ctx.db.transaction(async (tx) => {
      await tx
        .insert(userProfile)
        .values({ userId: ctx.user.id, avatarKey: key, updatedAt: now })
        .onConflictDoUpdate({ target: userProfile.userId, set: { avatarKey: key, updatedAt: now } })
      await tx
        .update(user)
        .set({ image: avatarUrlOf(key), updatedAt: now })
        .where(eq(user.id, ctx.user.id))
    })
  } catch (error) {
    await forgetAvatar(ctx, key)
    throw error
  }
  if (previous) await forgetAvatar(ctx, previous)
  return getProfile(ctx)
}

export async function removeAvatar(ctx: ProfileContext): Promise<Profile> {
  const previous = (await profileRow(ctx))?.avatarKey ?? null
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(userProfile)
      .set({ avatarKey: null, updatedAt: ctx.now() })
      .where(eq(userProfile.userId, ctx.user.id))
    await tx.update(user).set({ image: null }).where(eq(user.id, ctx.user.id))
  })
  if (previous) await forgetAvatar(ctx, previous)
  return getProfile(ctx)
}

/** An avatar by its key: the keys are random, so holding one is the permission to see it. */
export async function readAvatar(ctx: Pick<ProfileContext, 'avatars'>, key: string): Promise<Buffer> {
  const bytes = await fromStorage(() => ctx.avatars.get(key))
  if (!bytes) throw new AppError('NOT_FOUND', 'Avatar not found')
  return bytes
}

export async function exportUserData(ctx: ProfileContext) {
  return {
    exportedAt: ctx.now().toISOString(),
    format: 'Lodestar data export, version 1: every table that holds your rows, secrets left out',
    profile: await getProfile(ctx),
    plan: { role: ctx.access.role, isPremium: ctx.access.isPremium },
    tables: await collectUserData(ctx.db, ctx.user.id, ctx.user.email),
  }
}

/** The export's JSON and the user's avatar file (null without one), for the zip. */
export async function exportUserDataWithAvatar(ctx: ProfileContext) {
  const [data, row] = await Promise.all([exportUserData(ctx), profileRow(ctx)])
  const key = row?.avatarKey
  const avatar = key ? await fromStorage(() => ctx.avatars.get(key)) : null
  return { data, avatar }
}

async function checkPassword(ctx: ProfileContext, password: string) {
  const [credential] = await ctx.db
    .select({ password: account.password })
    .from(account)
    .where(and(eq(account.userId, ctx.user.id), eq(account.providerId, 'credential')))
  const matches = credential?.password ? await verifyPassword({ hash: credential.password, password }) : false
  if (!matches) throw new AppError('BAD_REQUEST', 'That password is not correct.')
}

/** Administrators come from ADMIN_EMAILS; a verified one is an admin, as access.service decides. */
async function otherAdminsExist(ctx: ProfileContext): Promise<boolean> {
  const listed = ctx.env.ADMIN_EMAILS.filter((email) => email.toLowerCase() !== ctx.user.email.toLowerCase())
  for (const email of listed) {
    const [admin] = await ctx.db
      .select({ verified: user.emailVerified })
      .from(user)
      .where(eq(user.email, email.toLowerCase()))
    if (admin?.verified) return true
  }
  return false
}

/**
 * Deletes the account for real: every row of the user in every table (sessions included, so every device
 * is signed out) and the avatar file. The password is asked again, with guesses limited per account and address;
 * the last administrator must confirm.
 */
export async function deleteAccount(ctx: ProfileContext, input: Required<DeleteAccountInput>, clientIp: string) {
  await admitPasswordCheck(ctx, ctx.user.id, clientIp)
  await checkPassword(ctx, input.password)
  if (ctx.access.isAdmin && !input.confirmLastAdmin && !(await otherAdminsExist(ctx)))
    throw new AppError(
      'CONFLICT',
      'You are the last administrator. Deleting your account leaves Lodestar without one; confirm to go ahead.',
    )
  const avatarKey = (await profileRow(ctx))?.avatarKey ?? null
  await ctx.db.transaction((tx) => deleteUserData(tx, ctx.user.id, ctx.user.email))
  if (avatarKey) await forgetAvatar(ctx, avatarKey)
  ctx.log.info('account deleted', { userId: ctx.user.id })
  return { deleted: true as const }
}
