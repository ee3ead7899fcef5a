import { z } from 'zod'

/** POST /api/client-log/not-found: a path the web app had no page for (answered 204). */
export const NotFoundReportSchema = z.object({ path: z.string().min(1).max(2000) })
export type NotFoundReport = z.infer<typeof NotFoundReportSchema>
