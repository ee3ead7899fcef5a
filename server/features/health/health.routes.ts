import type { PublicConfig } from '#shared/contract/account'
import { endpoints } from '#shared/contract/endpoints'
import { PASSWORD_MIN_LENGTH } from '#shared/plans'
import { RETRY_AFTER_SECONDS, SERVICE_UNAVAILABLE_MESSAGE } from '../../lib/error-response'
import { EndpointRoutes } from '../../serve-endpoint'

export const healthRoutes = new EndpointRoutes()
  .serve(endpoints.live, (c) => c.json({ status: 'ok' }))
  .serve(endpoints.health, async (c) => {
    const { database } = c.var.ctx
    const started = performance.now()
    try {
      await database.ping()
      return c.json({
        status: 'ok',
        database: { kind: database.kind, reachable: true, latencyMs: Math.round(performance.now() - started) },
      })
    } catch (err) {
      c.var.ctx.log.error('health check: database unreachable', { err })
      c.header('Retry-After', String(RETRY_AFTER_SECONDS))
      // Also a valid API error body, so clients that parse one read SERVICE_UNAVAILABLE.
      return c.json(
        {
          status: 'unavailable',
          database: { kind: database.kind, reachable: false },
          code: 'SERVICE_UNAVAILABLE',
          message: SERVICE_UNAVAILABLE_MESSAGE,
          requestId: c.var.requestId,
        },
        503,
      )
    }
  })
  .serve(endpoints.publicConfig, (c) => {
    const { env } = c.var.ctx
    const config: PublicConfig = {
      contactEmail: env.CONTACT_EMAIL,
      companyLinkedinUrl: env.COMPANY_LINKEDIN_URL ?? null,
      csBranchUrl: env.CS_BRANCH_URL ?? null,
      supporterUrls: {
        aiProgram: env.SUPPORTER_AI_PROGRAM_URL ?? null,
        mentorship: env.SUPPORTER_MENTORSHIP_URL ?? null,
      },
      emailVerificationRequired: env.REQUIRE_EMAIL_VERIFICATION,
      passwordMinLength: PASSWORD_MIN_LENGTH,
    }
    c.header('Cache-Control', 'public, max-age=60')
    return c.json(config)
  })
