import sharp from 'sharp'

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024
export const AVATAR_SIZE = 256
/** Bigger than any photo a phone takes, small enough that a decompression bomb is refused before decoding. */
const MAX_INPUT_PIXELS = 50_000_000

export type AvatarFormat = 'png' | 'jpeg' | 'webp'

export class AvatarRejected extends Error {
  constructor(
    readonly reason: 'too-large' | 'not-an-image' | 'unreadable',
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options)
  }
}

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, i) => bytes[offset + i] === byte)

/** The format the bytes themselves declare; the name and the browser's claim are never asked. */
export function sniffImageFormat(bytes: Uint8Array): AvatarFormat | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp'
  return null
}

/** What the browser said about the file: its claimed type and its name, never trusted to say what the bytes are. */
export type PresentedFile = { type?: string | undefined; name?: string | undefined }

/** A file presented as SVG, by its type or its name, is refused whatever its bytes (the PNG renamed .svg). */
export function isPresentedAsSvg({ type, name }: PresentedFile): boolean {
  return /^\s*image\/svg\+xml\s*(?:;|$)/i.test(type ?? '') || /\.svgz?\s*$/i.test(name ?? '')
}

// Markup or script inside an image file is how polyglots get a browser or a server to run them.
const ACTIVE_CONTENT = /<\?php|<\?=|<script|<html|<svg|<!doctype|<iframe|<body|javascript:/i

function endsCleanly(bytes: Uint8Array, format: AvatarFormat): boolean {
  if (format === 'png') {
    // IEND chunk: length 0, type IEND, CRC AE 42 60 82, and nothing after it.
    return startsWith(bytes, [0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82], bytes.length - 8)
  }
  if (format === 'jpeg') return bytes[bytes.length - 2] === 0xff && bytes[bytes.length - 1] === 0xd9
  // RIFF's declared size covers the whole file.
  const declared = (bytes[4] ?? 0) | ((bytes[5] ?? 0) << 8) | ((bytes[6] ?? 0) << 16) | ((bytes[7] ?? 0) << 24)
  return declared + 8 === bytes.length
}

/**
 * Checks an upload and re-encodes it: not presented as SVG, PNG, JPEG or WebP by its bytes, nothing after the image's end and no
 * markup or script inside it, fully decodable; then turned upright, cropped to a square of AVATAR_SIZE and
 * written as a new WebP without any of the original's metadata (EXIF, GPS, ICC, XMP, comments).
 */
export async function reencodeAvatar(bytes: Uint8Array, presented: PresentedFile = {}): Promise<Buffer> {
  if (bytes.length > AVATAR_MAX_BYTES) throw new AvatarRejected('too-large', 'Please select an image smaller than 5MB.')
  const format = sniffImageFormat(bytes)
  if (!format || isPresentedAsSvg(presented)) throw new AvatarRejected('not-an-image', 'Please select an image file.')
  if (!endsCleanly(bytes, format) || ACTIVE_CONTENT.test(Buffer.from(bytes).toString('latin1')))
    throw new AvatarRejected('not-an-image', 'Please select an image file.')
  try {
    const image = sharp(bytes, { failOn: 'warning', limitInputPixels: MAX_INPUT_PIXELS, animated: false })
    const { format: decoded } = await image.metadata()
    if (decoded !== format) throw new Error(`declared ${format}, decoded as ${decoded}`)
    return await image
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer()
  } catch (error) {
    throw new AvatarRejected('unreadable', 'That image could not be read. Please select another image file.', {
      cause: error,
    })
  }
}
