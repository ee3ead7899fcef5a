import { QUOTA_EXCEEDED_MESSAGES } from '#shared/plans'

export const RESEARCH_ERROR_FALLBACK = 'Failed to process your research query.'
export const EMPTY_ANSWER_FALLBACK = 'Sorry, I could not process your request.'

export type ToastText = { title: string; description: string }

/** The toast for a refused or failed question, from the HTTP status (0 when none) and the error body's code and message. */
export function researchErrorToast(
  failure: { status: number; code: string; message: string },
  modeName: string,
): ToastText {
  if (failure.status === 401 || failure.code === 'UNAUTHORIZED')
    return { title: 'Sign In Required', description: 'Please sign in to use the AI research engine.' }
  if (failure.status === 403 || failure.code === 'FORBIDDEN')
    return { title: 'Premium Required', description: `${modeName} mode requires premium access.` }
  if (failure.status === 429 || failure.code === 'RATE_LIMITED')
    return {
      title: QUOTA_EXCEEDED_MESSAGES.aiQuery.title,
      description: failure.message || QUOTA_EXCEEDED_MESSAGES.aiQuery.message,
    }
  return { title: 'Research Error', description: failure.message || RESEARCH_ERROR_FALLBACK }
}
