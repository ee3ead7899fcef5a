// What every benchmark script needs to start servers of its own.
import { createServer } from 'node:net'

export const sleep = (ms) => new Promise((done) => setTimeout(done, ms))

/** A TCP port nobody listens on right now. */
export const freePort = () =>
  new Promise((resolvePort, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolvePort(port))
    })
  })

/** Resolves once `url` answers 2xx; fails when `child` exits first or 90 s pass. */
export async function waitFor(url, child, name) {
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited early (code ${child.exitCode})`)
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return
    await sleep(250)
  }
  throw new Error(`${name} did not start in time`)
}
