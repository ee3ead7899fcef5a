import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { appSetting } from '../lib/platform.tables'

const generateSecret = () => randomBytes(32).toString('base64url')

/**
 * Without BETTER_AUTH_SECRET the secret is generated once: in the data folder for the embedded
 * database, in the database itself for PostgreSQL so that every instance signs alike.
 */
export async function resolveAuthSecret(
  configured: string | undefined,
  database: Database,
  dataDir: string,
): Promise<string> {
  if (configured) return configured
  if (database.kind === 'postgres') {
    await database.db
      .insert(appSetting)
      .values({ key: 'auth_secret', value: generateSecret() })
      .onConflictDoNothing({ target: appSetting.key })
    const [row] = await database.db
      .select()
      .from(appSetting)
      .where(eq(appSetting.key, sql`'auth_secret'`))
    if (!row) throw new Error('could not store the generated auth secret')
    return row.value
  }
  mkdirSync(dataDir, { recursive: true })
  const file = join(dataDir, 'auth-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  const secret = generateSecret()
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}
