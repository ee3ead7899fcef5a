import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useToast } from '../../../components/toast'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { Pager } from '../../../components/ui/pager'
import { Spinner } from '../../../components/ui/spinner'
import { errorMessage } from '../../../lib/api-client'
import { cn } from '../../../lib/cn'
import { ADMIN_PAGE_SIZE, contactInboxQuery, useSetMessageHandled } from '../api/admin-queries'

export function InboxPanel() {
  const [showHandled, setShowHandled] = useState(false)
  const [page, setPage] = useState(1)
  const { data, isPending, isError, error, refetch } = useQuery(
    contactInboxQuery(showHandled ? 'all' : 'unhandled', page),
  )
  // Marking the last message of the last page handled empties that page: step back to one with messages.
  const lastPage = data ? Math.max(1, Math.ceil(data.total / ADMIN_PAGE_SIZE)) : 1
  // Adjusted while rendering (not in an effect), as React advises for state that follows other state.
  if (page > lastPage) setPage(lastPage)
  const mutation = useSetMessageHandled()
  const toast = useToast()

  if (isPending) return <Spinner label="Loading messages..." />
  if (isError)
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900">
        {errorMessage(error)}{' '}
        <Button size="sm" variant="outline" onClick={() => void refetch()}>
          Retry
        </Button>
      </div>
    )

  const { messages } = data
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-700">
          {showHandled
            ? `${data.unhandled} unhandled of ${data.total} message${data.total === 1 ? '' : 's'}`
            : `${data.unhandled} unhandled message${data.unhandled === 1 ? '' : 's'}`}
        </p>
        <label className="inline-flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className="h-4 w-4 accent-brand-700"
            checked={showHandled}
            onChange={(event) => {
              setShowHandled(event.target.checked)
              setPage(1)
            }}
          />
          Show handled messages
        </label>
      </div>
      {messages.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-700">
          {showHandled ? 'No messages yet.' : 'Every message is handled.'}
        </p>
      ) : (
        <ul className="space-y-3">
          {messages.map((message) => (
            <li key={message.id} data-testid="inbox-message">
              <article
                className={cn(
                  'rounded-xl border bg-white p-4 shadow-sm',
                  message.handledAt ? 'border-slate-200 opacity-80' : 'border-brand-100',
                )}
              >
                <header className="flex flex-wrap items-start justify-between gap-2">
                  <div>
                    <h3 className="font-semibold text-slate-900">{message.subject}</h3>
                    <p className="text-sm text-slate-700">
                      {message.name} ·{' '}
                      <a
                        className="text-brand-700 hover:underline"
                        href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`}
                      >
                        {message.email}
                      </a>{' '}
                      · <time dateTime={message.createdAt}>{new Date(message.createdAt).toLocaleString()}</time>
                    </p>
                  </div>
                  {message.handledAt ? <Badge tone="green">Handled</Badge> : <Badge tone="amber">New</Badge>}
                </header>
                <p className="mt-3 text-sm break-words whitespace-pre-wrap text-slate-800">{message.message}</p>
                <div className="mt-3 flex justify-end">
                  <Button
                    size="sm"
                    variant={message.handledAt ? 'ghost' : 'outline'}
                    disabled={mutation.isPending && mutation.variables.id === message.id}
                    onClick={() =>
                      mutation.mutate(
                        { id: message.id, handled: !message.handledAt },
                        {
                          onError: (err) =>
                            toast({ title: 'Error', description: errorMessage(err), variant: 'destructive' }),
                        },
                      )
                    }
                  >
                    {message.handledAt ? 'Mark as new' : 'Mark handled'}
                  </Button>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      <Pager label="Message pages" page={page} total={data.total} pageSize={ADMIN_PAGE_SIZE} onPage={setPage} />
    </div>
  )
}
