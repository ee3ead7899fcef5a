import type { HttpBindings } from '@hono/node-server'
import type { QuotaUsage } from '../../shared/contract/account'
import type { Db } from '../db/client'
import type { Env } from '../env'
import type { Logger } from './logger'
import type { Access } from '../features/account/access.service'

export type SessionUser = {
  id: string
  email: string
  name: string
  emailVerified: boolean
  createdAt: Date
}

/** Everything a service needs for one request; built per request, never shared. */
export type RequestContext = {
  db: Db
  env: Env
  log: Logger
  requestId: string
  now: () => Date
  user: SessionUser | null
  sessionId: string | null
  access: Access | null
  /** Today's quota use, read with the session before the route spent any. */
  usageToday: QuotaUsage[] | null
}

export type AuthedContext = RequestContext & {
  user: SessionUser
  access: Access
  sessionId: string
  usageToday: QuotaUsage[]
}

export type AppEnv = {
  Bindings: Partial<HttpBindings>
  Variables: { ctx: RequestContext; requestId: string; clientIp: string }
}
