import { Info } from 'lucide-react'
import { useMemo, type ReactNode, type Ref } from 'react'
import type { SavedReview } from '#shared/contract/reviews'
import { Badge } from '../../../components/ui/badge'
import { CitedText, KnownReferences } from '../../../components/citations'
import { FieldOverTime } from './field-over-time'
import { ReviewExports } from './review-exports'
import { ReviewMethodSection } from './review-method'
import { ReviewReferences } from './review-references'
import { ReviewThemes } from './review-themes'

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="border-t border-slate-200 pt-6">
      <h3 id={id} className="text-lg font-bold text-slate-900">
        {title}
      </h3>
      <div className="mt-3">{children}</div>
    </section>
  )
}

/** One saved review, read-only: overview, themes, the field over time, how it was made, references, exports. */
export function ReviewView({ saved, ref }: { saved: SavedReview; ref?: Ref<HTMLDivElement> }) {
  const { review } = saved
  const known = useMemo(() => new Set(review.references.map((reference) => reference.n)), [review.references])
  const themeLabels = review.themes.map((theme) => theme.label)
  return (
    <KnownReferences.Provider value={known}>
      <article aria-labelledby="review-title" className="space-y-6" data-testid="review">
        <div ref={ref} tabIndex={-1} className="outline-none">
          <p id="review-title" className="text-xl font-bold break-words text-slate-900">
            {saved.title}
          </p>
          <p className="mt-1 text-sm text-slate-700">
            {review.prisma.included} works · {review.themes.length} {review.themes.length === 1 ? 'theme' : 'themes'} ·{' '}
            {new Date(saved.createdAt).toLocaleDateString()}{' '}
            <Badge tone={review.kind === 'model' ? 'brand' : 'slate'} className="ml-1">
              {review.kind === 'model' ? 'Written with a language model' : 'Quoted from the abstracts'}
            </Badge>
          </p>
          {review.notice && (
            <p className="mt-3 flex gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
              <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
              {review.notice}
            </p>
          )}
          <div className="mt-4">
            <ReviewExports reviewId={saved.id} title={saved.title} />
          </div>
        </div>
        <Section id="review-overview" title="Overview">
          <p className="text-sm leading-relaxed break-words text-slate-800" data-testid="review-overview">
            <CitedText text={review.overview} />
          </p>
        </Section>
        <Section id="review-themes" title="Themes">
          <ReviewThemes themes={review.themes} model={review.method.model} />
        </Section>
        <Section id="review-over-time" title="The field over time">
          <FieldOverTime overTime={review.overTime} themeLabels={themeLabels} />
        </Section>
        <Section id="review-method" title="How this review was made">
          <ReviewMethodSection method={review.method} prisma={review.prisma} />
        </Section>
        <Section id="review-references" title="References">
          <ReviewReferences references={review.references} themes={review.themes} />
        </Section>
      </article>
    </KnownReferences.Provider>
  )
}
