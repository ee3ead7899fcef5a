import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query'
import { ChevronDown, MessagesSquare, Pencil, Plus, Trash2 } from 'lucide-react'
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react'
import { CONVERSATION_TITLE_MAX_LENGTH, type Conversation, type ConversationSummary } from '#shared/contract/research'
import { useToast } from '../../../components/toast'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { Spinner } from '../../../components/ui/spinner'
import { errorMessage } from '../../../lib/api-client'
import { cn } from '../../../lib/cn'
import {
  conversationListQuery,
  conversationQuery,
  deleteConversation,
  renameConversation,
  researchKeys,
} from '../api/research-api'
import { conversationDate } from '../saved-conversation'

type ConversationsPanelProps = {
  currentId: string | null
  /** while an answer streams, switching conversations waits */
  isBusy: boolean
  onOpen: (conversation: Conversation) => void
  onNewChat: () => void
  onDeleted: (id: string) => void
}

/** The caller's saved conversations: open one to continue it, rename, delete, or start a new chat. */
export function ConversationsPanel({ currentId, isBusy, onOpen, onNewChat, onDeleted }: ConversationsPanelProps) {
  const [isOpen, setIsOpen] = useState(false)
  const [openingId, setOpeningId] = useState<string | null>(null)
  const panelId = useId()
  const headingId = useId()
  const toast = useToast()
  const queryClient = useQueryClient()
  const list = useInfiniteQuery(conversationListQuery())
  const conversations = list.data?.pages.flatMap((page) => page.conversations) ?? []
  const now = new Date()

  const handleOpen = async (id: string) => {
    setOpeningId(id)
    try {
      onOpen(await queryClient.query(conversationQuery(id)))
      setIsOpen(false)
    } catch (error) {
      toast({ title: 'Could not open the conversation', description: errorMessage(error), variant: 'destructive' })
      void queryClient.invalidateQueries({ queryKey: researchKeys.conversationList() })
    } finally {
      setOpeningId(null)
    }
  }

  return (
    <Card className="p-0">
      <section aria-labelledby={headingId}>
        <div className="flex items-center justify-between gap-2 p-4">
          <h3 id={headingId} className="flex items-center gap-2 text-base font-semibold text-slate-900">
            <MessagesSquare aria-hidden="true" className="h-5 w-5 text-brand-700" /> Conversations
          </h3>
          <div className="flex items-center gap-2">
            <Button size="sm" variant="outline" className="whitespace-nowrap" onClick={onNewChat} disabled={isBusy}>
              <Plus aria-hidden="true" className="h-4 w-4" /> New chat
            </Button>
            <button
              type="button"
              aria-expanded={isOpen}
              aria-controls={panelId}
              onClick={() => setIsOpen((value) => !value)}
              className="inline-flex min-h-8 items-center rounded-lg border border-slate-300 bg-white px-2 text-slate-800 hover:bg-slate-100 lg:hidden"
            >
              <ChevronDown aria-hidden="true" className={cn('h-4 w-4 transition-transform', isOpen && 'rotate-180')} />
              <span className="sr-only">{isOpen ? 'Hide conversations' : 'Show conversations'}</span>
            </button>
          </div>
        </div>
        <div id={panelId} className={cn('border-t border-slate-200 p-2', !isOpen && 'hidden lg:block')}>
          {list.isPending ? (
            <Spinner label="Loading conversations..." />
          ) : list.isError ? (
            <p role="alert" className="p-2 text-sm text-red-800">
              Could not load your conversations. {errorMessage(list.error)}
            </p>
          ) : conversations.length === 0 ? (
            <p className="p-2 text-sm text-slate-700">Your questions and answers are saved here.</p>
          ) : (
            <ul className="max-h-96 space-y-1 overflow-y-auto" aria-labelledby={headingId}>
              {conversations.map((conversation) => (
                <ConversationRow
                  key={conversation.id}
                  conversation={conversation}
                  isCurrent={conversation.id === currentId}
                  isOpening={openingId === conversation.id}
                  isBusy={isBusy || openingId !== null}
                  date={conversationDate(conversation.updatedAt, now)}
                  onOpen={() => void handleOpen(conversation.id)}
                  onDeleted={() => onDeleted(conversation.id)}
                />
              ))}
            </ul>
          )}
          {list.hasNextPage && (
            <Button
              size="sm"
              variant="ghost"
              className="mt-2 w-full"
              disabled={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {list.isFetchingNextPage ? 'Loading...' : 'Show older conversations'}
            </Button>
          )}
        </div>
      </section>
    </Card>
  )
}

type RowProps = {
  conversation: ConversationSummary
  isCurrent: boolean
  isOpening: boolean
  isBusy: boolean
  date: string
  onOpen: () => void
  onDeleted: () => void
}

function ConversationRow({ conversation, isCurrent, isOpening, isBusy, date, onOpen, onDeleted }: RowProps) {
  const [state, setState] = useState<'idle' | 'renaming' | 'confirming'>('idle')
  const toast = useToast()
  const queryClient = useQueryClient()
  const renameButtonRef = useRef<HTMLButtonElement>(null)
  const deleteButtonRef = useRef<HTMLButtonElement>(null)
  const returnFocusTo = useRef<'renaming' | 'confirming' | null>(null)

  // Focus returns to the control that opened the inline editor or confirmation when it closes.
  useEffect(() => {
    if (state !== 'idle' || !returnFocusTo.current) return
    const button = returnFocusTo.current === 'renaming' ? renameButtonRef.current : deleteButtonRef.current
    returnFocusTo.current = null
    button?.focus()
  }, [state])

  const start = (next: 'renaming' | 'confirming') => {
    returnFocusTo.current = next
    setState(next)
  }

  const rename = useMutation({
    mutationFn: (title: string) => renameConversation(conversation.id, title),
    onSuccess: async () => {
      setState('idle')
      await queryClient.invalidateQueries({ queryKey: researchKeys.conversations() })
    },
    onError: (error) =>
      toast({ title: 'Could not rename the conversation', description: errorMessage(error), variant: 'destructive' }),
  })

  const remove = useMutation({
    mutationFn: () => deleteConversation(conversation.id),
    onSuccess: async () => {
      onDeleted()
      toast({ title: 'Conversation deleted' })
      queryClient.removeQueries({ queryKey: researchKeys.conversation(conversation.id) })
      await queryClient.invalidateQueries({ queryKey: researchKeys.conversationList() })
    },
    onError: (error) =>
      toast({ title: 'Could not delete the conversation', description: errorMessage(error), variant: 'destructive' }),
  })

  if (state === 'renaming')
    return (
      <li className="rounded-lg bg-slate-50 p-2">
        <RenameForm
          title={conversation.title}
          isSaving={rename.isPending}
          onSave={(title) => (title === conversation.title ? setState('idle') : rename.mutate(title))}
          onCancel={() => setState('idle')}
        />
      </li>
    )

  if (state === 'confirming')
    return (
      <li className="rounded-lg border border-red-200 bg-red-50 p-2">
        <p className="text-sm text-red-950" id={`delete-${conversation.id}`}>
          Delete “{conversation.title}”? This cannot be undone.
        </p>
        <div className="mt-2 flex gap-2" role="group" aria-labelledby={`delete-${conversation.id}`}>
          <Button
            size="sm"
            variant="destructive"
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the user just asked to delete: the choice comes next
            autoFocus
            disabled={remove.isPending}
            onClick={() => remove.mutate()}
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
    <li className={cn('group flex items-center gap-1 rounded-lg', isCurrent ? 'bg-brand-50' : 'hover:bg-slate-50')}>
      <button
        type="button"
        onClick={onOpen}
        disabled={isBusy}
        aria-current={isCurrent ? 'true' : undefined}
        className="min-w-0 flex-1 rounded-lg px-2 py-1.5 text-left disabled:opacity-60"
      >
        <span className="block truncate text-sm font-medium text-slate-900">{conversation.title}</span>
        <span className="block text-xs text-slate-600">
          {isOpening
            ? 'Opening...'
            : `${date} · ${conversation.messageCount} ${conversation.messageCount === 1 ? 'question' : 'questions'}`}
        </span>
      </button>
      <button
        ref={renameButtonRef}
        type="button"
        onClick={() => start('renaming')}
        aria-label={`Rename “${conversation.title}”`}
        className="rounded-lg p-2 text-slate-600 hover:bg-slate-200 hover:text-slate-900"
      >
        <Pencil aria-hidden="true" className="h-4 w-4" />
      </button>
      <button
        ref={deleteButtonRef}
        type="button"
        onClick={() => start('confirming')}
        disabled={isBusy && isCurrent}
        aria-label={`Delete “${conversation.title}”`}
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
  const inputId = useId()
  const trimmed = value.trim()

  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (trimmed) onSave(trimmed)
  }

  return (
    <form onSubmit={handleSubmit} className="space-y-2">
      <label htmlFor={inputId} className="block text-xs font-medium text-slate-700">
        Conversation title
      </label>
      <input
        id={inputId}
        value={value}
        maxLength={CONVERSATION_TITLE_MAX_LENGTH}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the user just asked to edit this field
        autoFocus
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault()
            onCancel()
          }
        }}
        className="w-full rounded-lg border border-slate-300 px-2 py-1 text-sm text-slate-900"
      />
      <div className="flex gap-2">
        <Button size="sm" type="submit" disabled={!trimmed || isSaving}>
          {isSaving ? 'Saving...' : 'Save'}
        </Button>
        <Button size="sm" variant="outline" onClick={onCancel} disabled={isSaving}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
