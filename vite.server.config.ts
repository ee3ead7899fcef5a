import { defineConfig } from 'vite'

// Bundles the Node server (dependencies stay external in node_modules) so plain `node` runs it.
export default defineConfig({
  build: {
    ssr: 'server/index.ts',
    outDir: 'dist/server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    rollupOptions: { output: { entryFileNames: 'index.js' } },
  },
})
