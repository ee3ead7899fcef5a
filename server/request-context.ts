import type { Auth } from './auth/auth'
import type { Database } from './db/client'
// The services' types come from type-only files, not the features' index.ts (which export routes that import
// server/auth/guards.ts, which imports this file): no import circle.
import type { Llm } from './features/llm/llm.types'
import type { AvatarStorage } from './features/profile/avatar-storage.types'
import type { Sources } from './features/sources/sources.types'
import type { Access, BaseContext, BaseEnv, SessionUser } from './lib/base-context'

export type { Access, SessionUser } from './lib/base-context'

/** Built once by the platform; every request's context refers to the same ones. */
export type Services = {
  database: Database
  auth: Auth
  sources: Sources
  /** the configured language model; null means answers come in evidence mode */
  llm: Llm | null
  /** where avatars are kept: the data folder or an S3-compatible bucket, chosen at start */
  avatars: AvatarStorage
}

/** Everything a service needs for one request; built per request, never shared. */
export type RequestContext = BaseContext & Services

export type AuthedContext = RequestContext & {
  user: SessionUser
  access: Access
  sessionId: string
  usageToday: NonNullable<BaseContext['usageToday']>
}

export type AppEnv = {
  Bindings: BaseEnv['Bindings']
  Variables: BaseEnv['Variables'] & { ctx: RequestContext }
}

/** Set by the guards (server/auth/guards.ts): the signed-in caller, typed for the handlers behind them. */
export type AuthedEnv = AppEnv & { Variables: { authed: AuthedContext } }
