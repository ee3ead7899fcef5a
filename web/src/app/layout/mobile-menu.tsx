import type { Me } from '#shared/contract/account'
import { aboutGroup, isCurrent, memberGroups } from '../../components/layout/nav-items'
import { ButtonLink } from '../../components/ui/button'
import { Link, NavLink, useLocation } from '../../lib/router'
import { MemberMenuBody } from './account-menu'
import { itemClass } from './nav-item-class'

// Loaded when the menu is first opened: a desktop visitor never needs it (decision 023).
export function MobileMenu({ me, onClose }: { me: Me | null; onClose: () => void }) {
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
        {groups
          .flatMap((group) => [group, ...(group.sections ?? [])])
          .map((group) => (
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
            <MemberMenuBody me={me} />
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
