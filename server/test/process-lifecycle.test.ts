import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { request } from 'node:http'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { projectRoot } from '../lib/paths'

// Real processes on the embedded database: what `npm start` promises across stops and starts.
const tempDirs: string[] = []
const makeDataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'lodestar-lifecycle-'))
  tempDirs.push(dir)
  return dir
}
const dataDir = makeDataDir()
const children: ChildProcess[] = []
afterAll(() => {
  for (const child of children) child.kill('SIGKILL')
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true })
})

type Started = { child: ChildProcess; output: () => string; exited: Promise<number | null> }

// Port 0: the system picks a free port and the start-up line tells which.
function startServer(extraEnv: Record<string, string> = {}): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: projectRoot,
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, output: () => output, exited }
}

/** Waits for the start-up line and a healthy database; returns the base URL. */
async function waitForHealth(started: Started): Promise<string> {
  const deadline = Date.now() + 100_000
  while (Date.now() < deadline) {
    const port = /running at http:\/\/127\.0\.0\.1:(\d+)/.exec(started.output())?.[1]
    if (port) {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null)
      if (response?.ok) return `http://127.0.0.1:${port}`
    }
    if (started.child.exitCode !== null) throw new Error(`server exited early:\n${started.output()}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`server did not become healthy:\n${started.output()}`)
}

const account = { name: 'Rosalind Franklin', email: 'rosalind@example.com', password: 'double-helix-51' }

test('an account survives a stop and a start; a second process on the same folder is refused; SIGTERM exits cleanly', async () => {
  const first = startServer()
  const firstUrl = await waitForHealth(first)
  expect(first.output()).toContain('embedded PostgreSQL (PGlite)')

  const signUp = await fetch(`${firstUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  })
  expect(signUp.status).toBe(200)

  const intruder = startServer()
  expect(await intruder.exited).toBe(1)
  expect(intruder.output()).toMatch(/in use by another Lodestar process \(PID \d+\)/)

  first.child.kill('SIGTERM')
  expect(await first.exited).toBe(0)
  expect(existsSync(join(dataDir, 'lodestar.lock'))).toBe(false)

  const second = startServer()
  const secondUrl = await waitForHealth(second)
  const signIn = await fetch(`${secondUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  })
  expect(signIn.status).toBe(200)
  second.child.kill('SIGTERM')
  expect(await second.exited).toBe(0)
}, 240_000)

test('SIGTERM lets a request already in flight finish before the process exits', async () => {
  const server = startServer({ DATA_DIR: makeDataDir() })
  const url = new URL(await waitForHealth(server))
  const body = JSON.stringify({ name: 'Marie Curie', email: 'marie@example.com', password: 'polonium-and-radium' })
  const response = new Promise<{ status: number; text: string }>((resolve, reject) => {
    const outgoing = request(
      {
        host: url.hostname,
        port: url.port,
        path: '/api/auth/sign-up/email',
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (incoming) => {
        let text = ''
        incoming.on('data', (chunk: Buffer) => (text += chunk.toString()))
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, text }))
      },
    )
    outgoing.on('error', reject)
    outgoing.flushHeaders()
    // The headers are in; the server is waiting for the body when the signal arrives.
    setTimeout(() => {
      server.child.kill('SIGTERM')
      setTimeout(() => outgoing.end(body), 300)
    }, 300)
  })
  const answered = await response
  expect(answered.status).toBe(200)
  expect(JSON.parse(answered.text)).toMatchObject({ user: { email: 'marie@example.com' } })
  expect(await server.exited).toBe(0)
}, 240_000)

test('bad configuration stops the process with one line per problem', async () => {
  const started = startServer({ PORT: 'abc', ADMIN_EMAILS: 'ok@example.com,not-an-email', SMTP_URL: 'http://nope' })
  expect(await started.exited).toBe(1)
  const lines = started
    .output()
    .split('\n')
    .filter((line) => line.startsWith('Invalid configuration'))
  expect(lines).toHaveLength(3)
  expect(lines.join('\n')).toMatch(/PORT/)
  expect(lines.join('\n')).toMatch(/ADMIN_EMAILS/)
  expect(lines.join('\n')).toMatch(/SMTP_URL/)
}, 60_000)

test("npm start's script hands its shell over to node, so a stop sent to npm's child reaches the server", async () => {
  const { scripts } = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as {
    scripts: { start: string }
  }
  // npm runs the script through `sh -c` and signals that shell; with `node scripts/start.mjs` as the shell's child
  // (no exec), the shell went and the server kept running, orphaned (issue 26 §6).
  const probe = scripts.start.replace('node scripts/start.mjs', `${process.execPath} -e "setInterval(() => {}, 1000)"`)
  expect(probe).not.toBe(scripts.start)
  const shell = spawn('sh', ['-c', probe], { stdio: 'ignore' })
  children.push(shell)
  await new Promise((resolve) => setTimeout(resolve, 300))
  const exited = new Promise<NodeJS.Signals | null>((resolve) => shell.on('exit', (_code, signal) => resolve(signal)))
  shell.kill('SIGTERM')
  expect(await exited).toBe('SIGTERM')
  // The process npm signalled was node itself: nothing is left with the shell's pid.
  expect(() => process.kill(shell.pid ?? -1, 0)).toThrow()
  const orphans = execFileSync('ps', ['-eo', 'ppid,args']).toString()
  expect(orphans).not.toContain(`${process.execPath} -e setInterval`)
})
