import { AppError } from '../../lib/app-error'
import { SourceError, type SourceErrorKind } from './source-http'

/** How a feature words a failed upstream call for its users. */
export type UpstreamWording = {
  /** the sentence when no `byKind` entry applies; `detail` is the SourceError's own sentence, null for any other error */
  message: (detail: string | null) => string
  /** sentences for particular kinds of SourceError, e.g. `not_configured` (retrying will not help) */
  byKind?: Partial<Record<SourceErrorKind, string>>
}

/** A failed upstream call as users see it: 502 UPSTREAM_FAILED in the feature's words; the error itself goes to the logs. */
export function toUpstreamAppError(error: unknown, wording: UpstreamWording): AppError {
  const sourceError = error instanceof SourceError ? error : null
  const message = (sourceError && wording.byKind?.[sourceError.kind]) ?? wording.message(sourceError?.message ?? null)
  return new AppError('UPSTREAM_FAILED', message, { cause: error })
}
