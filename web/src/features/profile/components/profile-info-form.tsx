import { useState, type SyntheticEvent } from 'react'
import type { Profile } from '#shared/contract/profile'
import { useToast } from '../../../components/toast'
import { Button } from '../../../components/ui/button'
import { Field, Input, Textarea } from '../../../components/ui/form'
import { ApiError, errorMessage } from '../../../lib/api-client'
import { useUpdateProfile } from '../api/profile-queries'

const FIELDS = [
  { name: 'fullName', label: 'Full name', type: 'text', placeholder: '' },
  { name: 'location', label: 'Location', type: 'text', placeholder: 'City, country' },
  { name: 'website', label: 'Website', type: 'url', placeholder: 'https://' },
  { name: 'github', label: 'GitHub', type: 'url', placeholder: 'https://github.com/…' },
  { name: 'linkedin', label: 'LinkedIn', type: 'url', placeholder: 'https://www.linkedin.com/in/…' },
] as const

type Values = Pick<Profile, 'fullName' | 'bio' | 'location' | 'website' | 'github' | 'linkedin'>

export function ProfileInfoForm({ profile }: { profile: Profile }) {
  const toast = useToast()
  const update = useUpdateProfile()
  const [values, setValues] = useState<Values>({
    fullName: profile.fullName,
    bio: profile.bio,
    location: profile.location,
    website: profile.website,
    github: profile.github,
    linkedin: profile.linkedin,
  })
  const [errors, setErrors] = useState<Record<string, string>>({})

  const handleSubmit = (event: SyntheticEvent) => {
    event.preventDefault()
    update.mutate(values, {
      onSuccess: () => {
        setErrors({})
        toast({ title: 'Profile updated', description: 'Your profile has been saved.', variant: 'success' })
      },
      onError: (error) => {
        if (error instanceof ApiError && error.issues?.length)
          setErrors(Object.fromEntries(error.issues.map((issue) => [issue.path, issue.message])))
        toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' })
      },
    })
  }

  return (
    <form className="space-y-4" onSubmit={handleSubmit} aria-label="Profile Information" noValidate>
      <Field label="E-mail" hint="Your sign-in address; it cannot be changed here.">
        {({ id, describedBy }) => <Input id={id} value={profile.email} readOnly aria-describedby={describedBy} />}
      </Field>
      {FIELDS.slice(0, 1).map((field) => (
        <Field key={field.name} label={field.label} error={errors[field.name]}>
          {({ id, describedBy }) => (
            <Input
              id={id}
              type={field.type}
              required
              maxLength={100}
              autoComplete="name"
              value={values[field.name]}
              aria-invalid={Boolean(errors[field.name])}
              aria-describedby={describedBy}
              onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
            />
          )}
        </Field>
      ))}
      <Field label="Bio" error={errors.bio}>
        {({ id, describedBy }) => (
          <Textarea
            id={id}
            rows={4}
            maxLength={1000}
            value={values.bio}
            aria-describedby={describedBy}
            onChange={(event) => setValues({ ...values, bio: event.target.value })}
          />
        )}
      </Field>
      {FIELDS.slice(1).map((field) => (
        <Field key={field.name} label={field.label} error={errors[field.name]}>
          {({ id, describedBy }) => (
            <Input
              id={id}
              type={field.type}
              maxLength={300}
              placeholder={field.placeholder}
              value={values[field.name]}
              aria-invalid={Boolean(errors[field.name])}
              aria-describedby={describedBy}
              onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
            />
          )}
        </Field>
      ))}
      <Button type="submit" disabled={update.isPending}>
        {update.isPending ? 'Saving...' : 'Save profile'}
      </Button>
    </form>
  )
}
