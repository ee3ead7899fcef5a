import { useQueryClient } from '@tanstack/react-query'
import { LogOut, Settings, ShieldCheck, User } from 'lucide-react'
import type { Me } from '#shared/contract/account'
import { DisclosureMenu } from '../../components/layout/disclosure-menu'
import { useToast } from '../../components/toast'
import { Badge } from '../../components/ui/badge'
import { ExternalLink } from '../../components/ui/button'
import { signOutEverywhere } from '../../features/session/api/auth-actions'
import { sessionKeys } from '../../features/session/api/session-queries'
import { displayNameOf, initialsOf, planBadgeOf, planLineOf } from '../../features/session/session-labels'
import { ApiError, errorMessage } from '../../lib/api-client'
import { cn } from '../../lib/cn'
import { Link, useNavigate } from '../../lib/router'
import { itemClass } from './nav-item-class'

// Only a signed-in member sees these, so they load after the session says so, not with the landing (decision 023).

function useSignOut() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const toast = useToast()
  return async () => {
    try {
      await signOutEverywhere()
    } catch (error) {
      // The session is already gone (ended on another device, or expired): signing out is done anyway.
      const alreadySignedOut = error instanceof ApiError && [401, 403, 404].includes(error.status)
      if (!alreadySignedOut) {
        toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' })
        return
      }
    }
    queryClient.setQueryData(sessionKeys.me(), null)
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKeys.me()[0] })
    await queryClient.invalidateQueries({ queryKey: sessionKeys.all })
    navigate('/', { replace: true })
  }
}

export function UserMenu({ me }: { me: Me }) {
  const signOut = useSignOut()
  const name = displayNameOf(me)
  return (
    <DisclosureMenu
      align="right"
      ariaLabel={`Account menu for ${name}`}
      buttonClassName="gap-2 pl-1.5"
      label={
        <>
          {me.user.image ? (
            <img
              src={me.user.image}
              alt=""
              width={32}
              height={32}
              data-testid="menu-avatar"
              className="h-8 w-8 rounded-full object-cover"
            />
          ) : (
            <span
              aria-hidden="true"
              className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-700 text-xs font-bold text-white"
            >
              {initialsOf(me.user.email)}
            </span>
          )}
          <span className="hidden max-w-36 truncate lg:inline">{name}</span>
        </>
      }
    >
      <UserMenuBody me={me} onSignOut={() => void signOut()} />
    </DisclosureMenu>
  )
}

/** The member's card and links, with Log out, as in the mobile menu. */
export function MemberMenuBody({ me }: { me: Me }) {
  const signOut = useSignOut()
  return <UserMenuBody me={me} onSignOut={() => void signOut()} fullWidth />
}

function UserMenuBody({ me, onSignOut, fullWidth }: { me: Me; onSignOut: () => void; fullWidth?: boolean }) {
  const badge = planBadgeOf(me)
  return (
    <div className={fullWidth ? 'w-full' : 'w-64'}>
      <div className="border-b border-slate-100 px-3 pt-1 pb-3">
        <div className="flex items-center gap-2">
          <p className="truncate text-sm font-semibold text-slate-900">{displayNameOf(me)}</p>
          <Badge tone={badge === 'Free User' ? 'slate' : 'amber'} data-testid="plan-badge">
            {badge}
          </Badge>
        </div>
        <p className="truncate text-xs text-slate-600">{me.user.email}</p>
        <p className="mt-1 text-xs font-medium text-slate-700" data-testid="plan-line">
          {planLineOf(me)}
        </p>
      </div>
      <ul className="space-y-1 pt-2">
        <li>
          <Link to="/profile-settings" className={itemClass(false)}>
            <User aria-hidden="true" className="mr-2 inline h-4 w-4" />
            Profile
          </Link>
        </li>
        <li>
          <Link to="/profile-settings" className={itemClass(false)}>
            <Settings aria-hidden="true" className="mr-2 inline h-4 w-4" />
            Settings
          </Link>
        </li>
        {me.entitlements.adminConsole && (
          <li>
            <Link to="/admin" className={itemClass(false)}>
              <ShieldCheck aria-hidden="true" className="mr-2 inline h-4 w-4" />
              Admin console
            </Link>
          </li>
        )}
        {me.founderLinks?.website && (
          <li>
            <ExternalLink href={me.founderLinks.website} className={itemClass(false)}>
              Personal website
            </ExternalLink>
          </li>
        )}
        {me.founderLinks?.linkedin && (
          <li>
            <ExternalLink href={me.founderLinks.linkedin} className={itemClass(false)}>
              LinkedIn profile
            </ExternalLink>
          </li>
        )}
        <li>
          <button type="button" onClick={onSignOut} className={cn(itemClass(false), 'w-full text-left text-red-700')}>
            <LogOut aria-hidden="true" className="mr-2 inline h-4 w-4" />
            Log out
          </button>
        </li>
      </ul>
    </div>
  )
}
