/** Calendar days in the learner's own time zone, as YYYY-MM-DD keys. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>()

export function localDay(at: Date, timeZone: string): string {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    formatters.set(timeZone, formatter)
  }
  return formatter.format(at)
}

const utcOf = (day: string) => Date.parse(`${day}T00:00:00Z`)

export function addDays(day: string, count: number): string {
  return new Date(utcOf(day) + count * 86_400_000).toISOString().slice(0, 10)
}

export function daysBetween(from: string, to: string): number {
  return Math.round((utcOf(to) - utcOf(from)) / 86_400_000)
}

export type Streak = { streakDays: number; lastStudyDay: string | null }

/** Studying today: the same day keeps the streak, the day after a study day extends it, a longer gap starts over. */
export function studiedOn(streak: Streak, today: string): Streak {
  if (streak.lastStudyDay === null) return { streakDays: 1, lastStudyDay: today }
  const gap = daysBetween(streak.lastStudyDay, today)
  if (gap <= 0) return { streakDays: Math.max(1, streak.streakDays), lastStudyDay: streak.lastStudyDay }
  return { streakDays: gap === 1 ? streak.streakDays + 1 : 1, lastStudyDay: today }
}

/** The streak as shown today: still alive until a whole local day passes without study. */
export function currentStreak(streak: Streak, today: string): number {
  if (streak.lastStudyDay === null) return 0
  return daysBetween(streak.lastStudyDay, today) <= 1 ? streak.streakDays : 0
}
