import { CalendarArrowDown, Link2 } from 'lucide-react'
import { useState } from 'react'
import { useToast } from '../../../components/toast'
import { Button, buttonClasses } from '../../../components/ui/button'
import { errorMessage } from '../../../lib/api-client'
import { calendarDownloadUrl, useCalendarFeed } from '../api/timeline-queries'

/** The saved path's .ics download and its private calendar feed (shown once when made, revocable). */
export function CalendarExport({ pathId, hasFeed, isDirty }: { pathId: string; hasFeed: boolean; isDirty: boolean }) {
  const toast = useToast()
  const { create, revoke } = useCalendarFeed(pathId)
  const [feedUrl, setFeedUrl] = useState<string | null>(null)
  const fail = (title: string) => (error: unknown) =>
    toast({ title, description: errorMessage(error), variant: 'destructive' })

  return (
    <section aria-labelledby="calendar-heading" className="mt-4 border-t border-slate-100 pt-4">
      <h3 id="calendar-heading" className="font-semibold text-slate-900">
        Calendar
      </h3>
      {isDirty && (
        <p className="mt-1 text-xs text-amber-800">The calendar has the saved version; save to include your changes.</p>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        <a href={calendarDownloadUrl(pathId)} download className={buttonClasses('outline', 'sm')}>
          <CalendarArrowDown aria-hidden="true" className="h-4 w-4" /> Download .ics
        </a>
        <Button
          size="sm"
          variant="outline"
          disabled={create.isPending}
          onClick={() =>
            create.mutate(undefined, {
              onSuccess: (feed) => setFeedUrl(feed.url),
              onError: fail('Calendar feed failed'),
            })
          }
        >
          <Link2 aria-hidden="true" className="h-4 w-4" /> {hasFeed ? 'Replace feed URL' : 'Create calendar feed'}
        </Button>
        {hasFeed && (
          <Button
            size="sm"
            variant="ghost"
            disabled={revoke.isPending}
            onClick={() =>
              revoke.mutate(undefined, {
                onSuccess: () => {
                  setFeedUrl(null)
                  toast({ title: 'Calendar feed turned off', description: 'The old feed URL no longer works.' })
                },
                onError: fail('Calendar feed failed'),
              })
            }
          >
            Turn off feed
          </Button>
        )}
      </div>
      {feedUrl ? (
        <div className="mt-3 rounded-lg bg-slate-50 p-3 text-sm">
          <label htmlFor="feed-url" className="font-medium text-slate-800">
            Private feed URL
          </label>
          <input
            id="feed-url"
            readOnly
            value={feedUrl}
            onFocus={(event) => event.target.select()}
            className="mt-1 block w-full rounded border border-slate-300 bg-white px-2 py-1 font-mono text-xs text-slate-900"
          />
          <p className="mt-1 text-xs text-slate-700">
            Subscribe to it in your calendar app; it follows your saved changes. Anyone with the URL can read this path,
            so keep it private. It is shown only now: replacing it or turning it off stops the old one at once.
          </p>
          <Button
            size="sm"
            variant="secondary"
            className="mt-2"
            onClick={() =>
              void navigator.clipboard.writeText(feedUrl).then(
                () => toast({ title: 'Feed URL copied', variant: 'success' }),
                () =>
                  toast({ title: 'Copy failed', description: 'Select the URL and copy it.', variant: 'destructive' }),
              )
            }
          >
            Copy URL
          </Button>
        </div>
      ) : (
        hasFeed && <p className="mt-2 text-xs text-slate-700">A calendar feed is on for this path.</p>
      )}
    </section>
  )
}
