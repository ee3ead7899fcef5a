import { resolve } from 'node:path'
import type { Env } from '../../env'
import { diskAvatarStorage, type AvatarStorage } from './avatar-storage'
import { s3AvatarStorage } from './s3-avatar-storage'

export type ChosenAvatarStorage = AvatarStorage & {
  /** for the start-up log: where avatars go, without credentials */
  describe: string
}

/** Chosen once per process: an S3-compatible bucket when the S3_* settings are given, else the data folder. */
export function createAvatarStorage(
  env: Pick<Env, 'DATA_DIR' | 'S3'>,
  options: { fetch?: typeof fetch } = {},
): ChosenAvatarStorage {
  if (env.S3) {
    const { bucket, endpoint, prefix, forcePathStyle } = env.S3
    return {
      ...s3AvatarStorage(env.S3, options),
      describe: `S3-compatible bucket ${bucket} at ${new URL(endpoint).host} (${forcePathStyle ? 'path-style' : 'virtual-hosted'}, keys under ${prefix})`,
    }
  }
  return { ...diskAvatarStorage(env.DATA_DIR), describe: `on disk in ${resolve(env.DATA_DIR, 'avatars')}` }
}
