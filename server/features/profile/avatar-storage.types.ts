/**
 * Where avatars live: on disk under the data folder (avatar-storage.ts), or an S3-compatible bucket
 * (s3-avatar-storage.ts). Type-only, so server/request-context.ts names it without importing the feature.
 */
export type AvatarStorage = {
  put: (key: string, bytes: Buffer) => Promise<void>
  get: (key: string) => Promise<Buffer | null>
  remove: (key: string) => Promise<void>
}
