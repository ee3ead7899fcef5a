import { expect, test } from 'vitest'
import { AppError } from '../../lib/app-error'
import { SourceError } from './source-http'
import { toUpstreamAppError, type UpstreamWording } from './upstream-error'

const wording: UpstreamWording = {
  message: (detail) => (detail ? `Could not search: ${detail}` : 'Could not search.'),
  byKind: { not_configured: 'Searching is not set up here.' },
}

test.each([
  [
    'a SourceError in the general wording, with its own sentence',
    new SourceError('crossref', 'timeout', 'crossref did not answer in time'),
    'Could not search: crossref did not answer in time',
  ],
  [
    'a kind the feature words itself',
    new SourceError('openalex', 'not_configured', 'OpenAlex needs OPENALEX_API_KEY'),
    'Searching is not set up here.',
  ],
  ['any other error, without a detail', new TypeError('x is undefined'), 'Could not search.'],
])('%s', (_, error, message) => {
  const appError = toUpstreamAppError(error, wording)
  expect(appError).toBeInstanceOf(AppError)
  expect(appError).toMatchObject({ code: 'UPSTREAM_FAILED', message })
  expect(appError.cause).toBe(error)
})
