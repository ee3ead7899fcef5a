/** A mailto: address with an optional subject and body, each percent-encoded. */
export function mailtoHref(email: string, { subject, body }: { subject?: string; body?: string } = {}): string {
  const params = [
    subject ? `subject=${encodeURIComponent(subject)}` : null,
    body ? `body=${encodeURIComponent(body)}` : null,
  ].filter(Boolean)
  return `mailto:${email}${params.length ? `?${params.join('&')}` : ''}`
}
