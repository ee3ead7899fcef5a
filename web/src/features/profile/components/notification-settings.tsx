import { useState } from 'react'
import type { NotificationPreferences } from '#shared/contract/profile'
import { useToast } from '../../../components/toast'
import { errorMessage } from '../../../lib/api-client'
import { useUpdateNotifications } from '../api/profile-queries'

const PREFERENCES: { key: keyof NotificationPreferences; label: string; description: string }[] = [
  { key: 'enableNotifications', label: 'Enable notifications', description: 'Turn all notifications on or off.' },
  { key: 'emailNotifications', label: 'E-mail notifications', description: 'Receive notifications by e-mail.' },
  { key: 'achievementAlerts', label: 'Achievement alerts', description: 'Hear when you unlock an achievement.' },
  { key: 'progressUpdates', label: 'Progress updates', description: 'Regular summaries of your research progress.' },
]

/** Each switch saves at once; the server keeps them, so they follow you to every device. */
export function NotificationSettings({ preferences }: { preferences: NotificationPreferences }) {
  const toast = useToast()
  const update = useUpdateNotifications()
  // Shown at once; put back if the server refuses.
  const [current, setCurrent] = useState(preferences)
  const handleChange = (key: keyof NotificationPreferences, checked: boolean) => {
    const previous = current
    const next = { ...current, [key]: checked }
    setCurrent(next)
    update.mutate(next, {
      onSuccess: () => toast({ title: 'Preferences saved', variant: 'success' }),
      onError: (error) => {
        setCurrent(previous)
        toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' })
      },
    })
  }
  return (
    <fieldset className="space-y-3" disabled={update.isPending}>
      <legend className="sr-only">Notification preferences</legend>
      {PREFERENCES.map(({ key, label, description }) => (
        <label
          key={key}
          className="flex cursor-pointer items-start justify-between gap-4 rounded-lg border border-slate-200 p-4"
        >
          <span>
            <span className="block font-medium text-slate-900">{label}</span>
            <span className="block text-sm text-slate-700">{description}</span>
          </span>
          <input
            type="checkbox"
            role="switch"
            className="mt-1 h-5 w-5 accent-brand-700"
            checked={current[key]}
            onChange={(event) => handleChange(key, event.target.checked)}
          />
        </label>
      ))}
    </fieldset>
  )
}
