import { MailCheck } from 'lucide-react'
import type { ReactNode, RefObject, SubmitEvent } from 'react'
import { FULL_NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '#shared/plans'
import { Button } from '../../../components/ui/button'
import { Field, Input } from '../../../components/ui/form'
import type { AuthNotice } from '../hooks/use-auth-form'

type FormProps = {
  formRef: RefObject<HTMLFormElement | null>
  onSubmit: (event: SubmitEvent<HTMLFormElement>) => void
  notice: AuthNotice | null
  busy: boolean
  submitLabel: string
  busyLabel: string
  children: ReactNode
}

/** The frame of every auth form: its fields, the notice, the submit button. */
export function AuthForm({ formRef, onSubmit, notice, busy, submitLabel, busyLabel, children }: FormProps) {
  return (
    <form
      ref={formRef}
      // Prerendered for visitors (decision 035): a submit before the page hydrates is the browser's own, and
      // POST keeps the password out of the address bar and every log that records URLs.
      method="post"
      onSubmit={onSubmit}
      className="space-y-4"
      noValidate={false}
    >
      {children}
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
  )
}

type FieldProps = { value: string; onChange: (value: string) => void }

export function NameField({ value, onChange }: FieldProps) {
  return (
    <Field label="Full Name">
      {({ id, describedBy }) => (
        <Input
          id={id}
          aria-describedby={describedBy}
          name="name"
          autoComplete="name"
          required
          maxLength={FULL_NAME_MAX_LENGTH}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  )
}

export function EmailField({ value, onChange }: FieldProps) {
  return (
    <Field label="Email">
      {({ id, describedBy }) => (
        <Input
          id={id}
          aria-describedby={describedBy}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  )
}

/** `current` for signing in; a new password (with its minimum length) otherwise. */
export function PasswordField({ value, onChange, kind }: FieldProps & { kind: 'current' | 'new' | 'reset' }) {
  return (
    <Field
      label={kind === 'reset' ? 'New password' : 'Password'}
      hint={kind === 'current' ? undefined : `Minimum ${PASSWORD_MIN_LENGTH} characters required`}
    >
      {({ id, describedBy }) => (
        <Input
          id={id}
          aria-describedby={describedBy}
          type="password"
          name="password"
          autoComplete={kind === 'current' ? 'current-password' : 'new-password'}
          required
          minLength={kind === 'current' ? undefined : PASSWORD_MIN_LENGTH}
          maxLength={128}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  )
}
