import { useState, type SyntheticEvent } from 'react'
import { Button } from '../../../components/ui/button'
import { Field, Input } from '../../../components/ui/form'
import { verifyTwoFactorCode } from '../api/auth-actions'
import { authErrorMessage } from '../auth-error-message'

type Props = { onVerified: () => Promise<void> | void; onCancel: () => void }

/** Sign-in's second step: the 6-digit code from the authenticator app, or a backup code instead. */
export function TwoFactorChallenge({ onVerified, onCancel }: Props) {
  const [kind, setKind] = useState<'totp' | 'backup'>('totp')
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const handleSubmit = async (event: SyntheticEvent) => {
    event.preventDefault()
    setBusy(true)
    setError(null)
    try {
      await verifyTwoFactorCode(code.trim().replace(/\s+/g, ''), kind)
      await onVerified()
    } catch (failure) {
      setError(authErrorMessage(failure))
    } finally {
      setBusy(false)
    }
  }

  const switchKind = () => {
    setKind(kind === 'totp' ? 'backup' : 'totp')
    setCode('')
    setError(null)
  }

  return (
    <form className="space-y-4" aria-label="Two-factor code" onSubmit={(event) => void handleSubmit(event)}>
      <Field
        label={kind === 'totp' ? 'Authentication code' : 'Backup code'}
        hint={
          kind === 'totp'
            ? 'The 6-digit code your authenticator app shows for Lodestar.'
            : 'One of the backup codes you saved when you turned on two-factor authentication. Each works once.'
        }
      >
        {({ id, describedBy }) => (
          <Input
            id={id}
            aria-describedby={describedBy}
            autoComplete="one-time-code"
            inputMode={kind === 'totp' ? 'numeric' : 'text'}
            required
            maxLength={kind === 'totp' ? 7 : 32}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        )}
      </Field>
      {error && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {error}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={busy || code.trim() === ''}>
        {busy ? 'Verifying...' : 'Verify'}
      </Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button type="button" className="font-medium text-brand-700 underline" onClick={switchKind}>
          {kind === 'totp' ? 'Use a backup code instead' : 'Use the authenticator app instead'}
        </button>
        <button type="button" className="font-medium text-slate-700 underline" onClick={onCancel}>
          Start over
        </button>
      </div>
    </form>
  )
}
