import { useMutation } from '@tanstack/react-query'
import { Send } from 'lucide-react'
import { useRef, useState, type SubmitEvent } from 'react'
import { useToast } from '../../components/toast'
import { Button } from '../../components/ui/button'
import { Field, Input, Textarea } from '../../components/ui/form'
import { ApiError, callApi } from '../../lib/api-client'
import { shownValues, useAdoptShownValues } from '../../lib/shown-values'
import {
  contactFieldErrorsFrom,
  emptyContactFields,
  isContactFormComplete,
  type ContactFieldErrors,
  type ContactFields,
} from './contact-form-model'

// No subject: the server files it as 'Pricing Inquiry'.
function sendContactMessage(fields: ContactFields) {
  return callApi('sendContactMessage', { json: fields })
}

/** Name, e-mail and message; the message reaches the Lodestar team's inbox in the admin console. */
export function ContactForm() {
  const toast = useToast()
  const [fields, setFields] = useState<ContactFields>(emptyContactFields)
  const [fieldErrors, setFieldErrors] = useState<ContactFieldErrors>({})
  const [formError, setFormError] = useState<string | null>(null)

  const send = useMutation({
    mutationFn: sendContactMessage,
    onSuccess: () => {
      setFields(emptyContactFields)
      toast({
        title: 'Message sent successfully!',
        description: "We'll get back to you soon with updates.",
        variant: 'success',
      })
    },
    onError: (error) => {
      console.error('Contact form failed', error)
      const issues = error instanceof ApiError ? (error.issues ?? []) : []
      const byField = contactFieldErrorsFrom(issues)
      setFieldErrors(byField)
      // A message the fields cannot show (rate limit, network) is kept visible beside the button.
      setFormError(Object.keys(byField).length === 0 && error instanceof ApiError ? error.message : null)
      toast({
        title: 'Failed to send message',
        description: 'Please try contacting us directly.',
        variant: 'destructive',
      })
    },
  })

  const update = (key: keyof ContactFields) => (value: string) => {
    setFields((current) => ({ ...current, [key]: value }))
    setFieldErrors((current) => ({ ...current, [key]: undefined }))
  }
  const formRef = useRef<HTMLFormElement>(null)
  useAdoptShownValues(formRef, { name: update('name'), email: update('email'), message: update('message') })

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    setFormError(null)
    const shown = shownValues(event.currentTarget, fields)
    setFields(shown)
    if (!isContactFormComplete(shown)) {
      toast({ title: 'Error', description: 'Please fill in all fields', variant: 'destructive' })
      return
    }
    send.mutate(shown)
  }

  return (
    // POST: a submit before a prerendered page hydrates must not put the e-mail address in the URL (decision 035).
    <form
      ref={formRef}
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="space-y-4"
      aria-label="Get updates and pricing info"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Name" error={fieldErrors.name}>
          {({ id, describedBy }) => (
            <Input
              id={id}
              name="name"
              autoComplete="name"
              value={fields.name}
              onChange={(event) => update('name')(event.target.value)}
              aria-describedby={describedBy}
              aria-invalid={fieldErrors.name ? true : undefined}
              maxLength={200}
            />
          )}
        </Field>
        <Field label="Email" error={fieldErrors.email}>
          {({ id, describedBy }) => (
            <Input
              id={id}
              name="email"
              type="email"
              autoComplete="email"
              value={fields.email}
              onChange={(event) => update('email')(event.target.value)}
              aria-describedby={describedBy}
              aria-invalid={fieldErrors.email ? true : undefined}
              maxLength={320}
            />
          )}
        </Field>
      </div>
      <Field
        label="Message"
        hint="Tell us what you would like to know about Premium or Enterprise."
        error={fieldErrors.message}
      >
        {({ id, describedBy }) => (
          <Textarea
            id={id}
            name="message"
            rows={4}
            value={fields.message}
            onChange={(event) => update('message')(event.target.value)}
            aria-describedby={describedBy}
            aria-invalid={fieldErrors.message ? true : undefined}
            maxLength={5000}
          />
        )}
      </Field>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="submit" disabled={send.isPending} className="w-full sm:w-auto">
          <Send aria-hidden="true" className="h-4 w-4" />
          {send.isPending ? 'Sending...' : 'Send Message'}
        </Button>
        {formError && <p className="text-sm font-medium text-red-700">{formError}</p>}
      </div>
    </form>
  )
}
