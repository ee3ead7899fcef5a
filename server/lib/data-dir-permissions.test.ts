import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { parseEnv } from '../env'
import { openDatabase } from '../platform'

// Read by setting: process.umask() without an argument is deprecated (it races with other threads).
const previousUmask = process.umask(0o022)
process.umask(previousUmask)
const made: string[] = []
afterEach(() => {
  process.umask(previousUmask)
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function modesUnder(dir: string): Map<string, number> {
  const modes = new Map<string, number>([[dir, statSync(dir).mode & 0o777]])
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name)
    modes.set(path, statSync(path).mode & 0o777)
  }
  return modes
}

test('opening the embedded database narrows an existing world-writable data folder, and PGlite’s new files are owner-only', async () => {
  process.umask(0)
  const dataDir = mkdtempSync(join(tmpdir(), 'lodestar-perms-'))
  made.push(dataDir)
  chmodSync(dataDir, 0o777)
  mkdirSync(join(dataDir, 'old'), { mode: 0o777 })
  writeFileSync(join(dataDir, 'old', 'wal-like'), 'session token', { mode: 0o666 })
  const parsed = parseEnv({ DATA_DIR: dataDir, NODE_ENV: 'test' })
  if (!parsed.ok) throw new Error(parsed.problems.join('; '))

  const { database, release } = await openDatabase(parsed.env)
  try {
    await database.migrate()
    await database.db.execute('CREATE TABLE probe (token text)')
    await database.db.execute("INSERT INTO probe VALUES ('a secret')")
  } finally {
    await database.close()
    release()
  }

  const modes = modesUnder(dataDir)
  expect(modes.size).toBeGreaterThan(100)
  const loose = [...modes].filter(([path, mode]) => (statSync(path).isDirectory() ? mode !== 0o700 : mode !== 0o600))
  expect(loose.map(([path, mode]) => `${path} ${mode.toString(8)}`)).toEqual([])
}, 120_000)
