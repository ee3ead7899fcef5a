import { spawn } from 'node:child_process'
import { appendFileSync, closeSync, existsSync, mkdirSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fakeSourceEnv } from '../server/test/fakes'
import {
  ARTIFACTS_DIR,
  CONTACT_EMAIL,
  E2E_BASE_URL,
  E2E_PORT,
  E2E_FAKES_PORT,
  FOUNDER_EMAIL,
  FOUNDER_LINKEDIN_URL,
  FOUNDER_WEBSITE_URL,
  COLLEGE_DATA,
  CS_BRANCH_URL,
  SUPPORTER_AI_PROGRAM_URL,
  SCREENS_DIR,
  SERVER_LOG,
  SERVER_STATE,
  type ServerState,
} from './server-settings'

const START_TIMEOUT_MS = 60_000
/** Every upstream API (OpenAlex, PubMed, …) is faked on this port for the whole run. */
export const FAKES_PORT = E2E_FAKES_PORT
const FAKES_ORIGIN = `http://127.0.0.1:${FAKES_PORT}`
const FAKES_START_TIMEOUT_MS = 30_000

/** The server-state file also records the fakes' PID, for global-teardown. */
export type E2eState = ServerState & { fakesPid?: number }

async function healthStatus(): Promise<number | null> {
  try {
    const response = await fetch(`${E2E_BASE_URL}/api/health`, { signal: AbortSignal.timeout(2_000) })
    return response.status
  } catch {
    return null
  }
}

async function fakesAnswer(): Promise<boolean> {
  try {
    await fetch(`${FAKES_ORIGIN}/openalex/works?search=ping&per_page=1`, { signal: AbortSignal.timeout(2_000) })
    return true
  } catch {
    return false
  }
}

/** The fake upstream APIs (scripts/fake-upstreams.ts) in a process of their own; output to the server log. */
async function startFakes(logFd: number): Promise<number> {
  if (await fakesAnswer())
    throw new Error(
      `Something already answers on ${FAKES_ORIGIN}: stop it (an earlier test run?) before running the e2e tests.`,
    )
  const fakes = spawn(process.execPath, ['--import', 'tsx', resolve('scripts/fake-upstreams.ts')], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      TMPDIR: process.env.TMPDIR ?? '',
      FAKES_PORT: String(FAKES_PORT),
    },
    stdio: ['ignore', logFd, logFd],
  })
  if (fakes.pid === undefined) throw new Error('Could not start the fake upstream APIs (no PID)')
  let exited: number | null | undefined
  fakes.once('exit', (code) => {
    exited = code
  })
  const deadline = Date.now() + FAKES_START_TIMEOUT_MS
  while (Date.now() < deadline && exited === undefined) {
    if (await fakesAnswer()) return fakes.pid
    await new Promise((done) => setTimeout(done, 200))
  }
  if (exited === undefined) fakes.kill('SIGTERM')
  throw new Error(
    `The fake upstream APIs did not start on ${FAKES_ORIGIN}${exited !== undefined ? ` (exit code ${exited})` : ''}; see ${SERVER_LOG}`,
  )
}

/**
 * Starts the fake upstream APIs, then the built server on a fresh data folder pointed at them;
 * the output of both is appended to e2e/.artifacts/server.log.
 */
export default async function globalSetup() {
  const serverEntry = resolve('dist/server/index.js')
  if (!existsSync(serverEntry))
    throw new Error('dist/server/index.js is missing: run `npm run build` (npm run test:e2e does it).')
  if ((await healthStatus()) !== null) {
    throw new Error(
      `Something already answers on ${E2E_BASE_URL}: stop it (an earlier test run?) before running the e2e tests.`,
    )
  }

  mkdirSync(ARTIFACTS_DIR, { recursive: true })
  rmSync(SCREENS_DIR, { recursive: true, force: true })
  mkdirSync(SCREENS_DIR, { recursive: true })
  rmSync(join(ARTIFACTS_DIR, 'axe-summary.jsonl'), { force: true })
  const dataDir = mkdtempSync(join(tmpdir(), 'lodestar-e2e-'))
  appendFileSync(SERVER_LOG, `\n=== e2e run ${new Date().toISOString()} (DATA_DIR ${dataDir}) ===\n`)

  const logFd = openSync(SERVER_LOG, 'a')
  let fakesPid: number
  try {
    fakesPid = await startFakes(logFd)
  } catch (error) {
    closeSync(logFd)
    rmSync(dataDir, { recursive: true, force: true })
    throw error
  }
  const stopFakes = () => {
    try {
      process.kill(fakesPid, 'SIGTERM')
    } catch {
      // already gone
    }
  }
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
      CS_BRANCH_URL,
      SUPPORTER_AI_PROGRAM_URL,
      SIGN_IN_MAX_ATTEMPTS_PER_IP: '1000',
      COLLEGE_DATA,
      LOG_LEVEL: 'info',
      ...fakeSourceEnv(FAKES_ORIGIN),
    },
    stdio: ['ignore', logFd, logFd],
  })
  closeSync(logFd)
  if (child.pid === undefined) {
    stopFakes()
    rmSync(dataDir, { recursive: true, force: true })
    throw new Error('Could not start the server (no PID)')
  }
  const state: E2eState = { pid: child.pid, dataDir, fakesPid }
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
  stopFakes()
  rmSync(dataDir, { recursive: true, force: true })
  rmSync(SERVER_STATE, { force: true })
  throw new Error(
    exited !== undefined
      ? `The server exited with code ${exited} during start-up; see ${SERVER_LOG}`
      : `The server did not answer GET /api/health with 200 within ${START_TIMEOUT_MS / 1000} s; see ${SERVER_LOG}`,
  )
}
