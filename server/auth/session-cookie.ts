import { createHmac, timingSafeEqual } from 'node:crypto'

/** Base64 of a 32-byte HMAC-SHA256, the only signature that can verify (better-call checks length 44 and the "="). */
const SIGNATURE = /^[A-Za-z0-9+/]{43}=$/

function decodedOrRaw(value: string): string {
  if (!value.includes('%')) return value
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/**
 * The first cookie called `name` in a Cookie header, read the way better-call reads it (its
 * `parseCookies`): names and values trimmed, one pair of quotes dropped, percent-decoded when valid.
 */
export function cookieValue(header: string | null | undefined, name: string): string | null {
  if (!header) return null
  let index = 0
  while (index < header.length) {
    const equals = header.indexOf('=', index)
    if (equals === -1) return null
    let end = header.indexOf(';', index)
    if (end === -1) end = header.length
    else if (end < equals) {
      // A segment without "=": skip to the last ";" before the next "=".
      index = header.lastIndexOf(';', equals - 1) + 1
      continue
    }
    if (header.slice(index, equals).trim() === name) {
      let value = header.slice(equals + 1, end).trim()
      if (value.startsWith('"')) value = value.slice(1, -1)
      return decodedOrRaw(value)
    }
    index = end + 1
  }
  return null
}

/**
 * The value of a cookie better-call signed (`value.base64(HMAC-SHA256(secret, value))`), or null when it
 * is missing, unsigned or signed with another secret. Compared in constant time.
 */
export function readSignedCookie(header: string | null | undefined, name: string, secret: string): string | null {
  const signed = cookieValue(header, name)
  if (!signed) return null
  const dot = signed.lastIndexOf('.')
  if (dot < 1) return null
  const value = signed.slice(0, dot)
  const signature = signed.slice(dot + 1)
  if (!SIGNATURE.test(signature)) return null
  const expected = createHmac('sha256', secret).update(value, 'utf8').digest()
  return timingSafeEqual(Buffer.from(signature, 'base64'), expected) ? value : null
}
