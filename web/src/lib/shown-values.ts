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
