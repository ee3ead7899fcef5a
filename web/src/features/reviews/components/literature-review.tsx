import '../../../lib/zod-without-eval'
import { useQuery } from '@tanstack/react-query'
import { BookOpenText } from 'lucide-react'
import { useState, type Ref } from 'react'
import type { ReviewInput, SavedReview } from '#shared/contract/reviews'
import { ToolCard, ToolEmptyState } from '../../../components/premium-tool-layout'
import { useToast } from '../../../components/toast'
import { Spinner } from '../../../components/ui/spinner'
import { researchSourcesQuery } from '../../../lib/research-sources'
import { reviewQuery, useRememberReview } from '../api/reviews-api'
import { useReviewGeneration, type GenerationFailure } from '../hooks/use-review-generation'
import { reviewErrorToast } from '../review-errors'
import { emptyDraft, type ReviewDraft } from '../review-form-model'
import { ReviewForm } from './review-form'
import { ReviewProgressList } from './review-progress-list'
import { ReviewView } from './review-view'
import { SavedReviews } from './saved-reviews'
import { useFocusWhenShown } from '../../../lib/use-focus-when-shown'

/** The Literature Review Generator; `enabled` is false behind the premium overlay, where nothing is fetched. */
export function LiteratureReview({ enabled }: { enabled: boolean }) {
  const [draft, setDraft] = useState<ReviewDraft>(emptyDraft)
  const [reviewId, setReviewId] = useState<string | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const resultFocus = useFocusWhenShown()
  const sourceStatus = useQuery({ ...researchSourcesQuery(), enabled })
  const remember = useRememberReview()
  const toast = useToast()

  const generation = useReviewGeneration({
    onDone: (saved: SavedReview) => {
      remember(saved)
      setReviewId(saved.id)
      const summary = `${saved.review.prisma.included} works in ${saved.review.themes.length} ${saved.review.themes.length === 1 ? 'theme' : 'themes'}.`
      setAnnouncement(`Literature review ready: ${summary}`)
      toast({ title: 'Literature Review Generated', description: summary, variant: 'success' })
      // The review replaces the progress list: focus follows, so keyboard and screen-reader users land on it.
      resultFocus.request()
    },
    onFailed: (failure: GenerationFailure) => {
      setAnnouncement('The literature review could not be generated.')
      toast({ ...reviewErrorToast(failure), variant: 'destructive' })
    },
  })

  const handleSubmit = (input: ReviewInput) => {
    setAnnouncement('')
    void generation.start(input)
  }

  return (
    <div className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <ToolCard title="Your topic" description="What should the review cover?">
          <ReviewForm
            draft={draft}
            onDraftChange={setDraft}
            isBusy={generation.isRunning}
            sourceStatus={sourceStatus.data}
            sourceStatusFailed={sourceStatus.isError}
            onSubmit={handleSubmit}
            onBlank={() =>
              toast({
                title: 'Topic Required',
                description: 'Please enter a research topic for literature review.',
                variant: 'destructive',
              })
            }
          />
        </ToolCard>
        {enabled && (
          <SavedReviews
            selected={reviewId}
            isBusy={generation.isRunning}
            onOpen={(id) => {
              generation.dismiss()
              setReviewId(id)
            }}
            onDeleted={(id) => {
              if (id === reviewId) setReviewId(null)
            }}
          />
        )}
      </div>
      <ToolCard title="Literature Review">
        <p role="status" className="sr-only">
          {announcement}
        </p>
        {generation.progress ? (
          <ReviewProgressList
            progress={generation.progress}
            isRunning={generation.isRunning}
            onCancel={generation.cancel}
            footer={
              generation.wasCancelled && (
                <p className="mt-4 text-sm text-slate-700">
                  Cancelled: nothing was saved. Change the topic or settings and generate again.
                </p>
              )
            }
          />
        ) : reviewId && enabled ? (
          <ReviewResult reviewId={reviewId} resultRef={resultFocus.ref} />
        ) : (
          <ToolEmptyState icon={BookOpenText}>
            Enter a research topic and press Generate Literature Review: the works found, their themes with quoted
            findings, a PRISMA flow diagram and exportable references appear here.
          </ToolEmptyState>
        )}
      </ToolCard>
    </div>
  )
}

function ReviewResult({ reviewId, resultRef }: { reviewId: string; resultRef: Ref<HTMLDivElement> }) {
  const review = useQuery(reviewQuery(reviewId))
  if (review.isPending) return <Spinner label="Loading the review" />
  if (review.isError)
    return (
      <p role="alert" className="text-red-700">
        This review could not be loaded. Please try again.
      </p>
    )
  return <ReviewView key={review.data.id} saved={review.data} ref={resultRef} />
}
