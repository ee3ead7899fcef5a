import type { MilestonePriority, MilestoneStatus, ResearchPath } from '#shared/contract/timeline'

export type DraftMilestone = {
  /** a key for the list; saved milestones keep theirs */
  key: string
  title: string
  description: string
  deadline: string
  priority: MilestonePriority
  status: MilestoneStatus
}

export type TimelineDraft = {
  /** the saved path being edited, or null for a new one */
  pathId: string | null
  title: string
  description: string
  milestones: DraftMilestone[]
  /** changed since it was opened or saved */
  isDirty: boolean
}

export type MilestoneValues = Omit<DraftMilestone, 'key'>

export type DraftAction =
  | { type: 'details'; title?: string; description?: string }
  | { type: 'add'; milestone: MilestoneValues }
  | { type: 'addMany'; milestones: MilestoneValues[]; title?: string }
  | { type: 'update'; key: string; changes: Partial<MilestoneValues> }
  | { type: 'remove'; key: string }
  | { type: 'open'; path: ResearchPath }
  | { type: 'saved'; path: ResearchPath }
  | { type: 'clear' }

export const emptyDraft: TimelineDraft = { pathId: null, title: '', description: '', milestones: [], isDirty: false }

let nextKey = 1
const newKey = () => `draft-${nextKey++}`

/** Deadline ascending (the spec's Research Timeline order); ties keep the order of entry. */
export function sortedMilestones(milestones: readonly DraftMilestone[]): DraftMilestone[] {
  return milestones
    .map((milestone, index) => ({ milestone, index }))
    .sort((a, b) => a.milestone.deadline.localeCompare(b.milestone.deadline) || a.index - b.index)
    .map(({ milestone }) => milestone)
}

const fromPath = (path: ResearchPath): TimelineDraft => ({
  pathId: path.id,
  title: path.title,
  description: path.description ?? '',
  milestones: path.milestones.map(({ id, ...fields }) => ({ key: id, ...fields })),
  isDirty: false,
})

/** A milestone without a title or a deadline is silently ignored, as in the original. */
export const isAddable = (milestone: Pick<MilestoneValues, 'title' | 'deadline'>) =>
  milestone.title.trim() !== '' && milestone.deadline !== ''

export function draftReducer(draft: TimelineDraft, action: DraftAction): TimelineDraft {
  switch (action.type) {
    case 'details':
      return {
        ...draft,
        title: action.title ?? draft.title,
        description: action.description ?? draft.description,
        isDirty: true,
      }
    case 'add':
      if (!isAddable(action.milestone)) return draft
      return {
        ...draft,
        milestones: [...draft.milestones, { ...action.milestone, title: action.milestone.title.trim(), key: newKey() }],
        isDirty: true,
      }
    case 'addMany':
      return {
        ...draft,
        title: draft.title.trim() ? draft.title : (action.title ?? draft.title),
        milestones: [...draft.milestones, ...action.milestones.map((milestone) => ({ ...milestone, key: newKey() }))],
        isDirty: true,
      }
    case 'update':
      return {
        ...draft,
        milestones: draft.milestones.map((milestone) =>
          milestone.key === action.key ? { ...milestone, ...action.changes } : milestone,
        ),
        isDirty: true,
      }
    case 'remove':
      return { ...draft, milestones: draft.milestones.filter((m) => m.key !== action.key), isDirty: true }
    case 'open':
    case 'saved':
      return fromPath(action.path)
    case 'clear':
      return emptyDraft
  }
}

/** The save request: milestones in timeline order. */
export function saveInputOf(draft: TimelineDraft) {
  return {
    title: draft.title.trim(),
    description: draft.description.trim(),
    milestones: sortedMilestones(draft.milestones).map(({ key: _key, ...fields }) => ({
      ...fields,
      title: fields.title.trim(),
      description: fields.description.trim(),
    })),
  }
}
