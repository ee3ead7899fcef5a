import { fileURLToPath } from 'node:url'
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

const apiPort = process.env.API_PORT ?? '3001'

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** index.html is left out: the server renders it per request (and compresses it then). */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|xml|webmanifest)$/i
const MIN_BYTES = 1024

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name))
}

/**
 * Writes `name.br` (brotli, quality 11) and `name.gz` (gzip -9) beside every compressible file of the
 * web build, so the server sends them as they are instead of compressing on every request.
 */
function precompress(): Plugin {
  let outDir = ''
  return {
    name: 'lodestar:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file) && !file.includes('/.vite/'))
      let raw = 0
      let brotli = 0
      let gzipped = 0
      await Promise.all(
        files.map(async (file) => {
          const data = await readFile(file)
          if (data.byteLength < MIN_BYTES) return
          const [br, gz] = await Promise.all([
            brotliAsync(data, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: data.byteLength,
              },
            }),
            gzipAsync(data, { level: constants.Z_BEST_COMPRESSION }),
          ])
          raw += data.byteLength
          // A copy no smaller than the original is not worth a file: the server then sends the original.
          if (br.byteLength < data.byteLength) {
            await writeFile(`${file}.br`, br)
            brotli += br.byteLength
          }
          if (gz.byteLength < data.byteLength) {
            await writeFile(`${file}.gz`, gz)
            gzipped += gz.byteLength
          }
        }),
      )
      const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`
      this.info(`precompressed ${kB(raw)} of assets: brotli ${kB(brotli)}, gzip ${kB(gzipped)}`)
    },
  }
}

/**
 * Every module the entry imports statically, so it runs at start-up anyway. Rolldown splits those that lazy
 * pages also import into extra chunks the landing must then fetch (rolldown issue 10731); the `shell` group
 * below keeps them in the entry chunk, which saves about 1.5 kB gzip on the landing (decision 023). Icons
 * and TanStack Query are left out: their barrels re-export modules that only lazy pages use.
 */
const entryClosure = new Set<string>()
const BARREL_REEXPORTED = /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]|@tanstack[\\/]/

function collectEntryClosure(): Plugin {
  return {
    name: 'lodestar:entry-closure',
    apply: 'build',
    buildEnd() {
      const pending = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry)
      while (pending.length > 0) {
        const id = pending.pop()
        if (id === undefined || entryClosure.has(id)) continue
        entryClosure.add(id)
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []))
      }
    },
  }
}

/**
 * The dev server checks every API answer against the contract's schemas. Only `serve` loads it, so the
 * build's module graph never sees zod.
 */
function checkApiAnswersInDev(): Plugin {
  return {
    name: 'lodestar:check-api-answers',
    apply: 'serve',
    transformIndexHtml: () => [
      {
        tag: 'script',
        attrs: { type: 'module' },
        children: `import { checkAnswersAgainstContract } from '/src/lib/contract-check.ts'\ncheckAnswersAgainstContract()`,
        injectTo: 'head',
      },
    ],
  }
}

export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), precompress(), checkApiAnswersInDev(), collectEntryClosure()],
  resolve: {
    // wouter imports the useSyncExternalStore shim for React 17; React 19 has the hook (decision 023).
    alias: [
      {
        find: /^use-sync-external-store\/shim\/index\.js$/,
        replacement: fileURLToPath(new URL('web/src/lib/react-sync-external-store.ts', import.meta.url)),
      },
    ],
  },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: process.env.BUNDLE_SOURCEMAP === '1',
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'shell', test: (id: string) => entryClosure.has(id) && !BARREL_REEXPORTED.test(id) },
            // Every lucide icon was a chunk of its own (42 chunks under 2 kB): /pricing preloaded 17 files, and on a
            // slow connection their round trips, not their bytes, held back the first paint. One chunk of all icons.
            { name: 'icons', test: (id: string) => id.includes('/node_modules/lucide-react/') },
          ],
        },
      },
    },
    // Read by the server to preload a public page's route chunks (server/web/route-preloads.ts).
    manifest: true,
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
})
