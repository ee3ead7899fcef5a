import { endpoints } from '#shared/contract/endpoints'
import { EndpointRoutes } from '../../serve-endpoint'
import { limitBody } from '../../lib/body-limit'
import { AVATAR_MAX_BYTES } from './avatar-image'
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

export const profileRoutes = new EndpointRoutes()
  .serve(endpoints.profile, async (c) => c.json(await getProfile(c.var.authed)))
  .serve(endpoints.updateProfile, async (c) => c.json(await updateProfile(c.var.authed, c.req.valid('json'))))
  .serve(endpoints.updateNotificationPreferences, async (c) =>
    c.json(await updateNotifications(c.var.authed, c.req.valid('json'))),
  )
  // The image's bytes are the body and decide its format; the claimed type and name only refuse a file shown as SVG.
  .serve(endpoints.uploadAvatar, { use: [limitBody(AVATAR_MAX_BYTES + 1024)] }, async (c) => {
    const presented = { type: c.req.header('content-type'), name: fileNameOf(c.req.header(AVATAR_FILE_NAME_HEADER)) }
    return c.json(await uploadAvatar(c.var.authed, new Uint8Array(await c.req.arrayBuffer()), presented))
  })
  .serve(endpoints.removeAvatar, async (c) => c.json(await removeAvatar(c.var.authed)))
  .serve(endpoints.avatar, async (c) => {
    const bytes = await readAvatar(c.var.authed, c.req.valid('param').key)
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': 'image/webp',
      'Cache-Control': 'private, max-age=86400, immutable',
    })
  })
  .serve(endpoints.exportUserData, async (c) => {
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
  .serve(endpoints.deleteAccount, async (c) => {
    const ctx = c.var.authed
    const body = await deleteAccount(ctx, c.req.valid('json'), c.var.clientIp)
    // The sessions went with the account; better-auth's sign-out clears this browser's session cookies too, so
    // the next page is a visitor's at once.
    const signOut = await ctx.auth.api.signOut({ headers: c.req.raw.headers, asResponse: true })
    for (const cookie of signOut.headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true })
    return c.json(body)
  })
