import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core'

/** Fixed-window counters for rate limits (auth endpoints, sign-in per IP and per account). */
export const rateLimit = pgTable('rate_limit', {
  key: text().primaryKey(),
  count: integer().notNull(),
  windowStartedAt: bigint({ mode: 'number' }).notNull(),
})

/** Values the platform generates once and every instance must share (e.g. the auth secret on PostgreSQL). */
export const appSetting = pgTable('app_setting', {
  key: text().primaryKey(),
  value: text().notNull(),
})
