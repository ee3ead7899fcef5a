import {
  DEFAULT_RESEARCH_SOURCES,
  RESEARCH_MODES,
  type ResearchMode,
  type ResearchModeId,
  type ResearchSourceId,
} from '#shared/contract/research'

export const MODE_SOURCE_COUNT = 3

export type Access = { premiumModes: boolean }

export function modeById(id: ResearchModeId): ResearchMode {
  return RESEARCH_MODES.find((mode) => mode.id === id) ?? (RESEARCH_MODES[0] as ResearchMode)
}

export const canUseMode = (mode: ResearchMode, access: Access) => !mode.isPremium || access.premiumModes

export type ModeChoice = { allowed: boolean; mode: ResearchModeId; sources: ResearchSourceId[] }

/**
 * Choosing a mode: an allowed one becomes the mode and selects its first three sources (those the server
 * can ask, when it has said which); a premium mode chosen without access changes nothing.
 */
export function chooseMode(
  current: { mode: ResearchModeId; sources: ResearchSourceId[] },
  chosen: ResearchModeId,
  access: Access,
  isAvailable: (id: ResearchSourceId) => boolean = () => true,
): ModeChoice {
  const mode = modeById(chosen)
  if (!canUseMode(mode, access)) return { allowed: false, ...current }
  const usable = mode.apis.filter(isAvailable)
  const sources = (usable.length > 0 ? usable : mode.apis).slice(0, MODE_SOURCE_COUNT)
  return { allowed: true, mode: mode.id, sources }
}

export const defaultSources = (): ResearchSourceId[] => [...DEFAULT_RESEARCH_SOURCES]

export type HeaderBadges = { shown: ResearchSourceId[]; more: number }

export function headerBadges(sources: readonly ResearchSourceId[], max = 3): HeaderBadges {
  return { shown: sources.slice(0, max), more: Math.max(0, sources.length - max) }
}

export function canSubmit(question: string, isResearching: boolean, mode: ResearchMode, access: Access): boolean {
  return question.trim().length > 0 && !isResearching && canUseMode(mode, access)
}
