import { RESEARCH_PATH_FIELD } from '#shared/contract/timeline'

type Ordered = { deadline: string; position: number }

/** Deadline ascending (the spec's order); equal deadlines keep the order they were entered in. */
export function sortMilestones<T extends Ordered>(milestones: readonly T[]): T[] {
  return [...milestones].sort((a, b) => a.deadline.localeCompare(b.deadline) || a.position - b.position)
}

type Summarised = { title: string; deadline: string }

/** The original's `goals`: the milestone titles, in timeline order. */
export function goalsOf(milestones: readonly Summarised[]): string[] {
  return milestones.map((milestone) => milestone.title)
}

/** The original's `notes`: the milestone count, then each title with its deadline. */
export function notesOf(milestones: readonly Summarised[]): string {
  const count = `${milestones.length} milestone${milestones.length === 1 ? '' : 's'}`
  return [`${RESEARCH_PATH_FIELD}: ${count}`, ...milestones.map((m) => `- ${m.title} (${m.deadline})`)].join('\n')
}
