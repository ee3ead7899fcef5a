import { Crown, Lock } from 'lucide-react'
import type { ComponentType, ReactNode } from 'react'
import { Link } from '../lib/router'
import { Badge } from './ui/badge'
import { buttonClasses } from './ui/button'
import { Card, CardContent, CardHeader } from './ui/card'

type PremiumToolLayoutProps = {
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>
  title: string
  description: string
  /** false shows the 'Premium Feature' overlay; the server refuses the tool's calls either way */
  entitled: boolean
  children: ReactNode
}

/** The page every premium tool shares: badge, heading, then its cards; locked behind an overlay without premium. */
export function PremiumToolLayout({ icon: Icon, title, description, entitled, children }: PremiumToolLayoutProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <header className="max-w-3xl">
        <Badge tone="amber" className="gap-1">
          <Crown aria-hidden="true" className="h-3.5 w-3.5" /> Premium Tool
        </Badge>
        <h1 className="mt-3 flex items-center gap-3 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
          <Icon aria-hidden="true" className="h-8 w-8 shrink-0 text-brand-700" />
          {title}
        </h1>
        <p className="mt-2 text-lg text-slate-700">{description}</p>
      </header>
      {entitled ? (
        <div className="mt-8">{children}</div>
      ) : (
        <div className="relative mt-8">
          <div inert aria-hidden="true" className="pointer-events-none blur-sm select-none">
            {children}
          </div>
          <PremiumOverlay title={title} />
        </div>
      )}
    </div>
  )
}

function PremiumOverlay({ title }: { title: string }) {
  return (
    <div className="absolute inset-0 flex items-start justify-center bg-white/60 px-4 pt-16">
      <section
        aria-labelledby="premium-feature-heading"
        className="w-full max-w-md rounded-2xl border border-amber-200 bg-white p-8 text-center shadow-xl"
      >
        <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-amber-100">
          <Lock aria-hidden="true" className="h-6 w-6 text-amber-800" />
        </span>
        <h2 id="premium-feature-heading" className="mt-4 text-2xl font-bold text-slate-900">
          Premium Feature
        </h2>
        <p className="mt-2 text-slate-700">Upgrade to access the {title}.</p>
        <Link to="/pricing" className={buttonClasses('primary', 'lg', 'mt-6 w-full')}>
          Upgrade Now
        </Link>
      </section>
    </div>
  )
}

type ToolCardProps = {
  title: string
  description?: string
  children: ReactNode
  className?: string
  action?: ReactNode
}

/** The input card and the result card of a premium tool. */
export function ToolCard({ title, description, children, className, action }: ToolCardProps) {
  return (
    <Card className={className}>
      <CardHeader className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-xl font-bold text-slate-900">{title}</h2>
          {description && <p className="mt-1 text-sm text-slate-700">{description}</p>}
        </div>
        {action}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  )
}

/** What a result card shows before the first result. */
export function ToolEmptyState({
  icon: Icon,
  children,
}: {
  icon: PremiumToolLayoutProps['icon']
  children: ReactNode
}) {
  return (
    <div className="flex flex-col items-center justify-center rounded-xl border-2 border-dashed border-slate-200 px-6 py-12 text-center">
      <Icon aria-hidden="true" className="h-10 w-10 text-slate-400" />
      <p className="mt-3 max-w-sm text-slate-600">{children}</p>
    </div>
  )
}
