import type { Logger } from '../lib/logger'

type AuthLogLevel = 'debug' | 'info' | 'success' | 'warn' | 'error'

/**
 * better-auth's own log lines, as JSON lines in ours instead of coloured text on the console. Its info
 * lines name e-mail addresses and its warnings are ordinary refusals (a wrong password), so they go
 * one level down; only errors and primitive arguments are kept, never objects that may hold a body.
 */
export function routeAuthLogs(log: Logger) {
  const authLog = log.child({ component: 'better-auth' })
  return {
    level: 'debug' as const,
    log(level: Exclude<AuthLogLevel, 'success'>, message: string, ...args: unknown[]) {
      const err = args.find((arg) => arg instanceof Error)
      const details = args.filter((arg) => ['string', 'number', 'boolean'].includes(typeof arg))
      const fields: Record<string, unknown> = {}
      if (err) fields.err = err
      if (details.length) fields.details = details
      const ours = level === 'error' ? 'error' : level === 'warn' ? 'info' : 'debug'
      authLog[ours](message, fields)
    },
  }
}
