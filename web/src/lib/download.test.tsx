import { expect, test, vi } from 'vitest'
import { downloadFile, REVOKE_AFTER_MS } from './download'

test('a download clicks a link to the file and releases its URL only after a delay', async () => {
  vi.useFakeTimers()
  const createObjectURL = vi.fn((_blob: Blob) => 'blob:file')
  const revokeObjectURL = vi.fn()
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }))
  const clicked: { href: string; download: string; attached: boolean }[] = []
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download, attached: this.isConnected })
  })

  downloadFile('a,b\n1,2', 'table.csv', 'text/csv;charset=utf-8')

  expect(clicked).toEqual([{ href: 'blob:file', download: 'table.csv', attached: true }])
  expect(await createObjectURL.mock.calls[0]?.[0].text()).toBe('a,b\n1,2')
  expect(createObjectURL.mock.calls[0]?.[0].type).toBe('text/csv;charset=utf-8')
  expect(document.querySelector('a')).toBeNull()
  vi.advanceTimersByTime(REVOKE_AFTER_MS - 1)
  expect(revokeObjectURL).not.toHaveBeenCalled()
  vi.advanceTimersByTime(1)
  expect(revokeObjectURL).toHaveBeenCalledWith('blob:file')
})
