import { useQuery } from '@tanstack/react-query'
import { ArrowLeft } from 'lucide-react'
import { Link, Navigate, useParams } from '../../lib/router'
import { Button } from '../../components/ui/button'
import { Card, CardContent, CardHeader } from '../../components/ui/card'
import { Spinner } from '../../components/ui/spinner'
import { profileQuery } from '../../features/profile/api/profile-queries'
import { AccountInformation } from '../../features/profile/components/account-information'
import { ActiveSessions } from '../../features/profile/components/active-sessions'
import { AvatarUpload } from '../../features/profile/components/avatar-upload'
import { ChangePasswordForm } from '../../features/profile/components/change-password-form'
import { DataManagement } from '../../features/profile/components/data-management'
import { NotificationSettings } from '../../features/profile/components/notification-settings'
import { ProfileInfoForm } from '../../features/profile/components/profile-info-form'
import { SETTINGS_SECTIONS, SettingsGrid } from '../../features/profile/components/settings-grid'
import { TwoFactorSettings } from '../../features/profile/components/two-factor-settings'
import { useSession } from '../../features/session/api/session-queries'
import { initialsOf } from '../../features/session/session-labels'
import { errorMessage } from '../../lib/api-client'

const SECTIONS = ['info', 'account', 'notifications', 'data'] as const
type Section = (typeof SECTIONS)[number]

function ProfileSection({ section }: { section: Exclude<Section, 'account'> }) {
  const { me } = useSession()
  const profile = useQuery(profileQuery())
  if (profile.isPending) return <Spinner label="Loading your settings" className="h-6 w-6" />
  if (profile.isError)
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900">
        <p>{errorMessage(profile.error, 'Could not load your settings.')}</p>
        <Button size="sm" variant="outline" className="mt-2" onClick={() => void profile.refetch()}>
          Retry
        </Button>
      </div>
    )
  if (section === 'info')
    return (
      <div className="space-y-6">
        <AvatarUpload avatarUrl={profile.data.avatarUrl} initials={initialsOf(profile.data.email)} />
        <ProfileInfoForm key={profile.data.updatedAt} profile={profile.data} />
      </div>
    )
  if (section === 'notifications') return <NotificationSettings preferences={profile.data.notifications} />
  return <DataManagement isAdmin={me?.isAdmin ?? false} />
}

/** /profile-settings: the card grid; /profile-settings/:section: one of its four sections. */
export function ProfileSettingsRoute() {
  const { section } = useParams()
  if (section === undefined)
    return (
      <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
        <h1 className="text-3xl font-bold text-slate-900">Profile settings</h1>
        <p className="mt-2 text-slate-700">Manage your profile, account, notifications and data.</p>
        <div className="mt-6">
          <SettingsGrid />
        </div>
      </div>
    )
  if (!(SECTIONS as readonly string[]).includes(section)) return <Navigate to="/profile-settings" replace />
  const current = section as Section
  const title = SETTINGS_SECTIONS.find((entry) => entry.to.endsWith(`/${current}`))?.title ?? ''
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <Link
        to="/profile-settings"
        className="inline-flex items-center gap-2 rounded-md text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Back to settings
      </Link>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{title}</h1>
      <div className="mt-6">
        {current === 'account' ? (
          <div className="space-y-6">
            <AccountInformation />
            <ChangePasswordForm />
            <TwoFactorSettings />
            <ActiveSessions />
          </div>
        ) : (
          <Card>
            <CardHeader className="sr-only">
              <h2>{title}</h2>
            </CardHeader>
            <CardContent className="pt-6">
              <ProfileSection section={current} />
            </CardContent>
          </Card>
        )}
      </div>
    </div>
  )
}
