import { useQueryClient } from '@tanstack/react-query'
import { signIn, signUp } from '../api/auth-actions'
import { publicConfigQuery } from '../api/session-queries'
import { useAuthForm, type AuthNotice } from '../hooks/use-auth-form'
import { AuthForm, EmailField, NameField, PasswordField } from './auth-form'

type Props = { initialNotice: AuthNotice | null; onSignedIn: (message: string) => Promise<void> }

export function SignUpForm({ initialNotice, onSignedIn }: Props) {
  const queryClient = useQueryClient()
  const form = useAuthForm({ name: '', email: '', password: '' }, initialNotice)
  const submit = async ({ name, email, password }: typeof form.values) => {
    await signUp({ name: name.trim(), email: email.trim(), password })
    // Sign-up never opens a session (a registered address must get the same answer as a new one).
    const config = await queryClient.query(publicConfigQuery())
    if (config.emailVerificationRequired) {
      form.setNotice({
        tone: 'info',
        text: `Check your email: we sent a verification link to ${email.trim()}. Open it to activate your account.`,
      })
      return
    }
    try {
      await signIn({ email: email.trim(), password })
    } catch {
      form.setNotice({
        tone: 'info',
        text: `If ${email.trim()} already has an account, sign in with its password or reset it — we have e-mailed its owner.`,
      })
      return
    }
    await onSignedIn('Account created successfully!')
  }
  return (
    <AuthForm {...form.frame(submit)} submitLabel="Create Account" busyLabel="Creating account...">
      <NameField value={form.values.name} onChange={form.setters.name} />
      <EmailField value={form.values.email} onChange={form.setters.email} />
      <PasswordField kind="new" value={form.values.password} onChange={form.setters.password} />
    </AuthForm>
  )
}
