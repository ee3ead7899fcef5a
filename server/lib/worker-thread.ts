import { Worker } from 'node:worker_threads'
import { WORKER_RESOURCE_LIMITS } from './worker-pool'

/**
 * Starts the worker thread whose entry is `<name>.ts` beside the module at `moduleUrl` (decision 031). Built
 * (`npm start`), the caller is part of dist/server and the worker is its sibling `<name>.js`, an entry of
 * vite.server.config.ts. From the sources (Vitest, tsx) the worker is TypeScript: a small bootstrap registers tsx's
 * loader inside the new thread before importing it, since Node 20's workers do not inherit the parent's loader.
 */
export function spawnWorkerThread(moduleUrl: string, name: string): Worker {
  if (!moduleUrl.endsWith('.ts'))
    return new Worker(new URL(`./${name}.js`, moduleUrl), { resourceLimits: WORKER_RESOURCE_LIMITS })
  const entry = new URL(`./${name}.ts`, moduleUrl).href
  const loader = import.meta.resolve('tsx/esm/api')
  const bootstrap = `const { register } = await import(${JSON.stringify(loader)}); register(); await import(${JSON.stringify(entry)})`
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(bootstrap)}`), {
    resourceLimits: WORKER_RESOURCE_LIMITS,
  })
}
