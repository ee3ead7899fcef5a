import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { AVATAR_KEY_PATTERN } from '#shared/contract/profile'
import type { AvatarStorage } from './avatar-storage.types'

export type { AvatarStorage }

export { AVATAR_KEY_PATTERN }

export function diskAvatarStorage(dataDir: string): AvatarStorage {
  const folder = join(dataDir, 'avatars')
  const fileOf = (key: string) => {
    // Keys are ours (random), but a path is never built from anything else.
    if (!AVATAR_KEY_PATTERN.test(key)) throw new Error(`not an avatar key: ${key}`)
    return join(folder, `${key}.webp`)
  }
  return {
    put: async (key, bytes) => {
      await mkdir(folder, { recursive: true, mode: 0o700 })
      await writeFile(fileOf(key), bytes, { mode: 0o600 })
    },
    get: async (key) => {
      try {
        return await readFile(fileOf(key))
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },
    remove: (key) => rm(fileOf(key), { force: true }),
  }
}
