/** Calendar dates as YYYY-MM-DD strings, computed in UTC so no time zone shifts a day. */

export function parseDay(date: string): number {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number)
  return Date.UTC(year, month - 1, day) / 86_400_000
}

export function formatDay(dayNumber: number): string {
  return new Date(dayNumber * 86_400_000).toISOString().slice(0, 10)
}

export const addDays = (date: string, days: number) => formatDay(parseDay(date) + days)

export const daysBetween = (from: string, to: string) => parseDay(to) - parseDay(from)

/** Today in the user's own time zone, as YYYY-MM-DD. */
export function localToday(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0')
  const day = String(now.getDate()).padStart(2, '0')
  return `${now.getFullYear()}-${month}-${day}`
}

export function isOverdue(milestone: { deadline: string; status: string }, today: string): boolean {
  return milestone.status !== 'Done' && milestone.deadline < today
}

/** '15 Jan 2026', the same in every locale's test run. */
export function formatDeadline(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })
}

export type AxisEntry<T> =
  | { kind: 'milestone'; item: T; gap: number; month: string | null }
  | { kind: 'today'; date: string; gap: number; month: string | null }

const MIN_GAP = 8
const MAX_GAP = 96
const PIXELS_PER_DAY = 1.5

/**
 * A vertical time axis: entries in date order with today placed among them, each with the space above
 * it growing with the days since the previous entry (clamped so a long gap does not push the rest off
 * screen), and the month label where a new month starts.
 */
export function layoutAxis<T extends { deadline: string }>(items: readonly T[], today: string): AxisEntry<T>[] {
  const dated = [
    ...items.map((item) => ({ date: item.deadline, entry: { kind: 'milestone' as const, item } })),
    { date: today, entry: { kind: 'today' as const, date: today } },
  ].sort(
    (a, b) => a.date.localeCompare(b.date) || (a.entry.kind === 'today' ? 1 : 0) - (b.entry.kind === 'today' ? 1 : 0),
  )
  let previous: string | null = null
  return dated.map(({ date, entry }): AxisEntry<T> => {
    const gap =
      previous === null ? 0 : Math.min(MAX_GAP, Math.max(MIN_GAP, daysBetween(previous, date) * PIXELS_PER_DAY))
    const month = previous === null || previous.slice(0, 7) !== date.slice(0, 7) ? date.slice(0, 7) : null
    previous = date
    return { ...entry, gap, month }
  })
}
