import { defineConfig } from 'vitest/config'

// Three projects: fast unit tests, web components under happy-dom with Testing Library, and HTTP-level server tests that each build a fresh database
// (PGlite in memory, or PostgreSQL when DATABASE_URL is set: `npm run test:pg`). e2e/ belongs to Playwright.
export default defineConfig({
  test: {
    // The machine has 2 cores; every server test file holds its own PGlite (WASM) instance.
    maxWorkers: 2,
    // better-auth logs expected refusals (wrong password, unknown user) to the console.
    onConsoleLog: (log) => !log.includes('[Better Auth]'),
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['server/**/*.test.ts', 'shared/**/*.test.ts', 'web/src/**/*.test.ts'],
          exclude: ['server/**/*.routes.test.ts', 'server/test/**', 'server/real-data/**', '**/node_modules/**'],
          testTimeout: 15_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: ['web/src/**/*.test.tsx'],
          setupFiles: ['web/src/test/setup.ts'],
          // A component test types and waits for several answers; 5 s was too short on a loaded 2-core machine.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.routes.test.ts', 'server/test/**/*.test.ts'],
          exclude: ['**/node_modules/**'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
