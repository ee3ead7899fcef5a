#!/usr/bin/env node
// `npm start`: build when the build is missing or older than the sources, then run the server
// in this same process (one PID, so SIGTERM reaches the server's own shutdown handler). package.json starts it with
// `exec`, so the shell npm runs scripts in becomes this process and the signal npm passes on arrives here.
import { spawn } from 'node:child_process'
import { existsSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { newerSource } from './source-changes.mjs'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const serverEntry = join(root, 'dist/server/index.js')
const webIndex = join(root, 'dist/web/index.html')
const prerenderEntry = join(root, 'dist/web-ssr/prerender.js')
const stampFile = join(root, 'dist/.build-stamp')

function buildReason() {
  if (![serverEntry, webIndex, prerenderEntry].every((file) => existsSync(file))) return 'no build found'
  if (!existsSync(stampFile)) return 'dist/.build-stamp is missing'
  const changed = newerSource(root, statSync(stampFile).mtimeMs)
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
    console.error(
      `The build failed${result.code != null ? ` (exit code ${result.code})` : ''}; not starting the server. Fix the errors above and run \`npm start\` again.`,
    )
    process.exit(1)
  }
  // Dated when the build started, so sources edited during the build trigger the next one.
  writeFileSync(stampFile, `${startedAt.toISOString()}\n`)
  utimesSync(stampFile, startedAt, startedAt)
}

await import(pathToFileURL(serverEntry).href)
