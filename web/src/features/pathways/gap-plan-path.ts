import type { GapStep } from '#shared/contract/careers'
import type { SaveResearchPathInput } from '#shared/contract/timeline'

/** Weeks given to each skill gap: a term's worth of practice before the next one starts. */
export const WEEKS_PER_GAP = 6
const TITLE_MAX = 200
const DESCRIPTION_MAX = 2000
const DAY_MS = 86_400_000

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`)
const addWeeks = (date: string, weeks: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + weeks * 7 * DAY_MS).toISOString().slice(0, 10)

/** The skills-gap plan as a research path: one milestone per gap, one after another, WEEKS_PER_GAP weeks each. */
export function gapPlanPath(plan: readonly GapStep[], startDate: string): SaveResearchPathInput {
  return {
    title: 'Career skills-gap plan',
    description: `From the Career Path Analyzer: ${plan.length} skill${plan.length === 1 ? '' : 's'} to build, ${WEEKS_PER_GAP} weeks each, starting ${startDate}.`,
    milestones: plan.map((gap, index) => ({
      title: clip(`Build ${gap.skill}`, TITLE_MAX),
      description: clip(
        [
          gap.forOccupations.length ? `For ${gap.forOccupations.join(', ')}.` : '',
          ...gap.steps.map((step) => `• ${step}`),
        ]
          .filter(Boolean)
          .join('\n'),
        DESCRIPTION_MAX,
      ),
      deadline: addWeeks(startDate, WEEKS_PER_GAP * (index + 1)),
      priority: index === 0 ? 'High' : 'Medium',
      status: 'Planned',
    })),
  }
}
