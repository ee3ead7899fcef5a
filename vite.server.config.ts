import { defineConfig } from 'vite'

// Bundles the Node server (dependencies stay external in node_modules) so plain `node` runs it. The data
// analyzer's, the literature review's and the bibliography's worker threads are entries too, written next to index.js where their pools
// look for them (decision 031).
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
        'review-worker': 'server/features/reviews/review-worker.ts',
        'bibliography-worker': 'server/features/bibliography/bibliography-worker.ts',
      },
      output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
    },
  },
})
