import { useQueryClient } from '@tanstack/react-query'
import { LogOut, Menu, Settings, ShieldCheck, Star, User, X } from 'lucide-react'
import { useState } from 'react'
import { Link, NavLink, useLocation, useNavigate } from 'react-router'
import type { Me } from '../../../../shared/contract/account'
import { DisclosureMenu } from '../../components/layout/disclosure-menu'
import { aboutGroup, isCurrent, memberGroups, type NavGroup } from '../../components/layout/nav-items'
import { useToast } from '../../components/toast'
import { Badge } from '../../components/ui/badge'
import { ButtonLink, ExternalLink } from '../../components/ui/button'
import { signOutEverywhere } from '../../features/session/api/auth-actions'
import { sessionKeys, useSession } from '../../features/session/api/session-queries'
import { displayNameOf, initialsOf, planBadgeOf, planLineOf } from '../../features/session/session-labels'
import { ApiError, errorMessage } from '../../lib/api-client'
import { cn } from '../../lib/cn'

const itemClass = (active: boolean) =>
  cn(
    'block rounded-lg px-3 py-2 text-sm font-medium',
    active ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100',
  )

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
    await navigate('/', { replace: true })
  }
}

function GroupMenu({ group }: { group: NavGroup }) {
  const { pathname, search } = useLocation()
  const active = group.items.some((item) => isCurrent(item.to, pathname, search))
  return (
    <DisclosureMenu label={group.label} active={active}>
      <ul className="space-y-1">
        {group.items.map((item) => {
          const current = isCurrent(item.to, pathname, search)
          return (
            <li key={item.to}>
              <Link to={item.to} aria-current={current ? 'page' : undefined} className={itemClass(current)}>
                {item.label}
                {item.description && (
                  <span className="block text-xs font-normal text-slate-600">{item.description}</span>
                )}
              </Link>
            </li>
          )
        })}
      </ul>
    </DisclosureMenu>
  )
}

function UserMenu({ me, onSignOut }: { me: Me; onSignOut: () => void }) {
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
      <UserMenuBody me={me} onSignOut={onSignOut} />
    </DisclosureMenu>
  )
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
        {me.isAdmin && (
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

function MobileMenu({ me, onSignOut, onClose }: { me: Me | null; onSignOut: () => void; onClose: () => void }) {
  const { pathname, search } = useLocation()
  const groups = me ? memberGroups : [aboutGroup]
  return (
    <div id="mobile-menu" className="border-t border-slate-200 bg-white px-4 pt-2 pb-6 md:hidden">
      <nav aria-label="Mobile" className="space-y-4">
        {me && (
          <ul className="space-y-1">
            <li>
              <NavLink to="/" end className={({ isActive }) => itemClass(isActive)} onClick={onClose}>
                Home
              </NavLink>
            </li>
            <li>
              <Link
                to="/home"
                aria-current={pathname === '/home' && !search ? 'page' : undefined}
                className={itemClass(pathname === '/home' && !search)}
                onClick={onClose}
              >
                Research Hub
              </Link>
            </li>
          </ul>
        )}
        {groups.map((group) => (
          <div key={group.label}>
            <p className="px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase">{group.label}</p>
            <ul className="mt-1 space-y-1">
              {group.items.map((item) => {
                const current = isCurrent(item.to, pathname, search)
                return (
                  <li key={item.to}>
                    <Link
                      to={item.to}
                      aria-current={current ? 'page' : undefined}
                      className={itemClass(current)}
                      onClick={onClose}
                    >
                      {item.label}
                    </Link>
                  </li>
                )
              })}
            </ul>
          </div>
        ))}
        {me ? (
          <div className="rounded-xl border border-slate-200 p-2">
            <UserMenuBody me={me} onSignOut={onSignOut} fullWidth />
          </div>
        ) : (
          <div className="flex gap-2">
            <ButtonLink to="/auth" variant="outline" className="flex-1" onClick={onClose}>
              Sign In
            </ButtonLink>
            <ButtonLink to="/auth?mode=signup" className="flex-1" onClick={onClose}>
              Sign Up
            </ButtonLink>
          </div>
        )}
      </nav>
    </div>
  )
}

export function Navbar() {
  const { me, isLoading } = useSession()
  const location = useLocation()
  // Open only on the page where it was opened: a navigation closes it without an effect.
  const here = location.pathname + location.search
  const [mobileOpenOn, setMobileOpenOn] = useState<string | null>(null)
  const mobileOpen = mobileOpenOn === here
  const setMobileOpen = (open: boolean) => setMobileOpenOn(open ? here : null)
  const signOut = useSignOut()

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" className="flex items-center gap-2 text-lg font-bold text-slate-900">
          <Star aria-hidden="true" className="h-6 w-6 fill-brand-700 text-brand-700" />
          Lodestar
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {isLoading ? null : me ? (
            <>
              <NavLink to="/" end className={({ isActive }) => itemClass(isActive)}>
                Home
              </NavLink>
              <Link
                to="/home"
                aria-current={location.pathname === '/home' && !location.search ? 'page' : undefined}
                className={itemClass(location.pathname === '/home' && !location.search)}
              >
                Research Hub
              </Link>
              {memberGroups.map((group) => (
                <GroupMenu key={group.label} group={group} />
              ))}
              <UserMenu me={me} onSignOut={() => void signOut()} />
            </>
          ) : (
            <>
              <GroupMenu group={aboutGroup} />
              <NavLink to="/pricing" className={({ isActive }) => itemClass(isActive)}>
                Pricing
              </NavLink>
              <ButtonLink to="/auth" variant="ghost">
                Sign In
              </ButtonLink>
              <ButtonLink to="/auth?mode=signup">Sign Up</ButtonLink>
            </>
          )}
        </nav>
        <button
          type="button"
          className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 md:hidden"
          aria-expanded={mobileOpen}
          aria-controls="mobile-menu"
          aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMobileOpen(!mobileOpen)}
        >
          {mobileOpen ? <X aria-hidden="true" className="h-6 w-6" /> : <Menu aria-hidden="true" className="h-6 w-6" />}
        </button>
      </div>
      {mobileOpen && !isLoading && (
        <MobileMenu me={me} onSignOut={() => void signOut()} onClose={() => setMobileOpen(false)} />
      )}
    </header>
  )
}
