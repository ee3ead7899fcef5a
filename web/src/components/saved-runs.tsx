import { useMutation } from '@tanstack/react-query'
import { Pencil, Trash2 } from 'lucide-react'
import { useEffect, useRef, useState, type SyntheticEvent } from 'react'
import { errorMessage } from '../lib/api-client'
import { cn } from '../lib/cn'
import { ToolCard } from './premium-tool-layout'
import { useToast } from './toast'
import { Button } from './ui/button'
import { Field, Input } from './ui/form'
import { Spinner } from './ui/spinner'

/** One saved run as the list shows it: its title, what it was about when that differs, and a line of counts. */
export type SavedRunItem = { id: string; title: string; subtitle: string | null; meta: string }

export type SavedRunsRename = {
  /** the title field's label, e.g. "Review title" */
  label: string
  maxLength: number
  save: (id: string, title: string) => Promise<unknown>
}

type SavedRunsProps = {
  /** the card's heading and the list's name, e.g. "My reviews" */
  title: string
  description: string
  /** what the runs are called in sentences, plural: "reviews" */
  plural: string
  /** toast title once one is deleted, e.g. "Review Deleted" */
  deletedTitle: string
  testId: string
  items: SavedRunItem[] | undefined
  isPending: boolean
  error: unknown
  selected: string | null
  /** while a run streams, opening another waits, and the current one cannot be deleted */
  isBusy: boolean
  onOpen: (id: string) => void
  remove: (id: string) => Promise<unknown>
  onDeleted: (id: string) => void
  /** leave out where runs cannot be renamed */
  rename?: SavedRunsRename
}

/**
 * A tool's saved runs (My reviews, My hypotheses), newest first: reopen one, rename it where the tool can, or delete
 * it after a confirmation. Focus returns to the button that opened an inline form when it closes.
 */
export function SavedRuns({
  title,
  description,
  plural,
  deletedTitle,
  testId,
  items,
  isPending,
  error,
  selected,
  isBusy,
  onOpen,
  remove,
  onDeleted,
  rename,
}: SavedRunsProps) {
  return (
    <ToolCard title={title} description={description} className="lg:self-start">
      {isPending && <Spinner label={`Loading your ${plural}`} />}
      {error != null && (
        <p role="alert" className="text-sm text-red-700">
          Your {plural} could not be loaded. {errorMessage(error)}
        </p>
      )}
      {items?.length === 0 && <p className="text-sm text-slate-600">No {plural} yet.</p>}
      {items && items.length > 0 && (
        <ul aria-label={title} className="space-y-2" data-testid={testId}>
          {items.map((item) => (
            <SavedRunRow
              key={item.id}
              item={item}
              deletedTitle={deletedTitle}
              isCurrent={item.id === selected}
              isBusy={isBusy}
              onOpen={() => onOpen(item.id)}
              remove={() => remove(item.id)}
              onDeleted={() => onDeleted(item.id)}
              rename={rename}
            />
          ))}
        </ul>
      )}
    </ToolCard>
  )
}

type RowProps = {
  item: SavedRunItem
  deletedTitle: string
  isCurrent: boolean
  isBusy: boolean
  onOpen: () => void
  remove: () => Promise<unknown>
  onDeleted: () => void
  rename: SavedRunsRename | undefined
}

function SavedRunRow({ item, deletedTitle, isCurrent, isBusy, onOpen, remove, onDeleted, rename }: RowProps) {
  const [state, setState] = useState<'idle' | 'renaming' | 'confirming'>('idle')
  const toast = useToast()
  const renaming = useMutation({ mutationFn: (title: string) => rename?.save(item.id, title) ?? Promise.resolve() })
  const removing = useMutation({ mutationFn: remove })
  const renameButtonRef = useRef<HTMLButtonElement>(null)
  const deleteButtonRef = useRef<HTMLButtonElement>(null)
  const returnFocusTo = useRef<'renaming' | 'confirming' | null>(null)

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

  if (state === 'renaming' && rename)
    return (
      <li className="rounded-lg bg-slate-50 p-3">
        <RenameForm
          title={item.title}
          label={rename.label}
          maxLength={rename.maxLength}
          isSaving={renaming.isPending}
          onCancel={() => setState('idle')}
          onSave={(title) => {
            if (title === item.title) {
              setState('idle')
              return
            }
            renaming.mutate(title, {
              onSuccess: () => setState('idle'),
              onError: (error) =>
                toast({ title: 'Rename Failed', description: errorMessage(error), variant: 'destructive' }),
            })
          }}
        />
      </li>
    )

  if (state === 'confirming')
    return (
      <li className="rounded-lg border border-red-200 bg-red-50 p-3">
        <p className="text-sm break-words text-red-950" id={`delete-run-${item.id}`}>
          Delete “{item.title}”? This cannot be undone.
        </p>
        <div className="mt-2 flex gap-2" role="group" aria-labelledby={`delete-run-${item.id}`}>
          <Button
            size="sm"
            variant="destructive"
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the user just asked to delete: the choice comes next
            autoFocus
            disabled={removing.isPending}
            onClick={() =>
              removing.mutate(undefined, {
                onSuccess: () => {
                  onDeleted()
                  toast({ title: deletedTitle, description: `“${item.title}” was deleted.` })
                },
                onError: (error) =>
                  toast({ title: 'Delete Failed', description: errorMessage(error), variant: 'destructive' }),
              })
            }
          >
            {removing.isPending ? 'Deleting...' : 'Delete'}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setState('idle')} disabled={removing.isPending}>
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
        <span className="line-clamp-2 font-medium break-words text-slate-900">{item.title}</span>
        {item.subtitle && item.subtitle !== item.title && (
          <span className="mt-0.5 line-clamp-1 block text-xs break-words text-slate-700">{item.subtitle}</span>
        )}
        <span className="mt-1 block text-xs text-slate-600">{item.meta}</span>
      </button>
      {rename && (
        <button
          ref={renameButtonRef}
          type="button"
          onClick={() => begin('renaming')}
          aria-label={`Rename “${item.title}”`}
          className="rounded-lg p-2 text-slate-600 hover:bg-slate-200 hover:text-slate-900"
        >
          <Pencil aria-hidden="true" className="h-4 w-4" />
        </button>
      )}
      <button
        ref={deleteButtonRef}
        type="button"
        onClick={() => begin('confirming')}
        disabled={isBusy && isCurrent}
        aria-label={`Delete “${item.title}”`}
        className="rounded-lg p-2 text-slate-600 hover:bg-red-100 hover:text-red-800 disabled:opacity-60"
      >
        <Trash2 aria-hidden="true" className="h-4 w-4" />
      </button>
    </li>
  )
}

function RenameForm({
  title,
  label,
  maxLength,
  isSaving,
  onSave,
  onCancel,
}: {
  title: string
  label: string
  maxLength: number
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
    else if (trimmed.length > maxLength) setError(`Keep the title to ${maxLength} characters.`)
    else onSave(trimmed)
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-2">
      <Field label={label} hint={`Up to ${maxLength} characters.`} error={error}>
        {({ id, describedBy }) => (
          <Input
            id={id}
            value={value}
            maxLength={maxLength}
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
