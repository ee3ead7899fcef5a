import { signIn } from '../api/auth-actions'
import { useAuthForm, type AuthNotice } from '../hooks/use-auth-form'
import { AuthForm, EmailField, PasswordField } from './auth-form'

type Props = {
  initialEmail: string
  initialNotice: AuthNotice | null
  /** The password was right and two-factor is on: the code is asked before any session exists. */
  onChallenged: (email: string) => void
  onSignedIn: (message: string) => Promise<void>
}

export function SignInForm({ initialEmail, initialNotice, onChallenged, onSignedIn }: Props) {
  const form = useAuthForm({ email: initialEmail, password: '' }, initialNotice)
  const submit = async ({ email, password }: typeof form.values) => {
    const result = await signIn({ email: email.trim(), password })
    if ('twoFactorRedirect' in result) {
      onChallenged(email)
      return
    }
    await onSignedIn('Welcome back!')
  }
  return (
    <AuthForm {...form.frame(submit)} submitLabel="Sign In" busyLabel="Signing in...">
      <EmailField value={form.values.email} onChange={form.setters.email} />
      <PasswordField kind="current" value={form.values.password} onChange={form.setters.password} />
    </AuthForm>
  )
}
