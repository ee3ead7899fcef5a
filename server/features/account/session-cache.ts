import { sql } from 'drizzle-orm'
import { quotaDay } from '#shared/plans'
import type { Database, Db } from '../../db/client'
import { createSessionLookup, type LookUpSession, type SessionLookup } from './session-lookup'

const CHANNEL = 'lodestar_session_change'
const MAX_ENTRIES = 10_000
const USAGE_NOTICE = /^usage:(\d{4}-\d{2}-\d{2}):([^:]+):(\d+):(.+)$/

/**
 * Every write to what a session lookup reads sends a notice: `user:<id>` for a session or user row,
 * `email:<address>` for a subscribers row, for the old and the new row, so a moved row is seen too; a usage
 * counter written sends its new value, `usage:<day>:<kind>:<count>:<user id>`, so the cache updates the count
 * instead of reading the session again (each charged query writes one), and a deleted one `user:<id>`.
 */
const CHANGE_TRIGGERS = [
  `CREATE OR REPLACE FUNCTION lodestar_notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('${CHANNEL}', TG_ARGV[0] || ':' || (to_jsonb(OLD) ->> TG_ARGV[1])); END IF;
    IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('${CHANNEL}', TG_ARGV[0] || ':' || (to_jsonb(NEW) ->> TG_ARGV[1])); END IF;
    RETURN NULL;
  END $$`,
  `CREATE OR REPLACE FUNCTION lodestar_notify_usage_change() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'UPDATE' AND (OLD.user_id, OLD.kind, OLD.day) IS DISTINCT FROM (NEW.user_id, NEW.kind, NEW.day) THEN
      PERFORM pg_notify('${CHANNEL}', 'user:' || OLD.user_id);
    END IF;
    IF TG_OP = 'DELETE' THEN PERFORM pg_notify('${CHANNEL}', 'user:' || OLD.user_id);
    ELSE PERFORM pg_notify('${CHANNEL}', 'usage:' || NEW.day || ':' || NEW.kind || ':' || NEW.count || ':' || NEW.user_id);
    END IF;
    RETURN NULL;
  END $$`,
  `CREATE OR REPLACE TRIGGER lodestar_session_change AFTER INSERT OR UPDATE OR DELETE ON "usage_counter"
   FOR EACH ROW EXECUTE FUNCTION lodestar_notify_usage_change()`,
  ...[
    ['session', 'user', 'user_id'],
    ['user', 'user', 'id'],
    ['subscribers', 'email', 'email'],
  ].map(
    ([table, kind, column]) =>
      `CREATE OR REPLACE TRIGGER lodestar_session_change AFTER INSERT OR UPDATE OR DELETE ON "${table}"
       FOR EACH ROW EXECUTE FUNCTION lodestar_notify_session_change('${kind}', '${column}')`,
  ),
]

export type SessionCache = { lookUp: LookUpSession; onChange: (payload: string) => void; size: () => number }

/**
 * Session lookups kept in memory until a change notice names their user or e-mail, the session
 * expires or the quota day turns. Correct only where every notice arrives before the next request.
 */
export function createSessionCache(lookUp: LookUpSession, maxEntries = MAX_ENTRIES): SessionCache {
  const entries = new Map<string, { found: SessionLookup; day: string }>()
  let changesSeen = 0

  const cachedLookUp: LookUpSession = async (token, time) => {
    const day = quotaDay(time.today)
    const entry = entries.get(token)
    if (entry && entry.day === day && entry.found.expiresAt >= time.now) return entry.found
    entries.delete(token)
    const changesBefore = changesSeen
    const found = await lookUp(token, time)
    // A notice that arrived while the query ran may be about this very row: keep nothing then.
    if (found && changesSeen === changesBefore) {
      entries.set(token, { found, day })
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value ?? token)
    }
    return found
  }

  const onChange = (payload: string) => {
    changesSeen++
    const usage = USAGE_NOTICE.exec(payload)
    if (usage) {
      const [, day, kind, count, userId] = usage as unknown as [string, string, string, string, string]
      for (const [token, entry] of entries) {
        if (entry.found.user.id !== userId || entry.day !== day) continue
        const usageCounts = { ...entry.found.usageCounts, [kind]: Number(count) }
        entries.set(token, { ...entry, found: { ...entry.found, usageCounts } })
      }
      return
    }
    if (!payload.startsWith('user:')) {
      // Grants are rare, and matching e-mails here could differ from lower() in SQL: forget everything.
      entries.clear()
      return
    }
    const userId = payload.slice('user:'.length)
    for (const [token, { found }] of entries) if (found.user.id === userId) entries.delete(token)
  }

  return { lookUp: cachedLookUp, onChange, size: () => entries.size }
}

/**
 * The session lookup this database allows: cached where change notices arrive before the next request
 * (PGlite, one process), a query per request otherwise (PostgreSQL: several instances, notices arrive late).
 */
export async function openSessionLookup(
  database: Database,
): Promise<{ lookUp: LookUpSession; close: () => Promise<void> }> {
  const lookUp = createSessionLookup(database.sessionDb ?? database.db)
  if (!database.listen) return { lookUp, close: () => Promise.resolve() }
  await installChangeTriggers(database.db)
  const cache = createSessionCache(lookUp)
  const stopListening = await database.listen(CHANNEL, cache.onChange)
  // Closing goes on to close the database, which ends the listening anyway.
  return { lookUp: cache.lookUp, close: () => stopListening().catch(() => undefined) }
}

async function installChangeTriggers(db: Db): Promise<void> {
  for (const statement of CHANGE_TRIGGERS) await db.execute(sql.raw(statement))
}
