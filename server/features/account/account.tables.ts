import { boolean, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'

/** Premium grants, keyed by e-mail so a grant can precede sign-up (as in the original product). */
export const subscribers = pgTable('subscribers', {
  email: text().primaryKey(),
  lifetimeAccess: boolean().notNull().default(false),
  subscriptionTier: text().notNull().default('Free Beta'),
  subscriptionEnd: timestamp({ withTimezone: true }),
  registrationNumber: serial(),
  grantedBy: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

export type SubscriberRow = typeof subscribers.$inferSelect
