export type ToastText = { title: string; description: string }

export const GENERATION_ERROR: ToastText = {
  title: 'Generation Error',
  description: 'Failed to generate hypotheses. Please try again.',
}

/** The toast for a refused or failed run, from the HTTP status (0 for an error event) and the body's code and message. */
export function hypothesisErrorToast(failure: { status: number; code: string; message: string }): ToastText {
  if (failure.status === 401 || failure.code === 'UNAUTHORIZED')
    return { title: 'Sign In Required', description: 'Please sign in to generate hypotheses.' }
  if (failure.status === 403 || failure.code === 'FORBIDDEN')
    return {
      title: 'Premium Required',
      description: failure.message || 'The Hypothesis Generator is a premium tool. Upgrade to use it.',
    }
  if (failure.status === 429 || failure.code === 'RATE_LIMITED')
    return {
      title: 'Limit Reached',
      description: failure.message || 'Too many hypothesis runs at once. Please wait a moment and try again.',
    }
  return GENERATION_ERROR
}
