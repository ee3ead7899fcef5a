import { Menu, Star, X } from 'lucide'
import { ShellIcon } from '../../components/ui/shell-icon'
import { lazy, Suspense, useState } from 'react'
import { DisclosureMenu } from '../../components/layout/disclosure-menu'
import {
  aboutGroup,
  allItems,
  isCurrent,
  memberGroups,
  type NavGroup,
  type NavLinkItem,
} from '../../components/layout/nav-items'
import { ButtonLink } from '../../components/ui/button'
import { useSession } from '../../features/session/api/session-queries'
import { Link, NavLink, useLocation } from '../../lib/router'
import { itemClass } from './nav-item-class'

const UserMenu = lazy(() => import('./account-menu').then((module) => ({ default: module.UserMenu })))
const MobileMenu = lazy(() => import('./mobile-menu').then((module) => ({ default: module.MobileMenu })))

function MenuLinks({ items }: { items: NavLinkItem[] }) {
  const { pathname, search } = useLocation()
  return (
    <ul className="space-y-1">
      {items.map((item) => {
        const current = isCurrent(item.to, pathname, search)
        return (
          <li key={item.to}>
            <Link to={item.to} aria-current={current ? 'page' : undefined} className={itemClass(current)}>
              {item.label}
              {item.description && <span className="block text-xs font-normal text-slate-600">{item.description}</span>}
            </Link>
          </li>
        )
      })}
    </ul>
  )
}

function GroupMenu({ group }: { group: NavGroup }) {
  const { pathname, search } = useLocation()
  const active = allItems(group).some((item) => isCurrent(item.to, pathname, search))
  return (
    <DisclosureMenu label={group.label} active={active}>
      <MenuLinks items={group.items} />
      {group.sections?.map((section) => (
        <div
          key={section.label}
          role="group"
          aria-label={section.label}
          className="mt-2 border-t border-slate-200 pt-2"
        >
          <p aria-hidden="true" className="px-3 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {section.label}
          </p>
          <MenuLinks items={section.items} />
        </div>
      ))}
    </DisclosureMenu>
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

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" className="flex items-center gap-2 text-lg font-bold text-slate-900">
          <ShellIcon icon={Star} className="h-6 w-6 fill-brand-700 text-brand-700" />
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
              <Suspense fallback={<span aria-hidden="true" className="h-10 w-10" />}>
                <UserMenu me={me} />
              </Suspense>
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
          {mobileOpen ? <ShellIcon icon={X} className="h-6 w-6" /> : <ShellIcon icon={Menu} className="h-6 w-6" />}
        </button>
      </div>
      {mobileOpen && !isLoading && (
        <Suspense fallback={null}>
          <MobileMenu me={me} onClose={() => setMobileOpen(false)} />
        </Suspense>
      )}
    </header>
  )
}
