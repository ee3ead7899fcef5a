/**
 * Profile and settings: the profile fields, the avatar (checked by its bytes, re-encoded, stored behind
 * AvatarStorage), notification preferences, the export of everything held about the user and real
 * account deletion (user-data.ts finds the user's tables from the schema).
 */
export { profileRoutes } from './profile.routes'
export { ownedTables } from './user-data'
export type { AvatarStorage } from './avatar-storage.types'
export { createAvatarStorage, type ChosenAvatarStorage } from './create-avatar-storage'
