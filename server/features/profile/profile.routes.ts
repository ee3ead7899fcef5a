import { Hono } from 'hono'
import { z } from 'zod'
import {
  DeleteAccountInputSchema,
  NotificationPreferencesSchema,
  UpdateProfileInputSchema,
} from '../../../shared/contract/profile'
import { requireUser } from '../../auth/guards'
import { limitBody } from '../../lib/body-limit'
import { validate } from '../../lib/validate'
import type { AppEnv } from '../../request-context'
import { AVATAR_MAX_BYTES } from './avatar-image'
import { AVATAR_KEY_PATTERN } from './avatar-storage'
import { dataExportZip } from './export-zip'
import {
  deleteAccount,
  exportUserData,
  exportUserDataWithAvatar,
  getProfile,
  readAvatar,
  removeAvatar,
  updateNotifications,
  updateProfile,
  uploadAvatar,
} from './profile.service'

/** The web sends the picked file's name here, URI-encoded (a header value is Latin-1 only). */
export const AVATAR_FILE_NAME_HEADER = 'x-file-name'

function fileNameOf(header: string | undefined): string | undefined {
  if (header === undefined) return undefined
  try {
    return decodeURIComponent(header)
  } catch {
    return header
  }
}

/** The one route whose body is not JSON: the app's 64 KiB limit leaves it to the route's own. */
export const AVATAR_UPLOAD_PATH = '/api/profile/avatar'

const ExportQuerySchema = z.object({ format: z.enum(['json', 'zip']).default('json') })
const AvatarParamSchema = z.object({ key: z.string().regex(AVATAR_KEY_PATTERN, 'Not an avatar') })

export const profileRoutes = new Hono<AppEnv>()
  .get('/profile', requireUser, async (c) => c.json(await getProfile(c.var.authed)))
  .put('/profile', requireUser, validate('json', UpdateProfileInputSchema), async (c) =>
    c.json(await updateProfile(c.var.authed, c.req.valid('json'))),
  )
  .put('/profile/notifications', requireUser, validate('json', NotificationPreferencesSchema), async (c) =>
    c.json(await updateNotifications(c.var.authed, c.req.valid('json'))),
  )
  // The image's bytes are the body and decide its format; the claimed type and name only refuse a file shown as SVG.
  .put('/profile/avatar', requireUser, limitBody(AVATAR_MAX_BYTES + 1024), async (c) => {
    const presented = { type: c.req.header('content-type'), name: fileNameOf(c.req.header(AVATAR_FILE_NAME_HEADER)) }
    return c.json(await uploadAvatar(c.var.authed, new Uint8Array(await c.req.arrayBuffer()), presented))
  })
  .delete('/profile/avatar', requireUser, async (c) => c.json(await removeAvatar(c.var.authed)))
  .get('/avatars/:key', requireUser, validate('param', AvatarParamSchema), async (c) => {
    const bytes = await readAvatar(c.var.authed, c.req.valid('param').key)
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': 'image/webp',
      'Cache-Control': 'private, max-age=86400, immutable',
    })
  })
  .get('/profile/export', requireUser, validate('query', ExportQuerySchema), async (c) => {
    if (c.req.valid('query').format === 'zip') {
      const { data, avatar } = await exportUserDataWithAvatar(c.var.authed)
      return c.body(dataExportZip(JSON.stringify(data, null, 2), avatar), 200, {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="lodestar-data-${data.exportedAt.slice(0, 10)}.zip"`,
      })
    }
    const data = await exportUserData(c.var.authed)
    const day = data.exportedAt.slice(0, 10)
    return c.body(JSON.stringify(data, null, 2), 200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="lodestar-data-${day}.json"`,
    })
  })
  .post('/profile/delete-account', requireUser, validate('json', DeleteAccountInputSchema), async (c) =>
    c.json(await deleteAccount(c.var.authed, c.req.valid('json'), c.var.clientIp)),
  )
