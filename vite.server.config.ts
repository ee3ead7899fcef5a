import { defineConfig } from 'vite'

// Bundles the Node server (dependencies stay external in node_modules) so plain `node` runs it. The data
// analyzer's worker thread is a second entry, written next to index.js where the pool looks for it (decision 031).
export default defineConfig({
  build: {
    ssr: true,
    outDir: 'dist/server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    rollupOptions: {
      input: {
        index: 'server/index.ts',
        'analysis-worker': 'server/features/data-analysis/jobs/analysis-worker.ts',
      },
      output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
    },
  },
})
