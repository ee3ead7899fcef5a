import { existsSync, readFileSync, rmSync } from 'node:fs'
import { SERVER_STATE, type ServerState } from './server-settings'

const STOP_TIMEOUT_MS = 15_000

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** Stops the server started by global-setup (SIGTERM to its own PID) and deletes its data folder. */
export default async function globalTeardown() {
  if (!existsSync(SERVER_STATE)) return
  const { pid, dataDir } = JSON.parse(readFileSync(SERVER_STATE, 'utf8')) as ServerState
  if (isAlive(pid)) {
    process.kill(pid, 'SIGTERM')
    const deadline = Date.now() + STOP_TIMEOUT_MS
    while (isAlive(pid) && Date.now() < deadline) await new Promise((done) => setTimeout(done, 100))
    if (isAlive(pid)) {
      console.warn(`The e2e server (PID ${pid}) did not stop within ${STOP_TIMEOUT_MS / 1000} s after SIGTERM; sending SIGKILL`)
      process.kill(pid, 'SIGKILL')
    }
  }
  rmSync(dataDir, { recursive: true, force: true })
  rmSync(SERVER_STATE, { force: true })
}
