#!/usr/bin/env node
// `npm start`: build when the build is missing or older than the sources, then run the server
// in this same process (one PID, so SIGTERM reaches the server's own shutdown handler).
import { spawn } from 'node:child_process'
import { existsSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const serverEntry = join(root, 'dist/server/index.js')
const webIndex = join(root, 'dist/web/index.html')
const stampFile = join(root, 'dist/.build-stamp')
const SOURCE_DIRS = ['web', 'server', 'shared']
const SOURCE_FILES = ['vite.config.ts', 'vite.server.config.ts', 'package.json']

/** The first source file modified after `since` (ms), or null. */
function newerSource(since) {
  const stack = SOURCE_DIRS.map((dir) => join(root, dir))
  for (const file of SOURCE_FILES) {
    const path = join(root, file)
    if (existsSync(path) && statSync(path).mtimeMs > since) return file
  }
  while (stack.length > 0) {
    const dir = stack.pop()
    let entries
    try {
      entries = readdirSync(dir, { withFileTypes: true })
    } catch {
      continue
    }
    for (const entry of entries) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue
      const path = join(dir, entry.name)
      if (entry.isDirectory()) stack.push(path)
      else if (entry.isFile() && statSync(path).mtimeMs > since) return path.slice(root.length + 1)
    }
  }
  return null
}

function buildReason() {
  if (!existsSync(serverEntry) || !existsSync(webIndex)) return 'no build found'
  if (!existsSync(stampFile)) return 'dist/.build-stamp is missing'
  const changed = newerSource(statSync(stampFile).mtimeMs)
  return changed ? `${changed} changed since the last build` : null
}

function runBuild() {
  return new Promise((resolveBuild) => {
    const child = spawn(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build'], {
      cwd: root,
      stdio: 'inherit',
      shell: process.platform === 'win32',
    })
    // Stopping `npm start` during the build stops the build too.
    const forward = (signal) => child.kill(signal)
    process.on('SIGINT', forward)
    process.on('SIGTERM', forward)
    child.on('error', (error) => {
      console.error(`Could not run \`npm run build\`: ${error.message}`)
      resolveBuild({ ok: false })
    })
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward)
      process.off('SIGTERM', forward)
      resolveBuild({ ok: code === 0, code, signal })
    })
  })
}

const reason = buildReason()
if (reason) {
  console.log(`Building Lodestar (${reason})…`)
  const startedAt = new Date()
  const result = await runBuild()
  if (result.signal) process.exit(1)
  if (!result.ok || !existsSync(serverEntry) || !existsSync(webIndex)) {
    console.error(`The build failed${result.code != null ? ` (exit code ${result.code})` : ''}; not starting the server. Fix the errors above and run \`npm start\` again.`)
    process.exit(1)
  }
  // Dated when the build started, so sources edited during the build trigger the next one.
  writeFileSync(stampFile, `${startedAt.toISOString()}\n`)
  utimesSync(stampFile, startedAt, startedAt)
}

await import(pathToFileURL(serverEntry).href)
