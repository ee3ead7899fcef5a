import { expect } from 'vitest'
import type { z } from 'zod'
import { ApiErrorBodySchema, type ApiErrorBody } from '#shared/errors'

async function bodyOf(response: Response): Promise<{ text: string; body: unknown }> {
  const text = await response.text()
  return { text, body: text === '' ? undefined : JSON.parse(text) }
}

/** The body of an answer with the expected status, parsed (and so checked) by its contract schema. */
export async function readJson<Schema extends z.ZodType>(
  response: Response,
  schema: Schema,
  status = 200,
): Promise<z.output<Schema>> {
  const { text, body } = await bodyOf(response)
  expect(response.status, text.slice(0, 500)).toBe(status)
  return schema.parse(body)
}

/** The error body of a refused request: any 4xx/5xx, or exactly `status` when given. */
export async function readError(response: Response, status?: number): Promise<ApiErrorBody> {
  const { text, body } = await bodyOf(response)
  if (status === undefined) expect(response.ok, text.slice(0, 500)).toBe(false)
  else expect(response.status, text.slice(0, 500)).toBe(status)
  return ApiErrorBodySchema.parse(body)
}
