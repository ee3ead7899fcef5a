import { useState, type SyntheticEvent } from 'react'
import { PASSWORD_MIN_LENGTH } from '#shared/plans'
import { useToast } from '../../../components/toast'
import { Button } from '../../../components/ui/button'
import { Card, CardContent, CardHeader } from '../../../components/ui/card'
import { Field, Input } from '../../../components/ui/form'
import { authErrorMessage } from '../../session/auth-error-message'
import { useChangePassword } from '../api/profile-queries'
import { CurrentPasswordField } from './current-password-field'

/** Change password: the current one is required; ending the other sessions is the user's choice (on by default). */
export function ChangePasswordForm() {
  const toast = useToast()
  const change = useChangePassword()
  const [currentPassword, setCurrentPassword] = useState('')
  const [newPassword, setNewPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [revokeOtherSessions, setRevokeOtherSessions] = useState(true)
  const [error, setError] = useState<string | null>(null)
  const mismatch = confirmation !== '' && confirmation !== newPassword

  const handleSubmit = (event: SyntheticEvent) => {
    event.preventDefault()
    setError(null)
    if (mismatch) return
    change.mutate(
      { currentPassword, newPassword, revokeOtherSessions },
      {
        onSuccess: () => {
          setCurrentPassword('')
          setNewPassword('')
          setConfirmation('')
          toast({
            title: 'Password changed',
            description: revokeOtherSessions
              ? 'Your other devices have been signed out.'
              : 'Your other devices stay signed in.',
            variant: 'success',
          })
        },
        onError: (failure) => setError(authErrorMessage(failure)),
      },
    )
  }

  return (
    <Card>
      <CardHeader>
        <h2 className="text-xl font-semibold text-slate-900">Change password</h2>
      </CardHeader>
      <CardContent>
        <form className="space-y-4" aria-label="Change password" onSubmit={handleSubmit}>
          <CurrentPasswordField label="Current password" value={currentPassword} onChange={setCurrentPassword} />
          <Field label="New password" hint={`Minimum ${PASSWORD_MIN_LENGTH} characters required`}>
            {({ id, describedBy }) => (
              <Input
                id={id}
                type="password"
                autoComplete="new-password"
                required
                minLength={PASSWORD_MIN_LENGTH}
                aria-describedby={describedBy}
                value={newPassword}
                onChange={(event) => setNewPassword(event.target.value)}
              />
            )}
          </Field>
          <Field label="Confirm new password" error={mismatch ? 'The two new passwords differ' : undefined}>
            {({ id, describedBy }) => (
              <Input
                id={id}
                type="password"
                autoComplete="new-password"
                required
                aria-describedby={describedBy}
                aria-invalid={mismatch || undefined}
                value={confirmation}
                onChange={(event) => setConfirmation(event.target.value)}
              />
            )}
          </Field>
          <label className="flex items-start gap-3 text-sm text-slate-800">
            <input
              type="checkbox"
              className="mt-0.5 h-4 w-4 accent-brand-700"
              checked={revokeOtherSessions}
              onChange={(event) => setRevokeOtherSessions(event.target.checked)}
            />
            <span>Sign out my other devices</span>
          </label>
          {error && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {error}
            </p>
          )}
          <Button type="submit" disabled={change.isPending || mismatch}>
            {change.isPending ? 'Changing...' : 'Change password'}
          </Button>
        </form>
      </CardContent>
    </Card>
  )
}
