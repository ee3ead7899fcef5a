import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

const OWNER_ONLY_DIR = 0o700
const OWNER_ONLY_FILE = 0o600

/**
 * The embedded database's files hold sessions and password hashes: only the server's own user may read
 * them. Existing folders and files are narrowed at every start (PGlite wrote them 0666 before), and the
 * process umask makes whatever PGlite writes from now on owner-only too.
 */
export function secureDataDir(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: OWNER_ONLY_DIR })
  process.umask(0o077)
  narrow(dataDir)
}

function narrow(path: string): void {
  const stat = lstatSync(path)
  if (stat.isSymbolicLink()) return
  if (stat.isDirectory()) {
    if ((stat.mode & 0o777) !== OWNER_ONLY_DIR) chmodSync(path, OWNER_ONLY_DIR)
    for (const entry of readdirSync(path)) narrow(join(path, entry))
  } else if ((stat.mode & 0o777) !== OWNER_ONLY_FILE) {
    chmodSync(path, OWNER_ONLY_FILE)
  }
}
