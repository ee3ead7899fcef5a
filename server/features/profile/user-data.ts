import { eq, getTableColumns, inArray, is, or, sql, type SQL } from 'drizzle-orm'
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core'
import { user, verification } from '../../auth/auth.tables'
import { accountKey } from '../../auth/sign-in-limiter'
import type { Db } from '../../db/client'
import * as schema from '../../db/schema'
import { rateLimit } from '../../lib/platform.tables'
import { passwordCheckAccountKey } from './password-check-limit'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** Columns never exported: secrets and credentials, even the user's own. */
const SECRET_COLUMN = /password|token|secret|backup|^key$/i

/**
 * Tables keyed by the user's e-mail rather than their id (a premium grant, contact messages sent before
 * signing up). Named here because no foreign key says so.
 */
const EMAIL_KEYED = new Set(['subscribers', 'contact_message'])

/**
 * The tables ownedTables does not find, each with why none of its rows is a user's data to export or delete.
 * Every table of the schema is either owned or here: profile.routes.test.ts fails for a table that is neither.
 */
export const TABLES_WITHOUT_USER_DATA: Readonly<Record<string, string>> = {
  verification: "better-auth's short-lived tokens (resets, two-factor steps); the user's are deleted with the account",
  rate_limit:
    "fixed-window counters by key; the user's failed sign-ins and password checks are deleted with the account",
  app_setting: 'values the platform generates once (the auth secret), no user in them',
  source_cache: 'upstream answers by normalised request, shared by everyone; the caller is not stored',
  library_work: 'published works of the local library, shared by everyone',
  college_institution: 'the public College Scorecard data',
  college_dataset: 'the imports of the College Scorecard file',
  career_occupation: 'the public O*NET occupation data',
  career_projection: 'the public BLS Employment Projections',
  career_dataset: 'the imports of the O*NET and BLS files',
}

export type OwnedTable = {
  name: string
  table: PgTable
  /** rows of this table that belong to the user */
  where: (userId: string, email: string) => SQL
}

function tables(): PgTable[] {
  return (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable))
}

/**
 * Every table that holds the user's rows, found from the schema: the user row, tables with a foreign key to
 * it, tables with a foreign key to those (a path's milestones, a conversation's exchanges), and the e-mail
 * keyed ones. A table added later is covered by its foreign key, with no list to update.
 */
export function ownedTables(): OwnedTable[] {
  const all = tables()
  const owned = new Map<PgTable, OwnedTable>()
  owned.set(user, { name: 'user', table: user, where: (userId) => eq(user.id, userId) })
  for (let changed = true; changed;) {
    changed = false
    for (const table of all) {
      if (owned.has(table)) continue
      const config = getTableConfig(table)
      for (const foreignKey of config.foreignKeys) {
        const reference = foreignKey.reference()
        const parent = owned.get(reference.foreignTable)
        const [column] = reference.columns
        const [parentColumn] = reference.foreignColumns
        if (!parent || !column || !parentColumn || reference.columns.length !== 1) continue
        const parentTable = parent.table
        owned.set(table, {
          name: config.name,
          table,
          where:
            parentTable === user
              ? (userId) => eq(column, userId)
              : (userId, email) =>
                  inArray(
                    column,
                    sql`(select ${parentColumn} from ${parentTable} where ${parent.where(userId, email)})`,
                  ),
        })
        changed = true
        break
      }
    }
  }
  for (const table of all) {
    const config = getTableConfig(table)
    if (!EMAIL_KEYED.has(config.name)) continue
    const emailColumn: PgColumn | undefined = getTableColumns(table).email
    if (!emailColumn) throw new Error(`${config.name} is listed as keyed by e-mail but has no email column`)
    const byForeignKey = owned.get(table)?.where
    owned.set(table, {
      name: config.name,
      table,
      where: (userId, email) => {
        const byEmail = sql`lower(${emailColumn}) = ${email.toLowerCase()}`
        return byForeignKey ? (or(byForeignKey(userId, email), byEmail) ?? byEmail) : byEmail
      },
    })
  }
  return [...owned.values()]
}

function withoutSecrets(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(([column]) => !SECRET_COLUMN.test(column)))
}

/** Everything the platform holds about the user, table by table, secrets left out. */
export async function collectUserData(db: Db, userId: string, email: string) {
  const data: Record<string, Record<string, unknown>[]> = {}
  for (const owned of ownedTables()) {
    const rows = (await db.select().from(owned.table).where(owned.where(userId, email))) as Record<string, unknown>[]
    data[owned.name] = rows.map(withoutSecrets)
  }
  return data
}

/**
 * Short-lived rows about the user that no foreign key ties to them, so ownedTables cannot find them: better-auth's
 * verification values holding the user id (a pending password reset, a two-factor sign-in in progress and its
 * attempt counter, a trusted device), the failed sign-ins counted against the e-mail and the password checks
 * counted against the account. Not exported: they are
 * tokens and counters, not data the user gave; deleted with the account.
 */
async function deleteSecurityLeftovers(tx: Tx, userId: string, email: string) {
  const attemptCounters = tx
    .select({ identifier: sql<string>`'2fa-attempts-' || ${verification.identifier}` })
    .from(verification)
    .where(eq(verification.value, userId))
  await tx
    .delete(verification)
    .where(or(eq(verification.value, userId), inArray(verification.identifier, attemptCounters)))
  await tx.delete(rateLimit).where(inArray(rateLimit.key, [accountKey(email), passwordCheckAccountKey(userId)]))
}

/** What an administrator's e-mail becomes where it records their act on another person's row. */
export const DELETED_ADMINISTRATOR = 'a deleted administrator'

/**
 * An administrator's e-mail kept on other people's rows: who granted a premium plan, who handled a contact
 * message. The rows are not the administrator's to delete, but the address is theirs, so it goes.
 */
async function forgetActorEmail(tx: Tx, email: string) {
  const byEmail = (column: PgColumn) => sql`lower(${column}) = ${email.toLowerCase()}`
  await tx
    .update(schema.subscribers)
    .set({ grantedBy: DELETED_ADMINISTRATOR })
    .where(byEmail(schema.subscribers.grantedBy))
  await tx
    .update(schema.contactMessage)
    .set({ handledBy: DELETED_ADMINISTRATOR })
    .where(byEmail(schema.contactMessage.handledBy))
}

/** Deletes every row of the user in every table, children first, in the caller's transaction. */
export async function deleteUserData(tx: Tx, userId: string, email: string) {
  await deleteSecurityLeftovers(tx, userId, email)
  await forgetActorEmail(tx, email)
  const owned = ownedTables()
  for (const entry of [...owned].reverse()) await tx.delete(entry.table).where(entry.where(userId, email))
}
