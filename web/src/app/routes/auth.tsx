import { ArrowLeft } from 'lucide-react'
import { useEffect, useRef, useState, type MouseEvent } from 'react'
import { Link, Navigate, useLocation, useSearchParams } from '../../lib/router'
import { useToast } from '../../components/toast'
import { Card, CardContent, CardHeader } from '../../components/ui/card'
import { FullPageSpinner } from '../../components/ui/spinner'
import { useSession } from '../../features/session/api/session-queries'
import { linkErrorMessage } from '../../features/session/auth-error-message'
import { ForgotPasswordForm, ResetPasswordForm } from '../../features/session/components/password-reset-forms'
import { SignInForm } from '../../features/session/components/sign-in-form'
import { SignUpForm } from '../../features/session/components/sign-up-form'
import { TwoFactorChallenge } from '../../features/session/components/two-factor-challenge'
import { useFinishSignIn, type AuthNotice } from '../../features/session/hooks/use-auth-form'

type Mode = 'signin' | 'signup' | 'forgot' | 'reset'
const modes: readonly Mode[] = ['signin', 'signup', 'forgot', 'reset']

const titles: Record<Mode, { title: string; subtitle: string }> = {
  signin: { title: 'Welcome back', subtitle: 'Sign in to continue your research' },
  signup: { title: 'Create your account', subtitle: 'Join Lodestar — free to start' },
  forgot: { title: 'Reset your password', subtitle: 'We will e-mail you a link to choose a new password' },
  reset: { title: 'Choose a new password', subtitle: 'Your other sessions will be signed out' },
}

const challengeTitles = {
  title: 'Two-factor authentication',
  subtitle: 'Enter the code from your authenticator app to finish signing in',
}

/** Arriving from a verification link opened outside the account: the mailbox owner chooses the password. */
const verifiedTitles = {
  title: 'Choose your password',
  subtitle:
    'Your e-mail is verified. To protect the account, choose its password now; any other sessions were signed out.',
}

export function AuthRoute() {
  const [params, setParams] = useSearchParams()
  const requested = params.get('mode') as Mode | null
  const mode: Mode = requested && modes.includes(requested) ? requested : 'signin'
  const resetToken = params.get('token')
  const { isLoading, isSignedIn } = useSession()
  const location = useLocation()
  const toast = useToast()

  // The password was right and two-factor is on: the code is asked before any session exists. The e-mail is kept
  // for the sign-in form if the member goes back to it.
  const [challenged, setChallenged] = useState(false)
  const [signInEmail, setSignInEmail] = useState('')
  // A verification or reset link that failed says why, in the form the page opens with.
  const [linkNotice, setLinkNotice] = useState<AuthNotice | null>(() => {
    const linkError = linkErrorMessage(params.get('error'))
    return linkError ? { tone: 'error', text: linkError } : null
  })
  const headingRef = useRef<HTMLHeadingElement>(null)
  const from = (location.state as { from?: string } | null)?.from ?? '/home'
  const finishSignIn = useFinishSignIn(from)

  // Only on arrival from the verification link, not when the mode changes later.
  const verifiedOnArrival = useRef(params.get('verified') === '1' && !params.get('error'))
  useEffect(() => {
    if (!verifiedOnArrival.current) return
    verifiedOnArrival.current = false
    toast({ title: 'Email verified', description: 'Your e-mail address is confirmed.', variant: 'success' })
  }, [toast])

  /** Each mode's form starts empty. */
  const switchMode = (next: Mode) => {
    setSignInEmail('')
    setLinkNotice(null)
    setParams(next === 'signin' ? {} : { mode: next }, { replace: true })
    headingRef.current?.focus()
  }

  // Links rather than buttons: a click before the prerendered page is hydrated still opens the right form.
  const followModeLink = (event: MouseEvent<HTMLAnchorElement>, next: Mode) => {
    event.preventDefault()
    switchMode(next)
  }

  if (isLoading) return <FullPageSpinner />
  if (isSignedIn && mode !== 'reset') return <Navigate to={from} replace />

  const { title, subtitle } = challenged
    ? challengeTitles
    : mode === 'reset' && params.get('verified') === '1'
      ? verifiedTitles
      : titles[mode]

  const form = challenged ? (
    <TwoFactorChallenge onVerified={() => finishSignIn('Welcome back!')} onCancel={() => setChallenged(false)} />
  ) : mode === 'signin' ? (
    <SignInForm
      initialEmail={signInEmail}
      initialNotice={linkNotice}
      onChallenged={(email) => {
        setSignInEmail(email)
        setLinkNotice(null)
        setChallenged(true)
      }}
      onSignedIn={finishSignIn}
    />
  ) : mode === 'signup' ? (
    <SignUpForm initialNotice={linkNotice} onSignedIn={finishSignIn} />
  ) : mode === 'forgot' ? (
    <ForgotPasswordForm initialNotice={linkNotice} />
  ) : resetToken ? (
    <ResetPasswordForm token={resetToken} initialNotice={linkNotice} onDone={() => switchMode('signin')} />
  ) : (
    <p className="text-sm text-slate-700">
      This page needs the link from your password-reset e-mail.{' '}
      <button type="button" className="font-medium text-brand-700 underline" onClick={() => switchMode('forgot')}>
        Request a new link
      </button>
    </p>
  )

  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-10 sm:py-16">
      <Link to="/" className="mb-6 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Back to Home
      </Link>
      <Card>
        <CardHeader>
          <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
            {title}
          </h1>
          <p className="mt-1 text-sm text-slate-700">{subtitle}</p>
        </CardHeader>
        <CardContent>
          {form}
          <div className="mt-6 space-y-2 text-center text-sm text-slate-700">
            {mode === 'signin' && (
              <>
                <p>
                  <a
                    href="/auth?mode=forgot"
                    className="font-medium text-brand-700 hover:underline"
                    onClick={(event) => followModeLink(event, 'forgot')}
                  >
                    Forgot your password?
                  </a>
                </p>
                <p>
                  Don&apos;t have an account?{' '}
                  <a
                    href="/auth?mode=signup"
                    className="font-medium text-brand-700 hover:underline"
                    onClick={(event) => followModeLink(event, 'signup')}
                  >
                    Sign up
                  </a>
                </p>
              </>
            )}
            {mode !== 'signin' && (
              <p>
                {mode === 'signup' ? 'Already have an account? ' : ''}
                <button
                  type="button"
                  className="font-medium text-brand-700 hover:underline"
                  onClick={() => switchMode('signin')}
                >
                  {mode === 'signup' ? 'Sign in' : 'Back to sign in'}
                </button>
              </p>
            )}
          </div>
        </CardContent>
      </Card>
    </div>
  )
}
