#!/usr/bin/env node
// Usage: node scripts/with-fresh-postgres.mjs <command...>
// Runs the command with DATABASE_URL pointing at a brand-new PostgreSQL database, dropped afterwards.
// The server is PG_ADMIN_URL (default postgresql://postgres@127.0.0.1:5432/postgres).
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { delimiter, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'

const adminUrl = process.env.PG_ADMIN_URL || 'postgresql://postgres@127.0.0.1:5432/postgres'
const [command, ...args] = process.argv.slice(2)
if (!command) {
  console.error('Usage: node scripts/with-fresh-postgres.mjs <command...>')
  process.exit(2)
}

async function adminQuery(statement) {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 10_000 })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

const name = `lodestar_run_${randomBytes(6).toString('hex')}`
const shownServer = (() => {
  const url = new URL(adminUrl)
  return `${url.hostname}:${url.port || '5432'}`
})()

try {
  await adminQuery(`CREATE DATABASE ${name}`)
} catch (error) {
  console.error(
    `Could not create a test database on PostgreSQL at ${shownServer}: ${error instanceof Error ? error.message : error}`,
  )
  console.error('Start PostgreSQL, or set PG_ADMIN_URL to a server where this user may CREATE DATABASE.')
  process.exit(1)
}

const databaseUrl = new URL(adminUrl)
databaseUrl.pathname = `/${name}`
console.log(`with-fresh-postgres: created database ${name} on ${shownServer}`)

let dropped = false
async function dropDatabase() {
  if (dropped) return
  dropped = true
  try {
    await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    console.log(`with-fresh-postgres: dropped database ${name}`)
  } catch (error) {
    console.error(
      `with-fresh-postgres: could not drop database ${name}: ${error instanceof Error ? error.message : error}`,
    )
  }
}

// Outside `npm run`, local binaries (vitest, tsx) are not on PATH yet.
const localBin = join(fileURLToPath(new URL('..', import.meta.url)), 'node_modules', '.bin')
const child = spawn(command, args, {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATABASE_URL: databaseUrl.toString(),
    PATH: `${localBin}${delimiter}${process.env.PATH ?? ''}`,
  },
})

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal))
}

const exitCode = await new Promise((resolve) => {
  child.on('error', (error) => {
    console.error(`with-fresh-postgres: could not run ${command}: ${error.message}`)
    resolve(127)
  })
  child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 + (signal === 'SIGINT' ? 2 : 15) : 1)))
})
await dropDatabase()
process.exit(exitCode)
