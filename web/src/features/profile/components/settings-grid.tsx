import { Bell, CreditCard, Database, ShieldCheck, UserRound, type LucideIcon } from 'lucide-react'
import { Link } from '../../../lib/router'

type Section = { to: string; title: string; description: string; icon: LucideIcon }

export const SETTINGS_SECTIONS: Section[] = [
  {
    to: '/profile-settings/info',
    title: 'Profile Information',
    description: 'Your name, bio, location, links and photo.',
    icon: UserRound,
  },
  {
    to: '/profile-settings/account',
    title: 'Account Information',
    description: 'Your e-mail address, plan and sign-in.',
    icon: ShieldCheck,
  },
  {
    to: '/profile-settings/notifications',
    title: 'Notification Settings',
    description: 'Choose which notifications you get.',
    icon: Bell,
  },
  {
    to: '/profile-settings/data',
    title: 'Data Management',
    description: 'Export your data or delete your account.',
    icon: Database,
  },
  { to: '/pricing', title: 'Subscription', description: 'Plans and what Premium adds.', icon: CreditCard },
]

export function SettingsGrid() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Settings">
      {SETTINGS_SECTIONS.map(({ to, title, description, icon: Icon }) => (
        <li key={to}>
          <Link
            to={to}
            className="hover:border-brand-300 flex h-full gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-colors hover:bg-brand-50/40"
          >
            <Icon aria-hidden="true" className="h-6 w-6 shrink-0 text-brand-700" />
            <span>
              <span className="block font-semibold text-slate-900">{title}</span>
              <span className="mt-1 block text-sm text-slate-700">{description}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
