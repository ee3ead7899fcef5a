import { useQuery } from '@tanstack/react-query'
import { useDeferredValue, useState } from 'react'
import type { AdminUser } from '#shared/contract/admin'
import { useToast } from '../../../components/toast'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { Input } from '../../../components/ui/form'
import { Pager } from '../../../components/ui/pager'
import { Spinner } from '../../../components/ui/spinner'
import { errorMessage } from '../../../lib/api-client'
import { ADMIN_PAGE_SIZE, adminUsersQuery, useSetLifetimeAccess } from '../api/admin-queries'
import { Table } from '../../../components/ui/table'

const roleTone = { admin: 'amber', premium: 'green', free: 'slate' } as const
const kindLabel: Record<string, string> = { researcherSearch: 'Searches', aiQuery: 'AI queries' }

function UsageCell({ user }: { user: AdminUser }) {
  return (
    <ul className="space-y-0.5">
      {user.usageToday.map((usage) => (
        <li key={usage.kind} className="whitespace-nowrap">
          {kindLabel[usage.kind] ?? usage.kind}: {usage.used}
          {usage.limit === null ? '' : ` / ${usage.limit}`}
        </li>
      ))}
    </ul>
  )
}

function AccessButton({ user }: { user: AdminUser }) {
  const mutation = useSetLifetimeAccess()
  const toast = useToast()
  if (user.isConfiguredAdmin) {
    return (
      <span className="text-xs text-slate-600">
        {user.emailVerified ? 'Admin (from ADMIN_EMAILS)' : 'Admin (from ADMIN_EMAILS) once the e-mail is verified'}
      </span>
    )
  }
  const grant = !user.lifetimeAccess
  const handleClick = () =>
    mutation.mutate(
      { userId: user.id, grant },
      {
        onSuccess: () =>
          toast({
            title: grant ? 'Premium granted' : 'Premium revoked',
            description: `${user.email} ${grant ? 'now has lifetime access' : 'is back on the Free plan'}.`,
            variant: 'success',
          }),
        onError: (error) => toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' }),
      },
    )
  return (
    <Button
      size="sm"
      variant={grant ? 'primary' : 'outline'}
      disabled={mutation.isPending}
      onClick={handleClick}
      aria-label={`${grant ? 'Grant lifetime premium to' : 'Revoke lifetime premium from'} ${user.email}`}
    >
      {mutation.isPending ? 'Saving...' : grant ? 'Grant lifetime premium' : 'Revoke premium'}
    </Button>
  )
}

export function UsersPanel() {
  const [search, setSearch] = useState('')
  const [page, setPage] = useState(1)
  const q = useDeferredValue(search.trim())
  const { data, isPending, isError, error, refetch, isFetching } = useQuery(adminUsersQuery(q, page))

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <label className="flex-1 sm:max-w-sm">
          <span className="sr-only">Search users by name or e-mail</span>
          <Input
            type="search"
            placeholder="Search by name or e-mail"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value)
              setPage(1)
            }}
          />
        </label>
        {data && (
          <p className="text-sm text-slate-700" aria-live="polite">
            {data.total} user{data.total === 1 ? '' : 's'} · usage for {data.day} (UTC){' '}
            {isFetching && <Spinner className="ml-2 h-4 w-4" />}
          </p>
        )}
      </div>
      {isPending ? (
        <Spinner label="Loading users..." />
      ) : isError ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900">
          {errorMessage(error)}{' '}
          <Button size="sm" variant="outline" onClick={() => void refetch()}>
            Retry
          </Button>
        </div>
      ) : data.users.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-700">
          {q ? `No user matches “${q}”.` : 'No users yet.'}
        </p>
      ) : (
        <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <Table className="w-full text-left text-sm">
            <caption className="sr-only">Users, their plan and today&apos;s usage</caption>
            <thead className="bg-slate-50 text-xs tracking-wide text-slate-700 uppercase">
              <tr>
                <th scope="col" className="px-4 py-3">
                  User
                </th>
                <th scope="col" className="px-4 py-3">
                  Plan
                </th>
                <th scope="col" className="hidden px-4 py-3 md:table-cell">
                  Today
                </th>
                <th scope="col" className="hidden px-4 py-3 lg:table-cell">
                  Joined
                </th>
                <th scope="col" className="hidden px-4 py-3 sm:table-cell">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {data.users.map((user) => (
                <tr key={user.id} data-testid="admin-user-row">
                  <td className="px-4 py-3">
                    <p className="font-medium text-slate-900">{user.name || '—'}</p>
                    <p className="break-all text-slate-700">{user.email}</p>
                    {!user.emailVerified && <p className="text-xs text-slate-600">e-mail not verified</p>}
                    <div className="mt-2 text-xs text-slate-700 md:hidden">
                      <UsageCell user={user} />
                    </div>
                  </td>
                  <td className="px-4 py-3 align-top">
                    <Badge tone={roleTone[user.role]}>
                      {user.role === 'admin' ? 'Admin' : user.role === 'premium' ? 'Premium (lifetime)' : 'Free'}
                    </Badge>
                    <div className="mt-2 sm:hidden">
                      <AccessButton user={user} />
                    </div>
                  </td>
                  <td className="hidden px-4 py-3 text-slate-800 md:table-cell">
                    <UsageCell user={user} />
                  </td>
                  <td className="hidden px-4 py-3 whitespace-nowrap text-slate-700 lg:table-cell">
                    {new Date(user.createdAt).toLocaleDateString()}
                  </td>
                  <td className="hidden px-4 py-3 text-right sm:table-cell">
                    <AccessButton user={user} />
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      )}
      {data && <Pager label="Users pages" page={page} total={data.total} pageSize={ADMIN_PAGE_SIZE} onPage={setPage} />}
    </div>
  )
}
