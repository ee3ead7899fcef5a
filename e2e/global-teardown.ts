import { existsSync, readFileSync, rmSync } from 'node:fs'
import type { E2eState } from './global-setup'
import { SERVER_STATE } from './server-settings'

const STOP_TIMEOUT_MS = 15_000

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

async function stop(pid: number, what: string) {
  if (!isAlive(pid)) return
  process.kill(pid, 'SIGTERM')
  const deadline = Date.now() + STOP_TIMEOUT_MS
  while (isAlive(pid) && Date.now() < deadline) await new Promise((done) => setTimeout(done, 100))
  if (isAlive(pid)) {
    console.warn(
      `The e2e ${what} (PID ${pid}) did not stop within ${STOP_TIMEOUT_MS / 1000} s after SIGTERM; sending SIGKILL`,
    )
    process.kill(pid, 'SIGKILL')
  }
}

/** Stops the server and the fake upstream APIs started by global-setup (SIGTERM to their own PIDs) and deletes the data folder. */
export default async function globalTeardown() {
  if (!existsSync(SERVER_STATE)) return
  const { pid, dataDir, fakesPid } = JSON.parse(readFileSync(SERVER_STATE, 'utf8')) as E2eState
  await stop(pid, 'server')
  if (fakesPid !== undefined) await stop(fakesPid, 'fake upstream APIs')
  rmSync(dataDir, { recursive: true, force: true })
  rmSync(SERVER_STATE, { force: true })
}
