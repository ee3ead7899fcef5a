import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { user } from '../../auth/auth.tables'

/**
 * The original's `profiles` row beside better-auth's user (which keeps the e-mail and the full name), and
 * the four notification preferences the original kept only in the browser. `avatarKey` names the stored file.
 */
export const userProfile = pgTable('user_profile', {
  userId: text()
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  bio: text().notNull().default(''),
  location: text().notNull().default(''),
  website: text(),
  github: text(),
  linkedin: text(),
  avatarKey: text(),
  enableNotifications: boolean().notNull().default(true),
  emailNotifications: boolean().notNull().default(true),
  achievementAlerts: boolean().notNull().default(true),
  progressUpdates: boolean().notNull().default(true),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})
