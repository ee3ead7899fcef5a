import { expect, expectTypeOf, test } from 'vitest'
import type { z } from 'zod'
import { errorCodeForStatus, type ApiErrorBody } from './error-codes'
import { ErrorCodes, errorStatus, type ApiErrorBodySchema } from './errors'

test('503 stands for SERVICE_UNAVAILABLE, both ways', () => {
  expect(errorStatus.SERVICE_UNAVAILABLE).toBe(503)
  expect(errorCodeForStatus(503)).toBe('SERVICE_UNAVAILABLE')
})

test('every code reads back from its own status, except UPSTREAM_FAILED (502 reads as INTERNAL)', () => {
  const readBack = ErrorCodes.filter((code) => errorCodeForStatus(errorStatus[code]) !== code)

  expect(readBack).toEqual(['UPSTREAM_FAILED'])
})

test('the error body schema reads exactly the one ApiErrorBody type', () => {
  expectTypeOf<z.infer<typeof ApiErrorBodySchema>>().toEqualTypeOf<ApiErrorBody>()
})
