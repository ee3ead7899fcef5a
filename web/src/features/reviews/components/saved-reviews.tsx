import { useQuery } from '@tanstack/react-query'
import { REVIEW_TITLE_MAX_LENGTH, type ReviewSummary } from '#shared/contract/reviews'
import { SavedRuns, type SavedRunItem } from '../../../components/saved-runs'
import { reviewListQuery, useDeleteReview, useRenameReview } from '../api/reviews-api'

type SavedReviewsProps = {
  selected: string | null
  isBusy: boolean
  onOpen: (reviewId: string) => void
  onDeleted: (reviewId: string) => void
}

function itemOf(review: ReviewSummary): SavedRunItem {
  return {
    id: review.id,
    title: review.title,
    subtitle: review.topic,
    meta: `${review.works} works · ${review.themes} ${review.themes === 1 ? 'theme' : 'themes'} · ${new Date(review.createdAt).toLocaleDateString()}`,
  }
}

/** My reviews: every saved review, newest first, to reopen, rename or delete. */
export function SavedReviews({ selected, isBusy, onOpen, onDeleted }: SavedReviewsProps) {
  const list = useQuery(reviewListQuery())
  const rename = useRenameReview()
  const remove = useDeleteReview()
  return (
    <SavedRuns
      title="My reviews"
      description="Every review you generate is kept here; reopen one to read it again."
      plural="reviews"
      deletedTitle="Review Deleted"
      testId="saved-reviews"
      items={list.data?.reviews.map(itemOf)}
      isPending={list.isPending}
      error={list.error}
      selected={selected}
      isBusy={isBusy}
      onOpen={onOpen}
      remove={(reviewId) => remove.mutateAsync(reviewId)}
      onDeleted={onDeleted}
      rename={{
        label: 'Review title',
        maxLength: REVIEW_TITLE_MAX_LENGTH,
        save: (reviewId, title) => rename.mutateAsync({ reviewId, title }),
      }}
    />
  )
}
