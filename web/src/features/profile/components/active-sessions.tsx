import { useQuery } from '@tanstack/react-query'
import { Laptop } from 'lucide-react'
import type { AccountSession } from '#shared/contract/account'
import { useToast } from '../../../components/toast'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { Card, CardContent, CardHeader } from '../../../components/ui/card'
import { Spinner } from '../../../components/ui/spinner'
import { errorMessage } from '../../../lib/api-client'
import { accountSessionsQuery, useRevokeOtherSessions, useRevokeSession } from '../api/profile-queries'

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })

function SessionRow({ session }: { session: AccountSession }) {
  const toast = useToast()
  const revoke = useRevokeSession()
  const handleRevoke = () =>
    revoke.mutate(session.id, {
      onSuccess: () => toast({ title: 'Session signed out', description: session.device, variant: 'success' }),
      onError: (error) => toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' }),
    })
  return (
    <li className="flex flex-wrap items-start gap-3 py-3" aria-label={session.device}>
      <Laptop aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-slate-500" />
      <div className="min-w-0 flex-1">
        <p className="font-medium text-slate-900">
          {session.device} {session.isCurrent && <Badge tone="green">This device</Badge>}
        </p>
        <p className="text-sm text-slate-700">
          Signed in {when(session.createdAt)} · last active {when(session.lastActiveAt)}
          {session.ipAddress && ` · ${session.ipAddress}`}
        </p>
      </div>
      {!session.isCurrent && (
        <Button
          size="sm"
          variant="outline"
          disabled={revoke.isPending}
          aria-label={`Sign out ${session.device}, signed in ${when(session.createdAt)}`}
          onClick={handleRevoke}
        >
          Sign out
        </Button>
      )}
    </li>
  )
}

/** Where the account is signed in, with sign-out of any other device or of all of them. */
export function ActiveSessions() {
  const toast = useToast()
  const sessions = useQuery(accountSessionsQuery())
  const revokeOthers = useRevokeOtherSessions()
  const others = sessions.data?.sessions.filter((session) => !session.isCurrent).length ?? 0
  const handleRevokeOthers = () =>
    revokeOthers.mutate(undefined, {
      onSuccess: ({ revoked }) =>
        toast({
          title: 'Other sessions signed out',
          description: `${revoked} session${revoked === 1 ? '' : 's'} ended.`,
          variant: 'success',
        }),
      onError: (error) => toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' }),
    })

  return (
    <Card>
      <CardHeader>
        <h2 className="text-xl font-semibold text-slate-900">Active sessions</h2>
        <p className="text-sm text-slate-700">The devices where your account is signed in.</p>
      </CardHeader>
      <CardContent>
        {sessions.isPending ? (
          <Spinner label="Loading your sessions" className="h-5 w-5" />
        ) : sessions.isError ? (
          <div role="alert" className="text-sm text-red-800">
            {errorMessage(sessions.error, 'Could not load your sessions.')}{' '}
            <Button size="sm" variant="outline" onClick={() => void sessions.refetch()}>
              Retry
            </Button>
          </div>
        ) : (
          <>
            <ul aria-label="Active sessions" className="divide-y divide-slate-100">
              {sessions.data.sessions.map((session) => (
                <SessionRow key={session.id} session={session} />
              ))}
            </ul>
            {others > 0 && (
              <Button className="mt-3" variant="outline" disabled={revokeOthers.isPending} onClick={handleRevokeOthers}>
                Sign out all other sessions
              </Button>
            )}
          </>
        )}
      </CardContent>
    </Card>
  )
}
