import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { projectRoot } from '../lib/paths'

// Real processes on the embedded database: what `npm start` promises across stops and starts.
const dataDir = mkdtempSync(join(tmpdir(), 'lodestar-lifecycle-'))
const children: ChildProcess[] = []
afterAll(() => {
  for (const child of children) child.kill('SIGKILL')
  rmSync(dataDir, { recursive: true, force: true })
})

type Started = { child: ChildProcess; output: () => string; exited: Promise<number | null> }

function startServer(port: number, extraEnv: Record<string, string> = {}): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: projectRoot,
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, output: () => output, exited }
}

async function waitForHealth(port: number, started: Started) {
  const deadline = Date.now() + 45_000
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    if (started.child.exitCode !== null) throw new Error(`server exited early:\n${started.output()}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`server did not become healthy:\n${started.output()}`)
}

const account = { name: 'Rosalind Franklin', email: 'rosalind@example.com', password: 'double-helix-51' }

test('an account survives a stop and a start; a second process on the same folder is refused; SIGTERM exits cleanly', async () => {
  const first = startServer(3471)
  await waitForHealth(3471, first)
  expect(first.output()).toContain('Lodestar is running at http://127.0.0.1:3471')
  expect(first.output()).toContain('embedded PostgreSQL (PGlite)')

  const signUp = await fetch('http://127.0.0.1:3471/api/auth/sign-up/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  })
  expect(signUp.status).toBe(200)

  const intruder = startServer(3472)
  expect(await intruder.exited).toBe(1)
  expect(intruder.output()).toMatch(/in use by another Lodestar process \(PID \d+\)/)

  first.child.kill('SIGTERM')
  expect(await first.exited).toBe(0)
  expect(existsSync(join(dataDir, 'lodestar.lock'))).toBe(false)

  const second = startServer(3473)
  await waitForHealth(3473, second)
  const signIn = await fetch('http://127.0.0.1:3473/api/auth/sign-in/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  })
  expect(signIn.status).toBe(200)
  second.child.kill('SIGTERM')
  expect(await second.exited).toBe(0)
}, 120_000)

test('bad configuration stops the process with one line per problem', async () => {
  const started = startServer(3474, { PORT: 'abc', ADMIN_EMAILS: 'ok@example.com,not-an-email', SMTP_URL: 'http://nope' })
  expect(await started.exited).toBe(1)
  const lines = started.output().split('\n').filter((line) => line.startsWith('Invalid configuration'))
  expect(lines).toHaveLength(3)
  expect(lines.join('\n')).toMatch(/PORT/)
  expect(lines.join('\n')).toMatch(/ADMIN_EMAILS/)
  expect(lines.join('\n')).toMatch(/SMTP_URL/)
}, 60_000)
