import { useQuery } from '@tanstack/react-query'
import { useState, type SyntheticEvent } from 'react'
import { useToast } from '../../../components/toast'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { Card, CardContent, CardHeader } from '../../../components/ui/card'
import { Field, Input } from '../../../components/ui/form'
import { Spinner } from '../../../components/ui/spinner'
import { authErrorMessage } from '../../session/auth-error-message'
import { profileQuery, useConfirmTwoFactor, useDisableTwoFactor, useEnableTwoFactor } from '../api/profile-queries'
import { CurrentPasswordField } from './current-password-field'

type Setup = { totpURI: string; backupCodes: string[] }

/** The key an authenticator app asks for when the QR code cannot be scanned, in groups of four. */
export function setupKeyOf(totpURI: string): string {
  const secret = new URL(totpURI).searchParams.get('secret') ?? ''
  return secret.replace(/(.{4})/g, '$1 ').trim()
}

function PasswordStep({
  label,
  busy,
  onSubmit,
}: {
  label: string
  busy: boolean
  onSubmit: (password: string) => void
}) {
  const [password, setPassword] = useState('')
  const handleSubmit = (event: SyntheticEvent) => {
    event.preventDefault()
    onSubmit(password)
  }
  return (
    <form className="mt-4 space-y-3" aria-label={label} onSubmit={handleSubmit}>
      <CurrentPasswordField value={password} onChange={setPassword} />
      <Button type="submit" disabled={busy || password === ''}>
        {busy ? 'Checking...' : label}
      </Button>
    </form>
  )
}

function SetupStep({ setup, onDone }: { setup: Setup; onDone: () => void }) {
  const toast = useToast()
  const confirm = useConfirmTwoFactor()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const handleSubmit = (event: SyntheticEvent) => {
    event.preventDefault()
    setError(null)
    confirm.mutate(code.replace(/\s+/g, ''), {
      onSuccess: () => {
        toast({
          title: 'Two-factor authentication on',
          description: 'Sign-in now asks for a code.',
          variant: 'success',
        })
        onDone()
      },
      onError: (failure) => setError(authErrorMessage(failure)),
    })
  }
  return (
    <div className="mt-4 space-y-5">
      <section aria-labelledby="two-factor-app">
        <h3 id="two-factor-app" className="font-semibold text-slate-900">
          1. Add Lodestar to your authenticator app
        </h3>
        <p className="mt-1 text-sm text-slate-700">
          On this device,{' '}
          <a href={setup.totpURI} className="font-medium text-brand-700 underline">
            open it in your authenticator app
          </a>
          , or enter this setup key by hand (time-based):
        </p>
        <p
          className="mt-2 rounded-lg bg-slate-100 p-3 font-mono text-sm break-all text-slate-900"
          data-testid="totp-key"
        >
          {setupKeyOf(setup.totpURI)}
        </p>
      </section>
      <section aria-labelledby="two-factor-backup">
        <h3 id="two-factor-backup" className="font-semibold text-slate-900">
          2. Keep these backup codes somewhere safe
        </h3>
        <p className="mt-1 text-sm text-slate-700">
          Each signs you in once if you lose your phone. They are shown only now.
        </p>
        <ul aria-label="Backup codes" className="mt-2 grid grid-cols-2 gap-2 font-mono text-sm text-slate-900">
          {setup.backupCodes.map((backupCode) => (
            <li key={backupCode} className="rounded bg-slate-100 px-2 py-1">
              {backupCode}
            </li>
          ))}
        </ul>
      </section>
      <form className="space-y-3" aria-label="Confirm two-factor" onSubmit={handleSubmit}>
        <h3 className="font-semibold text-slate-900">3. Enter the code the app shows</h3>
        <Field label="Authentication code">
          {({ id }) => (
            <Input
              id={id}
              autoComplete="one-time-code"
              inputMode="numeric"
              required
              maxLength={7}
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
          )}
        </Field>
        {error && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        )}
        <Button type="submit" disabled={confirm.isPending || code.trim() === ''}>
          {confirm.isPending ? 'Verifying...' : 'Turn on'}
        </Button>
      </form>
    </div>
  )
}

/** Two-factor sign-in with an authenticator app (TOTP) and backup codes: turned on with the password and a first code. */
export function TwoFactorSettings() {
  const toast = useToast()
  const profile = useQuery(profileQuery())
  const enable = useEnableTwoFactor()
  const disable = useDisableTwoFactor()
  const [step, setStep] = useState<'idle' | 'password' | 'disable'>('idle')
  const [setup, setSetup] = useState<Setup | null>(null)
  const showError = (failure: unknown) =>
    toast({ title: 'Error', description: authErrorMessage(failure), variant: 'destructive' })

  const handleEnable = (password: string) =>
    enable.mutate(password, {
      onSuccess: (answer) => {
        setSetup(answer)
        setStep('idle')
      },
      onError: showError,
    })
  const handleDisable = (password: string) =>
    disable.mutate(password, {
      onSuccess: () => {
        setStep('idle')
        toast({ title: 'Two-factor authentication off', description: 'Sign-in asks for your password only.' })
      },
      onError: showError,
    })

  const enabled = profile.data?.twoFactorEnabled ?? false
  return (
    <Card>
      <CardHeader>
        <h2 className="flex flex-wrap items-center gap-2 text-xl font-semibold text-slate-900">
          Two-factor authentication{' '}
          {profile.data && <Badge tone={enabled ? 'green' : 'slate'}>{enabled ? 'On' : 'Off'}</Badge>}
        </h2>
        <p className="text-sm text-slate-700">
          Sign-in asks for a code from an authenticator app on your phone as well as your password.
        </p>
      </CardHeader>
      <CardContent>
        {profile.isPending ? (
          <Spinner label="Loading" className="h-5 w-5" />
        ) : setup ? (
          <SetupStep setup={setup} onDone={() => setSetup(null)} />
        ) : enabled ? (
          step === 'disable' ? (
            <PasswordStep label="Turn off two-factor" busy={disable.isPending} onSubmit={handleDisable} />
          ) : (
            <Button variant="outline" onClick={() => setStep('disable')}>
              Turn off
            </Button>
          )
        ) : step === 'password' ? (
          <PasswordStep label="Continue" busy={enable.isPending} onSubmit={handleEnable} />
        ) : (
          <Button onClick={() => setStep('password')}>Set up two-factor authentication</Button>
        )}
      </CardContent>
    </Card>
  )
}
