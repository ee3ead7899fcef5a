import { useQueryClient } from '@tanstack/react-query'
import { ArrowLeft, MailCheck } from 'lucide-react'
import { useEffect, useRef, useState, type SubmitEvent } from 'react'
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from '../../lib/router'
import { shownValues, useAdoptShownValues } from '../../lib/shown-values'
import { FULL_NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../../shared/plans'
import { useToast } from '../../components/toast'
import { Button } from '../../components/ui/button'
import { Card, CardContent, CardHeader } from '../../components/ui/card'
import { Field, Input } from '../../components/ui/form'
import { FullPageSpinner } from '../../components/ui/spinner'
import { requestPasswordReset, resetPassword, signIn, signUp } from '../../features/session/api/auth-actions'
import { publicConfigQuery, sessionKeys, useSession } from '../../features/session/api/session-queries'
import { authErrorMessage, linkErrorMessage } from '../../features/session/auth-error-message'
import { TwoFactorChallenge } from '../../features/session/components/two-factor-challenge'

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

type Notice = { tone: 'info' | 'error'; text: string }

export function AuthRoute() {
  const [params, setParams] = useSearchParams()
  const requested = params.get('mode') as Mode | null
  const mode: Mode = requested && modes.includes(requested) ? requested : 'signin'
  const resetToken = params.get('token')
  const { isLoading, isSignedIn } = useSession()
  const location = useLocation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const toast = useToast()

  const [name, setName] = useState('')
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [busy, setBusy] = useState(false)
  // The password was right and two-factor is on: the code is asked before any session exists.
  const [challenged, setChallenged] = useState(false)
  const [notice, setNotice] = useState<Notice | null>(() => {
    const linkError = linkErrorMessage(params.get('error'))
    return linkError ? { tone: 'error', text: linkError } : null
  })
  const headingRef = useRef<HTMLHeadingElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  useAdoptShownValues(formRef, { name: setName, email: setEmail, password: setPassword })
  const from = (location.state as { from?: string } | null)?.from ?? '/home'

  // Only on arrival from the verification link, not when the mode changes later.
  const verifiedOnArrival = useRef(params.get('verified') === '1' && !params.get('error'))
  useEffect(() => {
    if (!verifiedOnArrival.current) return
    verifiedOnArrival.current = false
    toast({ title: 'Email verified', description: 'Your e-mail address is confirmed.', variant: 'success' })
  }, [toast])

  const switchMode = (next: Mode) => {
    setName('')
    setEmail('')
    setPassword('')
    setNotice(null)
    setParams(next === 'signin' ? {} : { mode: next }, { replace: true })
    headingRef.current?.focus()
  }

  if (isLoading) return <FullPageSpinner />
  if (isSignedIn && mode !== 'reset') return <Navigate to={from} replace />

  const afterSignIn = async (message: string) => {
    toast({ title: message, description: 'Signed in', variant: 'success' })
    await queryClient.invalidateQueries({ queryKey: sessionKeys.all })
    navigate(from, { replace: true })
  }

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    const shown = shownValues(event.currentTarget, { name, email, password })
    setName(shown.name)
    setEmail(shown.email)
    setPassword(shown.password)
    await submit(shown)
  }

  const submit = async ({ name, email, password }: { name: string; email: string; password: string }) => {
    setNotice(null)
    setBusy(true)
    try {
      if (mode === 'signup') {
        await signUp({ name: name.trim(), email: email.trim(), password })
        // Sign-up never opens a session (a registered address must get the same answer as a new one).
        const config = await queryClient.query(publicConfigQuery())
        if (config.emailVerificationRequired) {
          setNotice({
            tone: 'info',
            text: `Check your email: we sent a verification link to ${email.trim()}. Open it to activate your account.`,
          })
        } else {
          try {
            await signIn({ email: email.trim(), password })
          } catch {
            setNotice({
              tone: 'info',
              text: `If ${email.trim()} already has an account, sign in with its password or reset it — we have e-mailed its owner.`,
            })
            return
          }
          await afterSignIn('Account created successfully!')
        }
      } else if (mode === 'signin') {
        const result = await signIn({ email: email.trim(), password })
        if ('twoFactorRedirect' in result) {
          setPassword('')
          setChallenged(true)
          return
        }
        await afterSignIn('Welcome back!')
      } else if (mode === 'forgot') {
        await requestPasswordReset(email.trim())
        setNotice({
          tone: 'info',
          text: 'If an account exists for that e-mail, a link to reset the password is on its way. It is valid for one hour.',
        })
      } else if (resetToken) {
        await resetPassword({ token: resetToken, newPassword: password })
        toast({ title: 'Password updated', description: 'Sign in with your new password.', variant: 'success' })
        await queryClient.invalidateQueries({ queryKey: sessionKeys.all })
        switchMode('signin')
      }
    } catch (error) {
      toast({ title: 'Error', description: authErrorMessage(error), variant: 'destructive' })
      setNotice({ tone: 'error', text: authErrorMessage(error) })
    } finally {
      setBusy(false)
    }
  }

  const { title, subtitle } = challenged
    ? challengeTitles
    : mode === 'reset' && params.get('verified') === '1'
      ? verifiedTitles
      : titles[mode]
  const showPassword = mode === 'signin' || mode === 'signup' || mode === 'reset'
  const submitLabel = {
    signin: 'Sign In',
    signup: 'Create Account',
    forgot: 'Send reset link',
    reset: 'Set new password',
  }[mode]
  const busyLabel = {
    signin: 'Signing in...',
    signup: 'Creating account...',
    forgot: 'Sending...',
    reset: 'Saving...',
  }[mode]

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
          {challenged ? (
            <TwoFactorChallenge onVerified={() => afterSignIn('Welcome back!')} onCancel={() => setChallenged(false)} />
          ) : mode === 'reset' && !resetToken ? (
            <p className="text-sm text-slate-700">
              This page needs the link from your password-reset e-mail.{' '}
              <button
                type="button"
                className="font-medium text-brand-700 underline"
                onClick={() => switchMode('forgot')}
              >
                Request a new link
              </button>
            </p>
          ) : (
            <form
              ref={formRef}
              // Prerendered for visitors (decision 035): a submit before the page hydrates is the browser's own, and
              // POST keeps the password out of the address bar and every log that records URLs.
              method="post"
              onSubmit={(event) => void handleSubmit(event)}
              className="space-y-4"
              noValidate={false}
            >
              {mode === 'signup' && (
                <Field label="Full Name">
                  {({ id, describedBy }) => (
                    <Input
                      id={id}
                      aria-describedby={describedBy}
                      name="name"
                      autoComplete="name"
                      required
                      maxLength={FULL_NAME_MAX_LENGTH}
                      value={name}
                      onChange={(e) => setName(e.target.value)}
                    />
                  )}
                </Field>
              )}
              {mode !== 'reset' && (
                <Field label="Email">
                  {({ id, describedBy }) => (
                    <Input
                      id={id}
                      aria-describedby={describedBy}
                      type="email"
                      name="email"
                      autoComplete="email"
                      required
                      value={email}
                      onChange={(e) => setEmail(e.target.value)}
                    />
                  )}
                </Field>
              )}
              {showPassword && (
                <Field
                  label={mode === 'reset' ? 'New password' : 'Password'}
                  hint={mode === 'signin' ? undefined : `Minimum ${PASSWORD_MIN_LENGTH} characters required`}
                >
                  {({ id, describedBy }) => (
                    <Input
                      id={id}
                      aria-describedby={describedBy}
                      type="password"
                      name="password"
                      autoComplete={mode === 'signin' ? 'current-password' : 'new-password'}
                      required
                      minLength={mode === 'signin' ? undefined : PASSWORD_MIN_LENGTH}
                      maxLength={128}
                      value={password}
                      onChange={(e) => setPassword(e.target.value)}
                    />
                  )}
                </Field>
              )}
              {notice && (
                <div
                  role={notice.tone === 'error' ? 'alert' : 'status'}
                  className={
                    notice.tone === 'error'
                      ? 'rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900'
                      : 'flex gap-2 rounded-lg border border-brand-100 bg-brand-50 p-3 text-sm text-brand-900'
                  }
                >
                  {notice.tone === 'info' && <MailCheck aria-hidden="true" className="h-5 w-5 shrink-0" />}
                  <span>{notice.text}</span>
                </div>
              )}
              <Button type="submit" className="w-full" disabled={busy}>
                {busy ? busyLabel : submitLabel}
              </Button>
            </form>
          )}
          <div className="mt-6 space-y-2 text-center text-sm text-slate-700">
            {mode === 'signin' && (
              <>
                <p>
                  <button
                    type="button"
                    className="font-medium text-brand-700 hover:underline"
                    onClick={() => switchMode('forgot')}
                  >
                    Forgot your password?
                  </button>
                </p>
                <p>
                  Don&apos;t have an account?{' '}
                  <button
                    type="button"
                    className="font-medium text-brand-700 hover:underline"
                    onClick={() => switchMode('signup')}
                  >
                    Sign up
                  </button>
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
