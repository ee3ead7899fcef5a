export type ContactFields = { name: string; email: string; message: string }
export type ContactFieldErrors = Partial<Record<keyof ContactFields, string>>

export const emptyContactFields: ContactFields = { name: '', email: '', message: '' }

/** True when every field has something other than white space (the server trims too). */
export function isContactFormComplete(fields: ContactFields): boolean {
  return Object.values(fields).every((value) => value.trim() !== '')
}

/** The server's validation issues, keyed by the form field they belong to; the first issue per field wins. */
export function contactFieldErrorsFrom(issues: readonly { path: string; message: string }[]): ContactFieldErrors {
  const errors: ContactFieldErrors = {}
  for (const { path, message } of issues) {
    if ((path === 'name' || path === 'email' || path === 'message') && !errors[path]) errors[path] = message
  }
  return errors
}
