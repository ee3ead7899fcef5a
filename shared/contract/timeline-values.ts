/** The timeline's fixed values as plain data, so the browser reads them without loading zod. */
export const MAX_RESEARCH_PATHS = 100
export const MAX_MILESTONES = 100
export const RESEARCH_PATH_FIELD = 'Research Timeline'
export const MILESTONE_PRIORITIES = ['High', 'Medium', 'Low'] as const
export const MILESTONE_STATUSES = ['Planned', 'In progress', 'Done', 'Blocked'] as const
