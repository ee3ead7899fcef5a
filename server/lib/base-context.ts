import type { HttpBindings } from '@hono/node-server'
import type { QuotaUsage } from '#shared/contract/account'
import type { Role } from '#shared/plans'
import type { Db } from '../db/client'
import type { Env } from '../env'
import type { Logger } from './logger'

export type SessionUser = {
  id: string
  email: string
  name: string
  emailVerified: boolean
  /** the uploaded avatar's URL, or null */
  image: string | null
  createdAt: Date
}

/** A premium grant as stored by the account feature (its `subscribers` row). */
export type SubscriberGrant = {
  email: string
  lifetimeAccess: boolean
  subscriptionTier: string
  subscriptionEnd: Date | null
  registrationNumber: number
  grantedBy: string | null
  createdAt: Date
  updatedAt: Date
}

export type Access = {
  role: Role
  isAdmin: boolean
  isPremium: boolean
  isFounder: boolean
  subscriber: SubscriberGrant | null
  /** Listed in ADMIN_EMAILS but the address is not proven yet: no admin powers until it is. */
  adminAwaitingVerification: boolean
}

/**
 * What every request carries whatever the API mounts; the full `RequestContext` (server/request-context.ts)
 * adds the services the platform built. Middleware in server/lib needs no more than this.
 */
export type BaseContext = {
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

export type BaseEnv = {
  Bindings: Partial<HttpBindings>
  Variables: { ctx: BaseContext; requestId: string; clientIp: string }
}
