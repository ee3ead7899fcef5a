import { createEvents, type DateArray, type EventAttributes } from 'ics'
import type { ResearchPath } from '#shared/contract/timeline'

function dateArrayOf(date: string, addDays = 0): DateArray {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number)
  const shifted = new Date(Date.UTC(year, month - 1, day + addDays))
  return [shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, shifted.getUTCDate()]
}

const MAX_LINE_OCTETS = 75

/**
 * Refolds content lines to at most 75 octets (RFC 5545 §3.1): the library folds at 75 characters, which is up to
 * 300 octets of non-ASCII text. Folds fall between code points, so no UTF-8 sequence is split.
 */
function foldByOctets(text: string): string {
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n')
  return lines
    .map((line) => {
      const parts: string[] = []
      let part = ''
      let octets = 0
      for (const codePoint of line) {
        const size = Buffer.byteLength(codePoint)
        if (octets + size > MAX_LINE_OCTETS) {
          parts.push(part)
          part = ' '
          octets = 1
        }
        part += codePoint
        octets += size
      }
      parts.push(part)
      return parts.join('\r\n')
    })
    .join('\r\n')
}

/** TEXT escaping (RFC 5545 §3.3.11) for the calendar's name, which the library writes as given. */
const escapeText = (value: string) => value.replace(/[\\;,]/g, (character) => `\\${character}`)

/**
 * The path as an RFC 5545 calendar: one all-day event per milestone on its deadline. Each event's UID is
 * the milestone's id, so a subscribed calendar updates the same events when the path changes.
 */
export function calendarOf(path: Pick<ResearchPath, 'title' | 'milestones'>, now: Date): string {
  const events: EventAttributes[] = path.milestones.map((milestone) => ({
    uid: `${milestone.id}@lodestar.timeline`,
    title: milestone.title,
    description: [
      milestone.description,
      `Priority: ${milestone.priority}`,
      `Status: ${milestone.status}`,
      `Research path: ${path.title}`,
    ]
      .filter(Boolean)
      .join('\n'),
    start: dateArrayOf(milestone.deadline),
    end: dateArrayOf(milestone.deadline, 1),
    timestamp: now.getTime(),
    categories: [milestone.priority, milestone.status],
    transp: 'TRANSPARENT',
  }))
  const { error, value } = createEvents(events, {
    productId: 'lodestar/research-timeline',
    method: 'PUBLISH',
    calName: escapeText(path.title),
  })
  if (error || !value) throw error ?? new Error('calendar could not be written')
  return foldByOctets(value)
}

/** A file name for the download: the path's title in safe characters. */
export function calendarFileName(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\p{M}'’]/gu, '')
    .replace(/[^\w\s-]/g, ' ')
    .trim()
    .replace(/[\s_-]+/g, '-')
    .toLowerCase()
    .slice(0, 60)
  return `${slug || 'research-path'}.ics`
}
