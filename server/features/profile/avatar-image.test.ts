import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import { expect, test } from 'vitest'
import {
  AVATAR_MAX_BYTES,
  AVATAR_SIZE,
  AvatarRejected,
  isPresentedAsSvg,
  reencodeAvatar,
  sniffImageFormat,
  type PresentedFile,
} from './avatar-image'

/** A real photo-like image of the given size, with EXIF metadata that must not survive. */
function photo(format: 'png' | 'jpeg' | 'webp', width = 640, height = 480) {
  const pixels = Buffer.alloc(width * height * 3)
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7 + Math.floor(i / width)) % 256
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .withExif({ IFD0: { Copyright: 'secret-owner', Artist: 'Tess' } })
    [format]()
    .toBuffer()
}

async function rejection(bytes: Uint8Array, presented: PresentedFile = {}): Promise<AvatarRejected> {
  const error = await reencodeAvatar(bytes, presented).then(
    () => null,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(AvatarRejected)
  return error as AvatarRejected
}

test.each(['png', 'jpeg', 'webp'] as const)(
  'a real %s is re-encoded to a square WebP without metadata',
  async (format) => {
    const input = await photo(format)
    expect(sniffImageFormat(input)).toBe(format)
    expect(input.toString('latin1')).toContain('secret-owner')
    const output = await reencodeAvatar(input)
    const meta = await sharp(output).metadata()
    expect(meta).toMatchObject({ format: 'webp', width: AVATAR_SIZE, height: AVATAR_SIZE })
    expect(meta.exif).toBeUndefined()
    expect(meta.icc).toBeUndefined()
    expect(output.toString('latin1')).not.toContain('secret-owner')
  },
)

test('an SVG is refused, whatever its name says', async () => {
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="9" height="9"/></svg>',
  )
  expect(sniffImageFormat(svg)).toBeNull()
  expect((await rejection(svg)).message).toBe('Please select an image file.')
})

test.each([
  { name: 'me.svg', type: 'image/svg+xml' },
  { name: 'me.svg', type: 'image/png' },
  { name: 'ME.SVGZ', type: 'application/octet-stream' },
  { name: 'me.png', type: 'image/svg+xml; charset=utf-8' },
])('a PNG presented as SVG ($name, $type) is refused', async (presented) => {
  const png = await photo('png', 40, 40)
  expect(isPresentedAsSvg(presented)).toBe(true)
  const error = await rejection(png, presented)
  expect(error.reason).toBe('not-an-image')
  expect(error.message).toBe('Please select an image file.')
})

test('a PNG is accepted by its bytes whatever else its name or claimed type says', async () => {
  const png = await photo('png', 40, 40)
  for (const presented of [{}, { name: 'me.jpg', type: 'image/jpeg' }, { name: 'svg.png', type: 'image/png' }])
    await expect(reencodeAvatar(png, presented)).resolves.toBeInstanceOf(Buffer)
})

test('a PNG with PHP or HTML appended (a polyglot) is refused', async () => {
  const png = await photo('png', 40, 40)
  const php = Buffer.concat([png, Buffer.from('<?php system($_GET["c"]); ?>')])
  expect((await rejection(php)).reason).toBe('not-an-image')
  const jpeg = await photo('jpeg', 40, 40)
  const html = Buffer.concat([jpeg, Buffer.from('<html><script>alert(1)</script></html>')])
  expect((await rejection(html)).reason).toBe('not-an-image')
})

test('script hidden inside an image (a comment chunk) is refused', async () => {
  const png = await sharp(await photo('png', 40, 40))
    .withMetadata()
    .png()
    .toBuffer()
  // A tEXt chunk is legal PNG; its text here is markup a browser would run if it sniffed the file as HTML.
  const text = Buffer.from('Comment\0<script>alert(document.cookie)</script>', 'latin1')
  const chunk = Buffer.alloc(12 + text.length)
  chunk.writeUInt32BE(text.length, 0)
  chunk.write('tEXt', 4, 'latin1')
  text.copy(chunk, 8)
  const withText = Buffer.concat([png.subarray(0, 33), chunk, png.subarray(33)])
  expect((await rejection(withText)).reason).toBe('not-an-image')
})

test('a real 6 MB image (noise, which PNG cannot compress) is refused as too large', async () => {
  const [width, height] = [1450, 1450]
  const big = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer()
  expect(big.length).toBeGreaterThan(6 * 1024 * 1024)
  expect(big.length).toBeLessThan(7 * 1024 * 1024)
  expect(AVATAR_MAX_BYTES).toBe(5 * 1024 * 1024)
  expect(await sharp(big).metadata()).toMatchObject({ format: 'png', width, height })
  const error = await rejection(big)
  expect(error.reason).toBe('too-large')
  expect(error.message).toBe('Please select an image smaller than 5MB.')
})

test('a truncated image is refused', async () => {
  const jpeg = await photo('jpeg')
  const cut = Buffer.concat([jpeg.subarray(0, Math.floor(jpeg.length / 2)), Buffer.from([0xff, 0xd9])])
  expect((await rejection(cut)).reason).toBe('unreadable')
  const png = await photo('png')
  expect((await rejection(png.subarray(0, png.length - 100))).reason).toBe('not-an-image')
})

test('text, PDFs and GIFs are not accepted as avatars', async () => {
  for (const bytes of [
    Buffer.from('hello'),
    Buffer.from('%PDF-1.7\n'),
    Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'),
  ])
    expect((await rejection(bytes)).reason).toBe('not-an-image')
})
