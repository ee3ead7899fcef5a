/** How long an object URL outlives the click that started its download: revoking it at once can cancel the download. */
export const REVOKE_AFTER_MS = 1000

/**
 * Saves `content` as a file through a temporary link, the one way the app downloads what it made. A string is
 * stored with `type`; the object URL is released REVOKE_AFTER_MS after the click.
 */
export function downloadFile(content: Blob | string, fileName: string, type = 'text/plain;charset=utf-8') {
  const blob = typeof content === 'string' ? new Blob([content], { type }) : content
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS)
}
