// Which source file changed since the last build: shared by `npm start` and the Lighthouse benchmark.
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

const SOURCE_DIRS = ['web', 'server', 'shared']
const SOURCE_FILES = ['vite.config.ts', 'vite.prerender.config.ts', 'vite.server.config.ts', 'package.json']

/** The first source file under `root` modified after `since` (ms), relative to `root`, or null. */
export function newerSource(root, since) {
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
