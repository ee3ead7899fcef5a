import { Hono, type Handler, type MiddlewareHandler } from 'hono'
import type { z } from 'zod'
import type { EndpointAccess, EndpointRoute } from '#shared/contract/endpoint-routes'
import { requireAdmin, requirePremium, requireUser } from './auth/guards'
import type { BaseEnv } from './lib/base-context'
import { validate } from './lib/validate'
import type { AppEnv, AuthedEnv } from './request-context'

/** An entry of the contract's table with its input schemas (shared/contract/endpoints.ts). */
type ServedEndpoint = EndpointRoute & { params?: z.ZodType; query?: z.ZodType; json?: z.ZodType }

type Nothing = object

type Part<Endpoint, Key extends string, Target extends string, Direction extends 'in' | 'out'> =
  Endpoint extends Record<Key, infer Schema extends z.ZodType>
    ? Record<Target, Direction extends 'in' ? z.input<Schema> : z.output<Schema>>
    : Nothing

type Parts<Endpoint, Direction extends 'in' | 'out'> = Part<Endpoint, 'params', 'param', Direction> &
  Part<Endpoint, 'query', 'query', Direction> &
  Part<Endpoint, 'json', 'json', Direction>

/** A visitor's route sees the request's context; any other sees `c.var.authed`, set by its guard. */
type EnvOf<Endpoint extends ServedEndpoint> = Endpoint['access'] extends 'visitor' ? AppEnv : AuthedEnv

type EndpointHandler<Endpoint extends ServedEndpoint> = Handler<
  EnvOf<Endpoint>,
  Endpoint['path'],
  { in: Parts<Endpoint, 'in'>; out: Parts<Endpoint, 'out'> }
>

/** Middleware a route adds to what its entry gives it. */
type Extra<Endpoint extends ServedEndpoint> = {
  /** before the guard: checks that answer whoever calls (refusing a cross-site request, say) */
  before?: (MiddlewareHandler<BaseEnv> | MiddlewareHandler<AppEnv>)[]
  /** after the guard and the validators, right before the handler */
  use?: (MiddlewareHandler<BaseEnv> | MiddlewareHandler<AppEnv> | MiddlewareHandler<EnvOf<Endpoint>>)[]
}

const GUARDS: Record<EndpointAccess, MiddlewareHandler<AuthedEnv> | null> = {
  visitor: null,
  member: requireUser,
  premium: requirePremium,
  admin: requireAdmin,
}

type AddRoute = (method: string, path: string, ...handlers: (Handler | MiddlewareHandler)[]) => unknown

/**
 * Routes registered from the contract's table (decision 038): each entry gives the method, the path, the guard
 * (visitor: none; member: requireUser; premium: requirePremium; admin: requireAdmin) and the validators of its
 * params, query and JSON body, in that order; `c.req.valid(…)` and `c.var.authed` are typed from the entry.
 */
export class EndpointRoutes extends Hono<AppEnv> {
  serve<Endpoint extends ServedEndpoint>(endpoint: Endpoint, handler: EndpointHandler<Endpoint>): this
  serve<Endpoint extends ServedEndpoint>(
    endpoint: Endpoint,
    extra: Extra<Endpoint>,
    handler: EndpointHandler<Endpoint>,
  ): this
  serve(endpoint: ServedEndpoint, ...rest: [Handler] | [Extra<ServedEndpoint>, Handler]): this {
    const [extra, handler] = rest.length === 1 ? [{}, rest[0]] : rest
    const guard = GUARDS[endpoint.access]
    const chain = [
      ...(extra.before ?? []),
      ...(guard ? [guard] : []),
      ...(endpoint.params ? [validate('param', endpoint.params)] : []),
      ...(endpoint.query ? [validate('query', endpoint.query)] : []),
      ...(endpoint.json ? [validate('json', endpoint.json)] : []),
      ...(extra.use ?? []),
    ] as MiddlewareHandler[]
    ;(this.on as AddRoute)(endpoint.method, endpoint.path, ...chain, handler)
    return this
  }

  /** A guard over every path under `prefix`, a wrong one too: a caller below `access` never learns which exist. */
  guardAll(prefix: string, access: Exclude<EndpointAccess, 'visitor'>): this {
    this.use(prefix, GUARDS[access] as MiddlewareHandler)
    return this
  }
}
