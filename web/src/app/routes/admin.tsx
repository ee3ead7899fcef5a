import { useQuery } from '@tanstack/react-query'
import { useSearchParams } from '../../lib/router'
import { contactInboxQuery } from '../../features/admin/api/admin-queries'
import { InboxPanel } from '../../features/admin/components/inbox-panel'
import { UsersPanel } from '../../features/admin/components/users-panel'
import { Tabs } from '../../components/ui/tabs'
import { useSession } from '../../features/session/api/session-queries'
import type { ReactNode } from 'react'
import { RequireUser } from '../guards'
import { ForbiddenView } from './error-views'

/** The console, for administrators only; the server checks every call again. */
export function AdminRoute() {
  return (
    <RequireAdmin>
      <AdminConsole />
    </RequireAdmin>
  )
}

function RequireAdmin({ children }: { children: ReactNode }) {
  const { me } = useSession()
  return (
    <RequireUser>
      {me?.entitlements.adminConsole ? (
        children
      ) : (
        <ForbiddenView
          message={
            me?.adminAwaitingVerification
              ? 'Your address is on the administrator list, but it is not verified yet. Open the verification link we e-mailed you (or resend it from Settings), then come back.'
              : 'The admin console is only for Lodestar administrators.'
          }
        />
      )}
    </RequireUser>
  )
}

function AdminConsole() {
  const [params, setParams] = useSearchParams()
  const { data: inbox } = useQuery(contactInboxQuery('unhandled', 1))
  const selected = params.get('tab') === 'messages' ? 'messages' : 'users'
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">Admin console</h1>
      <p className="mt-1 text-slate-700">
        Users, plans, today&apos;s usage and the contact inbox. Changes apply on the user&apos;s next request.
      </p>
      <div className="mt-6">
        <AdminTabs
          selected={selected}
          onSelect={(id) => setParams(id === 'users' ? {} : { tab: id }, { replace: true })}
          messagesLabel={inbox ? `Messages (${inbox.unhandled} new)` : 'Messages'}
        />
      </div>
    </div>
  )
}

function AdminTabs({
  selected,
  onSelect,
  messagesLabel,
}: {
  selected: string
  onSelect: (id: string) => void
  messagesLabel: string
}) {
  return (
    <Tabs
      label="Admin sections"
      selected={selected}
      onSelect={onSelect}
      tabs={[
        { id: 'users', label: 'Users', panel: <UsersPanel /> },
        { id: 'messages', label: messagesLabel, panel: <InboxPanel /> },
      ]}
    />
  )
}
