import { serve } from '@hono/node-server'
import { parseEnvOrExit } from './env'
import { DataDirLockedError } from './lib/data-dir-lock'
import { createLogger } from './lib/logger'
import { createPlatform } from './platform'

const SHUTDOWN_GRACE_MS = 10_000

async function main() {
  const env = parseEnvOrExit(process.env)
  const log = createLogger(env.LOG_LEVEL)
  let platform
  try {
    platform = await createPlatform(env, log)
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
  const { app, database, mailer } = platform
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    const shownHost = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST
    console.log(`Lodestar is running at http://${shownHost}:${info.port} (public URL ${env.APP_URL})`)
    console.log(`Database: ${database.describe}`)
    console.log(`Avatars: ${platform.avatars.describe}`)
    console.log(
      `Mail: ${mailer.transport === 'smtp' ? 'SMTP' : 'written to this log (SMTP_URL is not set)'}; e-mail verification ${env.REQUIRE_EMAIL_VERIFICATION ? 'required' : 'optional'} to sign in`,
    )
    const unavailable = platform.sources.statuses().filter((status) => !status.configured)
    if (unavailable.length)
      console.log(`Sources not configured: ${unavailable.map((status) => status.reason ?? status.name).join('; ')}`)
    if (!env.SOURCES_CONTACT_EMAIL)
      console.log(
        `CONTACT_EMAIL (${env.CONTACT_EMAIL}) is a placeholder: scholarly APIs are called without a contact address, outside their polite pools`,
      )
  })

  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    log.info('shutting down', { signal })
    const force = setTimeout(() => {
      log.error('in-flight requests did not finish in time; exiting')
      process.exit(1)
    }, SHUTDOWN_GRACE_MS)
    force.unref()
    // Stop accepting, let in-flight requests finish, then close the database.
    server.close(() => {
      platform
        .close()
        .then(() => {
          log.info('stopped')
          process.exit(0)
        })
        .catch((err: unknown) => {
          log.error('error while closing the database', { err })
          process.exit(1)
        })
    })
    if ('closeIdleConnections' in server) server.closeIdleConnections()
  }
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))
}

main().catch((error: unknown) => {
  console.error('Lodestar failed to start:', error instanceof Error ? error.message : error)
  process.exit(1)
})
