import type { Context, MiddlewareHandler, ValidationTargets } from 'hono'
import { validator } from 'hono/validator'
import type { z } from 'zod'
import type { AppEnv } from './request-context'

/** Parses a request part with a contract schema; failures reach the one error mapper as ZodError. */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return validator(target, (value, _c: Context<AppEnv>) => schema.parse(value)) as MiddlewareHandler<
    AppEnv,
    string,
    { in: { [K in Target]: z.input<Schema> }; out: { [K in Target]: z.output<Schema> } }
  >
}
