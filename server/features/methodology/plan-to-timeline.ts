import type { Advice, Phase } from '#shared/contract/methodology'
import type { MilestoneInput, MilestonePriority, SaveResearchPathInput } from '#shared/contract/timeline'

/** Phases the next ones wait for: their milestone is marked High. */
const GATING_PHASES = new Set(['Ethics approval', 'Protocol and registration'])

const TITLE_MAX = 200
const DESCRIPTION_MAX = 2000

const DAY_MS = 86_400_000

/** `date` (YYYY-MM-DD) plus `days`, as a calendar date; computed in UTC so no time zone shifts it. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`)

function milestoneOf(phase: Phase, starts: string, ends: string): MilestoneInput {
  const priority: MilestonePriority = GATING_PHASES.has(phase.name) ? 'High' : 'Medium'
  const length = `${phase.weeks} week${phase.weeks === 1 ? '' : 's'} from ${starts}.`
  const tasks = phase.tasks.length ? ` Tasks: ${phase.tasks.join('; ')}.` : ''
  return {
    title: clip(phase.name, TITLE_MAX),
    description: clip(`${length} ${phase.because}${tasks}`, DESCRIPTION_MAX),
    deadline: ends,
    priority,
    status: 'Planned',
  }
}

/**
 * The phased plan as a research path: one milestone per phase, in order, each due the day its phase ends
 * (the start date plus the weeks of it and every phase before it).
 */
export function researchPathOf(researchQuestion: string, advice: Advice, startDate: string): SaveResearchPathInput {
  let weeksBefore = 0
  const milestones = advice.phases.map((phase) => {
    const starts = addDays(startDate, weeksBefore * 7)
    weeksBefore += phase.weeks
    return milestoneOf(phase, starts, addDays(startDate, weeksBefore * 7))
  })
  const phases = `${advice.phases.length} phase${advice.phases.length === 1 ? '' : 's'}`
  return {
    title: clip(researchQuestion, TITLE_MAX),
    description:
      `From the methodology advisor: ${advice.totalWeeks} weeks in ${phases}, starting ${startDate}. ` +
      `Report by ${advice.guideline.name}.`,
    milestones,
  }
}
