import { Zip, ZipDeflate, ZipPassThrough } from 'fflate'

const CHUNK_BYTES = 64 * 1024

export const EXPORT_JSON_NAME = 'lodestar-data.json'
export const EXPORT_AVATAR_NAME = 'avatar.webp'

/**
 * The data export as a zip: the JSON deflated 64 KiB at a time as the reader pulls, so the zip is never
 * whole in memory beside the JSON; the avatar (already compressed WebP, at most 256 px) stored as is.
 */
export function dataExportZip(json: string, avatar: Uint8Array | null): ReadableStream<Uint8Array> {
  const bytes = Buffer.from(json, 'utf8')
  let offset = 0
  let zip: Zip
  let data: ZipDeflate
  return new ReadableStream<Uint8Array>({
    start(controller) {
      zip = new Zip((error, chunk, final) => {
        if (error) {
          controller.error(error)
          return
        }
        controller.enqueue(chunk)
        if (final) controller.close()
      })
      data = new ZipDeflate(EXPORT_JSON_NAME, { level: 6 })
      zip.add(data)
      if (avatar) {
        const image = new ZipPassThrough(EXPORT_AVATAR_NAME)
        zip.add(image)
        image.push(avatar, true)
      }
    },
    pull() {
      if (offset >= bytes.length) return
      const end = Math.min(offset + CHUNK_BYTES, bytes.length)
      data.push(bytes.subarray(offset, end), end === bytes.length)
      offset = end
      if (offset === bytes.length) zip.end()
    },
  })
}
