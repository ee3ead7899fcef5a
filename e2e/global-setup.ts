import { spawn } from 'node:child_process'
import { appendFileSync, closeSync, existsSync, mkdirSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import {
  ARTIFACTS_DIR,
  CONTACT_EMAIL,
  E2E_BASE_URL,
  E2E_PORT,
  FOUNDER_EMAIL,
  FOUNDER_LINKEDIN_URL,
  FOUNDER_WEBSITE_URL,
  SCREENS_DIR,
  SERVER_LOG,
  SERVER_STATE,
  type ServerState,
} from './server-settings'

const START_TIMEOUT_MS = 60_000

async function healthStatus(): Promise<number | null> {
  try {
    const response = await fetch(`${E2E_BASE_URL}/api/health`, { signal: AbortSignal.timeout(2_000) })
    return response.status
  } catch {
    return null
  }
}

/** Starts the built server on a fresh data folder; its output is appended to e2e/.artifacts/server.log. */
export default async function globalSetup() {
  const serverEntry = resolve('dist/server/index.js')
  if (!existsSync(serverEntry)) throw new Error('dist/server/index.js is missing: run `npm run build` (npm run test:e2e does it).')
  if ((await healthStatus()) !== null) {
    throw new Error(`Something already answers on ${E2E_BASE_URL}: stop it (an earlier test run?) before running the e2e tests.`)
  }

  mkdirSync(ARTIFACTS_DIR, { recursive: true })
  rmSync(SCREENS_DIR, { recursive: true, force: true })
  mkdirSync(SCREENS_DIR, { recursive: true })
  rmSync(join(ARTIFACTS_DIR, 'axe-summary.jsonl'), { force: true })
  const dataDir = mkdtempSync(join(tmpdir(), 'lodestar-e2e-'))
  appendFileSync(SERVER_LOG, `\n=== e2e run ${new Date().toISOString()} (DATA_DIR ${dataDir}) ===\n`)

  const logFd = openSync(SERVER_LOG, 'a')
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      TMPDIR: process.env.TMPDIR ?? '',
      NODE_ENV: 'production',
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      APP_URL: E2E_BASE_URL,
      DATA_DIR: dataDir,
      ADMIN_EMAILS: FOUNDER_EMAIL,
      FOUNDER_WEBSITE_URL,
      FOUNDER_LINKEDIN_URL,
      CONTACT_EMAIL,
      SIGN_IN_MAX_ATTEMPTS_PER_IP: '1000',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', logFd, logFd],
  })
  closeSync(logFd)
  if (child.pid === undefined) {
    rmSync(dataDir, { recursive: true, force: true })
    throw new Error('Could not start the server (no PID)')
  }
  const state: ServerState = { pid: child.pid, dataDir }
  writeFileSync(SERVER_STATE, JSON.stringify(state))

  let exited: number | null | undefined
  child.once('exit', (code) => {
    exited = code
  })

  const deadline = Date.now() + START_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (exited !== undefined) break
    if ((await healthStatus()) === 200) return
    await new Promise((done) => setTimeout(done, 250))
  }
  if (exited === undefined) child.kill('SIGTERM')
  rmSync(dataDir, { recursive: true, force: true })
  rmSync(SERVER_STATE, { force: true })
  throw new Error(
    exited !== undefined
      ? `The server exited with code ${exited} during start-up; see ${SERVER_LOG}`
      : `The server did not answer GET /api/health with 200 within ${START_TIMEOUT_MS / 1000} s; see ${SERVER_LOG}`,
  )
}
