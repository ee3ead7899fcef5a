import { realpathSync } from 'node:fs'
import { pathToFileURL } from 'node:url'

/**
 * Runs `main` with the command line's arguments and exits with its code, but only when the module at
 * `moduleUrl` is the file node was started with: tests import the same module without running it.
 */
export function runAsCommand(moduleUrl: string, name: string, main: (args: string[]) => Promise<number>): void {
  const entry = process.argv[1]
  if (!entry) return
  let invokedDirectly: boolean
  try {
    invokedDirectly = moduleUrl === pathToFileURL(realpathSync(entry)).href
  } catch {
    invokedDirectly = false
  }
  if (!invokedDirectly) return
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`${name} failed:`, error instanceof Error ? error.message : error)
      process.exit(1)
    },
  )
}
