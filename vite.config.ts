import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { precompress } from './scripts/vite-precompress'

const apiPort = process.env.API_PORT ?? '3001'

export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), precompress()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: false,
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
})
