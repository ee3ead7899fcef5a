import { createEvents, type DateArray, type EventAttributes } from 'ics'
import type { ResearchPath } from '../../../shared/contract/timeline'

function dateArrayOf(date: string, addDays = 0): DateArray {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number)
  const shifted = new Date(Date.UTC(year, month - 1, day + addDays))
  return [shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, shifted.getUTCDate()]
}

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
    calName: path.title,
  })
  if (error || !value) throw error ?? new Error('calendar could not be written')
  return value
}

/** A file name for the download: the path's title in safe characters. */
export function calendarFileName(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s_-]+/g, '-')
    .toLowerCase()
    .slice(0, 60)
  return `${slug || 'research-path'}.ics`
}
