import { ArrowLeft, Mail } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from '../../lib/router'
import { buttonClasses } from '../../components/ui/button'
import { cn } from '../../lib/cn'
import { mailtoHref } from './mailto'

/** The pricing page's contact form, where mail links point until the contact address has loaded. */
export const PRICING_CONTACT_ANCHOR = 'pricing-contact'

/** To the landing by default; tool screens for members go straight to their home, /home. */
export function BackToHomeLink({ to = '/' }: { to?: string }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-2 rounded-md text-sm font-medium text-brand-700 hover:text-brand-900 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      Back to Home
    </Link>
  )
}

export function PageContainer({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12', className)}>{children}</div>
}

export function PageIntro({ eyebrow, title, children }: { eyebrow?: ReactNode; title: string; children?: ReactNode }) {
  return (
    <header className="mx-auto max-w-3xl text-center">
      {eyebrow}
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">{title}</h1>
      {children && <div className="mt-4 text-lg text-slate-700">{children}</div>}
    </header>
  )
}

type MailButtonProps = {
  /** Undefined while the public configuration loads; the link then points at `fallbackHref`. */
  email: string | undefined
  subject?: string
  body?: string
  fallbackHref?: string
  variant?: Parameters<typeof buttonClasses>[0]
  size?: Parameters<typeof buttonClasses>[1]
  className?: string
  children: ReactNode
}

/** A button-styled mailto: link to the Lodestar team. */
export function MailButton({
  email,
  subject,
  body,
  fallbackHref = `/pricing#${PRICING_CONTACT_ANCHOR}`,
  variant,
  size,
  className,
  children,
}: MailButtonProps) {
  return (
    <a
      href={email ? mailtoHref(email, { subject, body }) : fallbackHref}
      className={buttonClasses(variant, size, className)}
    >
      <Mail aria-hidden="true" className="h-4 w-4" />
      {children}
    </a>
  )
}
