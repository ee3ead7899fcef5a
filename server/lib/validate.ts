import type { Context, MiddlewareHandler, ValidationTargets } from 'hono'
import { validator } from 'hono/validator'
import type { z } from 'zod'
import type { BaseEnv } from './base-context'

/** Parses a request part with a contract schema; failures reach the one error mapper as ZodError. */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return validator(target, (value, _c: Context<BaseEnv>) => schema.parse(value)) as MiddlewareHandler<
    BaseEnv,
    string,
    { in: { [K in Target]: z.input<Schema> }; out: { [K in Target]: z.output<Schema> } }
  >
}
