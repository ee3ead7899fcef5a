import { useEffect, useRef, type RefObject } from 'react'

/**
 * The values a form's named fields show, over `known` (React's state). Text typed, or filled in by the browser,
 * before a prerendered page hydrated raised no change event, so the state may not have it (decision 035).
 */
export function shownValues<T extends Record<string, string>>(form: HTMLFormElement, known: T): T {
  const data = new FormData(form)
  const shown: Record<string, string> = { ...known }
  for (const key of Object.keys(known)) {
    const value = data.get(key)
    if (typeof value === 'string') shown[key] = value
  }
  return shown as T
}

/**
 * Once the form has hydrated, takes into the state what its named fields already show. React keeps text typed
 * before hydration on screen, but not in the state, and a controlled field would lose it at its next render
 * (decision 035). Only non-empty values are taken; later typing reaches the state through onChange.
 */
export function useAdoptShownValues(
  form: RefObject<HTMLFormElement | null>,
  setters: Readonly<Record<string, (value: string) => void>>,
) {
  const first = useRef(setters)
  useEffect(() => {
    if (!form.current) return
    const data = new FormData(form.current)
    for (const [name, set] of Object.entries(first.current)) {
      const value = data.get(name)
      if (typeof value === 'string' && value !== '') set(value)
    }
  }, [form])
}
