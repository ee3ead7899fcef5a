import { z } from 'zod'

/** GET /api/live: the process answers. */
export const LiveResponseSchema = z.object({ status: z.literal('ok') })

/** GET /api/health: the database too; 503 with an error body when it is unreachable. */
export const HealthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.object({ kind: z.string(), reachable: z.literal(true), latencyMs: z.number() }),
})
