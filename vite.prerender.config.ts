import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The web app bundled for Node, to prerender visitors' public pages (decision 035). Its dependencies stay
// external in node_modules; styles are not needed, the browser's build has them.
export default defineConfig({
  root: 'web',
  publicDir: false,
  plugins: [react()],
  build: {
    ssr: 'src/prerender.tsx',
    outDir: '../dist/web-ssr',
    emptyOutDir: true,
    target: 'node20',
    rollupOptions: { output: { entryFileNames: 'prerender.js' } },
  },
})
