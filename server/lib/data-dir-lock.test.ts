import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, onTestFinished, test } from 'vitest'
import { DataDirLockedError, lockDataDir } from './data-dir-lock'

function tempDataDir() {
  const dir = mkdtempSync(join(tmpdir(), 'lodestar-lock-'))
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }))
  return dir
}

/** A live process other than this one, stopped when the test ends. */
function startOtherProcess() {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' })
  onTestFinished(() => {
    child.kill()
  })
  if (!child.pid) throw new Error('could not start a helper process')
  return child.pid
}

test('locking a free folder writes our PID into the lock file', () => {
  const dir = tempDataDir()

  const release = lockDataDir(dir)

  expect(readFileSync(join(dir, 'lodestar.lock'), 'utf8')).toBe(String(process.pid))
  release()
})

test('a folder locked by another live process is refused with an error naming its PID', () => {
  const dir = tempDataDir()
  const otherPid = startOtherProcess()
  writeFileSync(join(dir, 'lodestar.lock'), String(otherPid))

  const attempt = () => lockDataDir(dir)

  expect(attempt).toThrow(DataDirLockedError)
  expect(attempt).toThrow(`PID ${otherPid}`)
  expect(readFileSync(join(dir, 'lodestar.lock'), 'utf8')).toBe(String(otherPid))
})

test('a lock left by a process that has died is taken over', () => {
  const dir = tempDataDir()
  const finished = spawnSync(process.execPath, ['-e', '0'])
  writeFileSync(join(dir, 'lodestar.lock'), String(finished.pid))

  const release = lockDataDir(dir)

  expect(readFileSync(join(dir, 'lodestar.lock'), 'utf8')).toBe(String(process.pid))
  release()
})

test('a lock file with garbage in it is taken over', () => {
  const dir = tempDataDir()
  writeFileSync(join(dir, 'lodestar.lock'), 'not a pid')

  const release = lockDataDir(dir)

  expect(readFileSync(join(dir, 'lodestar.lock'), 'utf8')).toBe(String(process.pid))
  release()
})

test('release removes the lock file, so the folder can be locked again', () => {
  const dir = tempDataDir()
  const release = lockDataDir(dir)

  release()

  expect(existsSync(join(dir, 'lodestar.lock'))).toBe(false)
  lockDataDir(dir)()
})

test('the data folder and its parents are created if missing', () => {
  const dir = join(tempDataDir(), 'nested', 'data')

  const release = lockDataDir(dir)

  expect(existsSync(join(dir, 'lodestar.lock'))).toBe(true)
  release()
})
