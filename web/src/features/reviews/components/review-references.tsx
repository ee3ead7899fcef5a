import type { ReviewOrigin, ReviewReference, ReviewTheme } from '#shared/contract/reviews'
import { ReferenceList } from '../../../components/reference-list'

const ORIGIN_LABELS: Record<ReviewOrigin, string> = {
  search: 'found by the search',
  reference: 'cited by a best match',
  citing: 'cites a best match',
  gap: 'found by a search for what was missing',
}

/** The numbered references with how each was found and the themes that cite it. */
export function ReviewReferences({ references, themes }: { references: ReviewReference[]; themes: ReviewTheme[] }) {
  const themeLabel = new Map(themes.map((theme) => [theme.id, theme.label]))
  return (
    <ReferenceList
      references={references}
      testId="review-reference"
      note={(reference) => ORIGIN_LABELS[reference.origin]}
      footer={(reference) =>
        reference.themes.length > 0 && (
          <p className="mt-1 text-xs break-words text-slate-700">
            Cited in themes:{' '}
            {reference.themes
              .map((id) => (themeLabel.has(id) ? `${id} (${themeLabel.get(id) ?? ''})` : String(id)))
              .join('; ')}
          </p>
        )
      }
    />
  )
}
