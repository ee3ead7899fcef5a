import type { ResearchSourceId, ResearchSourcesResponse } from '#shared/contract/research'
import { DEFAULT_REVIEW_SOURCES, type ReviewInput } from '#shared/contract/reviews'
import { checkSearchSettings, type SearchSettingsErrors } from '../../lib/search-settings'

export { yearErrors } from '../../lib/search-settings'

/** What the user typed and chose; years stay text until they are checked. */
export type ReviewDraft = {
  topic: string
  keywords: string
  sources: ResearchSourceId[]
  fromYear: string
  toYear: string
  followReferences: boolean
}

export const emptyDraft = (): ReviewDraft => ({
  topic: '',
  keywords: '',
  sources: [...DEFAULT_REVIEW_SOURCES],
  fromYear: '',
  toYear: '',
  followReferences: true,
})

export type DraftErrors = SearchSettingsErrors

export type DraftCheck =
  { kind: 'ready'; input: ReviewInput } | { kind: 'blank-topic' } | { kind: 'invalid'; errors: DraftErrors }

/** The request a draft makes, or why it cannot be sent yet. Sources the server cannot ask are left out. */
export function checkDraft(draft: ReviewDraft, status: ResearchSourcesResponse | undefined): DraftCheck {
  if (!draft.topic.trim()) return { kind: 'blank-topic' }
  const settings = checkSearchSettings(draft, status)
  if (Object.keys(settings.errors).length > 0) return { kind: 'invalid', errors: settings.errors }
  return {
    kind: 'ready',
    input: {
      topic: draft.topic.trim(),
      keywords: draft.keywords.trim(),
      ...settings.input,
      followReferences: draft.followReferences,
    },
  }
}
