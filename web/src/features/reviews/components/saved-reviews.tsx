import { useQuery } from '@tanstack/react-query'
import { Pencil, Trash2 } from 'lucide-react'
import { useEffect, useRef, useState, type SyntheticEvent } from 'react'
import { REVIEW_TITLE_MAX_LENGTH, type ReviewSummary } from '#shared/contract/reviews'
import { ToolCard } from '../../../components/premium-tool-layout'
import { useToast } from '../../../components/toast'
import { Button } from '../../../components/ui/button'
import { Field, Input } from '../../../components/ui/form'
import { Spinner } from '../../../components/ui/spinner'
import { errorMessage } from '../../../lib/api-client'
import { cn } from '../../../lib/cn'
import { reviewListQuery, useDeleteReview, useRenameReview } from '../api/reviews-api'

type SavedReviewsProps = {
  selected: string | null
  isBusy: boolean
  onOpen: (reviewId: string) => void
  onDeleted: (reviewId: string) => void
}

/** My reviews: every saved review, newest first, to reopen, rename or delete. */
export function SavedReviews({ selected, isBusy, onOpen, onDeleted }: SavedReviewsProps) {
  const list = useQuery(reviewListQuery())
  return (
    <ToolCard
      title="My reviews"
      description="Every review you generate is kept here; reopen one to read it again."
      className="lg:self-start"
    >
      {list.isPending && <Spinner label="Loading your reviews" />}
      {list.isError && (
        <p role="alert" className="text-sm text-red-700">
          Your reviews could not be loaded. {errorMessage(list.error)}
        </p>
      )}
      {list.data?.reviews.length === 0 && <p className="text-sm text-slate-600">No reviews yet.</p>}
      {list.data && list.data.reviews.length > 0 && (
        <ul aria-label="My reviews" className="space-y-2" data-testid="saved-reviews">
          {list.data.reviews.map((review) => (
            <SavedReviewRow
              key={review.id}
              review={review}
              isCurrent={review.id === selected}
              isBusy={isBusy}
              onOpen={() => onOpen(review.id)}
              onDeleted={() => onDeleted(review.id)}
            />
          ))}
        </ul>
      )}
    </ToolCard>
  )
}

type RowProps = {
  review: ReviewSummary
  isCurrent: boolean
  isBusy: boolean
  onOpen: () => void
  onDeleted: () => void
}

function SavedReviewRow({ review, isCurrent, isBusy, onOpen, onDeleted }: RowProps) {
  const [state, setState] = useState<'idle' | 'renaming' | 'confirming'>('idle')
  const toast = useToast()
  const rename = useRenameReview()
  const remove = useDeleteReview()
  const renameButtonRef = useRef<HTMLButtonElement>(null)
  const deleteButtonRef = useRef<HTMLButtonElement>(null)
  const returnFocusTo = useRef<'renaming' | 'confirming' | null>(null)

  // Focus returns to the button that opened the inline form or confirmation when it closes.
  useEffect(() => {
    if (state !== 'idle' || !returnFocusTo.current) return
    const button = returnFocusTo.current === 'renaming' ? renameButtonRef.current : deleteButtonRef.current
    returnFocusTo.current = null
    button?.focus()
  }, [state])

  const begin = (next: 'renaming' | 'confirming') => {
    returnFocusTo.current = next
    setState(next)
  }

  if (state === 'renaming')
    return (
      <li className="rounded-lg bg-slate-50 p-3">
        <RenameForm
          title={review.title}
          isSaving={rename.isPending}
          onCancel={() => setState('idle')}
          onSave={(title) => {
            if (title === review.title) {
              setState('idle')
              return
            }
            rename.mutate(
              { reviewId: review.id, title },
              {
                onSuccess: () => setState('idle'),
                onError: (error) =>
                  toast({ title: 'Rename Failed', description: errorMessage(error), variant: 'destructive' }),
              },
            )
          }}
        />
      </li>
    )

  if (state === 'confirming')
    return (
      <li className="rounded-lg border border-red-200 bg-red-50 p-3">
        <p className="text-sm break-words text-red-950" id={`delete-review-${review.id}`}>
          Delete “{review.title}”? This cannot be undone.
        </p>
        <div className="mt-2 flex gap-2" role="group" aria-labelledby={`delete-review-${review.id}`}>
          <Button
            size="sm"
            variant="destructive"
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the user just asked to delete: the choice comes next
            autoFocus
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(review.id, {
                onSuccess: () => {
                  onDeleted()
                  toast({ title: 'Review Deleted', description: `“${review.title}” was deleted.` })
                },
                onError: (error) =>
                  toast({ title: 'Delete Failed', description: errorMessage(error), variant: 'destructive' }),
              })
            }
          >
            {remove.isPending ? 'Deleting...' : 'Delete'}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setState('idle')} disabled={remove.isPending}>
            Cancel
          </Button>
        </div>
      </li>
    )

  return (
    <li className="flex items-start gap-1">
      <button
        type="button"
        aria-current={isCurrent ? 'true' : undefined}
        disabled={isBusy}
        onClick={onOpen}
        className={cn(
          'min-w-0 flex-1 rounded-lg border p-3 text-left text-sm hover:bg-slate-50 disabled:opacity-60',
          isCurrent ? 'border-brand-600 bg-brand-50' : 'border-slate-200',
        )}
      >
        <span className="line-clamp-2 font-medium break-words text-slate-900">{review.title}</span>
        {review.topic !== review.title && (
          <span className="mt-0.5 line-clamp-1 block text-xs break-words text-slate-700">{review.topic}</span>
        )}
        <span className="mt-1 block text-xs text-slate-600">
          {review.works} works · {review.themes} {review.themes === 1 ? 'theme' : 'themes'} ·{' '}
          {new Date(review.createdAt).toLocaleDateString()}
        </span>
      </button>
      <button
        ref={renameButtonRef}
        type="button"
        onClick={() => begin('renaming')}
        aria-label={`Rename “${review.title}”`}
        className="rounded-lg p-2 text-slate-600 hover:bg-slate-200 hover:text-slate-900"
      >
        <Pencil aria-hidden="true" className="h-4 w-4" />
      </button>
      <button
        ref={deleteButtonRef}
        type="button"
        onClick={() => begin('confirming')}
        disabled={isBusy && isCurrent}
        aria-label={`Delete “${review.title}”`}
        className="rounded-lg p-2 text-slate-600 hover:bg-red-100 hover:text-red-800 disabled:opacity-60"
      >
        <Trash2 aria-hidden="true" className="h-4 w-4" />
      </button>
    </li>
  )
}

function RenameForm({
  title,
  isSaving,
  onSave,
  onCancel,
}: {
  title: string
  isSaving: boolean
  onSave: (title: string) => void
  onCancel: () => void
}) {
  const [value, setValue] = useState(title)
  const [error, setError] = useState<string | undefined>()
  const trimmed = value.trim()

  const handleSubmit = (event: SyntheticEvent) => {
    event.preventDefault()
    if (!trimmed) setError('Enter a title.')
    else if (trimmed.length > REVIEW_TITLE_MAX_LENGTH)
      setError(`Keep the title to ${REVIEW_TITLE_MAX_LENGTH} characters.`)
    else onSave(trimmed)
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-2">
      <Field label="Review title" hint={`Up to ${REVIEW_TITLE_MAX_LENGTH} characters.`} error={error}>
        {({ id, describedBy }) => (
          <Input
            id={id}
            value={value}
            maxLength={REVIEW_TITLE_MAX_LENGTH}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the user just asked to edit this field
            autoFocus
            onChange={(event) => {
              setValue(event.target.value)
              setError(undefined)
            }}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                event.preventDefault()
                onCancel()
              }
            }}
          />
        )}
      </Field>
      <div className="flex gap-2">
        <Button size="sm" type="submit" disabled={isSaving}>
          {isSaving ? 'Saving...' : 'Save'}
        </Button>
        <Button size="sm" variant="outline" onClick={onCancel} disabled={isSaving}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
