import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState, type SubmitEvent } from 'react'
import { useNavigate } from '../../../lib/router'
import { shownValues, useAdoptShownValues } from '../../../lib/shown-values'
import { useToast } from '../../../components/toast'
import { sessionKeys } from '../api/session-queries'
import { authErrorMessage } from '../auth-error-message'

export type AuthNotice = { tone: 'info' | 'error'; text: string }

/**
 * One auth form's fields, busy flag and notice. On submit the named fields are read as shown, so text typed or filled
 * in before a prerendered page hydrated is sent (decision 035); a failure is toasted and kept as the notice.
 */
export function useAuthForm<T extends Record<string, string>>(initial: T, initialNotice: AuthNotice | null = null) {
  const [values, setValues] = useState(initial)
  const [busy, setBusy] = useState(false)
  const [notice, setNotice] = useState(initialNotice)
  const formRef = useRef<HTMLFormElement>(null)
  const toast = useToast()

  // the fields of a form never change
  const [setters] = useState(
    () =>
      Object.fromEntries(
        Object.keys(initial).map((key) => [
          key,
          (value: string) => setValues((current) => ({ ...current, [key]: value })),
        ]),
      ) as { [K in keyof T]: (value: string) => void },
  )
  useAdoptShownValues(formRef, setters)

  /** AuthForm's frame for a form whose submit does `action` with the fields as shown. */
  const frame = (action: (shown: T) => Promise<void>) => ({
    formRef,
    notice,
    busy,
    onSubmit: (event: SubmitEvent<HTMLFormElement>) => {
      event.preventDefault()
      const shown = shownValues(event.currentTarget, values)
      setValues(shown)
      void run(action, shown)
    },
  })

  const run = async (action: (shown: T) => Promise<void>, shown: T) => {
    setNotice(null)
    setBusy(true)
    try {
      await action(shown)
    } catch (error) {
      toast({ title: 'Error', description: authErrorMessage(error), variant: 'destructive' })
      setNotice({ tone: 'error', text: authErrorMessage(error) })
    } finally {
      setBusy(false)
    }
  }

  return { values, setters, setNotice, frame }
}

/** After a sign-in: welcomed, the session re-read, and on to where the visitor was going. */
export function useFinishSignIn(from: string) {
  const toast = useToast()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return async (message: string) => {
    toast({ title: message, description: 'Signed in', variant: 'success' })
    await queryClient.invalidateQueries({ queryKey: sessionKeys.all })
    navigate(from, { replace: true })
  }
}
