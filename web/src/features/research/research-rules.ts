import {
  DEFAULT_RESEARCH_SOURCES,
  RESEARCH_MODES,
  RESEARCH_SOURCES,
  type ResearchMode,
  type ResearchModeId,
  type ResearchSourceId,
  type ResearchSourcesResponse,
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

/** Adds or removes a source; the last selected source cannot be removed (a question needs one). */
export function toggleSource(sources: readonly ResearchSourceId[], id: ResearchSourceId): ResearchSourceId[] {
  if (sources.includes(id)) return sources.length > 1 ? sources.filter((source) => source !== id) : [...sources]
  // Keep the catalogue's order, so badges and requests do not depend on click order.
  return RESEARCH_SOURCES.map((source) => source.id).filter((source) => source === id || sources.includes(source))
}

export const defaultSources = (): ResearchSourceId[] => [...DEFAULT_RESEARCH_SOURCES]

export type SourceAvailability = { available: boolean; reason: string | null }

/** Unknown (still loading or failed) counts as available: the server has the last word when asked. */
export function availabilityOf(
  status: ResearchSourcesResponse | undefined,
  id: ResearchSourceId,
): SourceAvailability | null {
  const entry = status?.sources.find((source) => source.id === id)
  return entry ? { available: entry.available, reason: entry.reason } : null
}

/** The selected sources the server can ask; the others are shown disabled, and never sent. */
export function sourcesToSend(
  selected: readonly ResearchSourceId[],
  status: ResearchSourcesResponse | undefined,
): ResearchSourceId[] {
  return selected.filter((id) => availabilityOf(status, id)?.available !== false)
}

export type HeaderBadges = { shown: ResearchSourceId[]; more: number }

export function headerBadges(sources: readonly ResearchSourceId[], max = 3): HeaderBadges {
  return { shown: sources.slice(0, max), more: Math.max(0, sources.length - max) }
}

export const sourceName = (id: ResearchSourceId) => RESEARCH_SOURCES.find((source) => source.id === id)?.name ?? id

export function canSubmit(question: string, isResearching: boolean, mode: ResearchMode, access: Access): boolean {
  return question.trim().length > 0 && !isResearching && canUseMode(mode, access)
}
