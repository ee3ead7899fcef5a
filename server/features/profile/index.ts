/**
 * Profile and settings (decisions 021, 026, 030): the profile fields and notification preferences (user_profile);
 * the avatar (avatar-image: type from the bytes, polyglots and SVG refused, re-encoded by sharp to a 256 px WebP;
 * stored behind AvatarStorage: on disk, or s3-avatar-storage for an S3-compatible bucket, picked by
 * create-avatar-storage); the data export (user-data finds every table holding the user's rows from the schema;
 * export-zip streams it with the avatar) and real account deletion, whose password check is limited per account
 * and address (password-check-limit).
 */
export { profileRoutes } from './profile.routes'
export { ownedTables } from './user-data'
export type { AvatarStorage } from './avatar-storage.types'
export { createAvatarStorage, type ChosenAvatarStorage } from './create-avatar-storage'
