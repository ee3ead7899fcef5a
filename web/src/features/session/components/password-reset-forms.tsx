import { useQueryClient } from '@tanstack/react-query'
import { useToast } from '../../../components/toast'
import { requestPasswordReset, resetPassword } from '../api/auth-actions'
import { sessionKeys } from '../api/session-queries'
import { useAuthForm, type AuthNotice } from '../hooks/use-auth-form'
import { AuthForm, EmailField, PasswordField } from './auth-form'

/** Asks only for the e-mail, and confirms without telling who has an account. */
export function ForgotPasswordForm({ initialNotice }: { initialNotice: AuthNotice | null }) {
  const form = useAuthForm({ email: '' }, initialNotice)
  const submit = async ({ email }: typeof form.values) => {
    await requestPasswordReset(email.trim())
    form.setNotice({
      tone: 'info',
      text: 'If an account exists for that e-mail, a link to reset the password is on its way. It is valid for one hour.',
    })
  }
  return (
    <AuthForm {...form.frame(submit)} submitLabel="Send reset link" busyLabel="Sending...">
      <EmailField value={form.values.email} onChange={form.setters.email} />
    </AuthForm>
  )
}

type ResetProps = { token: string; initialNotice: AuthNotice | null; onDone: () => void }

/** The new password, with the token of the reset e-mail's link. */
export function ResetPasswordForm({ token, initialNotice, onDone }: ResetProps) {
  const queryClient = useQueryClient()
  const toast = useToast()
  const form = useAuthForm({ password: '' }, initialNotice)
  const submit = async ({ password }: typeof form.values) => {
    await resetPassword({ token, newPassword: password })
    toast({ title: 'Password updated', description: 'Sign in with your new password.', variant: 'success' })
    await queryClient.invalidateQueries({ queryKey: sessionKeys.all })
    onDone()
  }
  return (
    <AuthForm {...form.frame(submit)} submitLabel="Set new password" busyLabel="Saving...">
      <PasswordField kind="reset" value={form.values.password} onChange={form.setters.password} />
    </AuthForm>
  )
}
