import { defineConfig } from 'vitest/config'

// `npm run test:real-data`: every recorded upstream response in ../shared/data/scholarly/fixtures
// through the connector parsers, and a sample of each corpus file through corpus-format.ts.
// SHARED_DATA_DIR overrides where the shared data lives; REAL_DATA_OPTIONAL=1 skips (with a message)
// instead of failing when it is absent.
export default defineConfig({
  test: {
    name: 'real-data',
    environment: 'node',
    include: ['server/real-data/**/*.test.ts'],
    // The suite is inert under the default config (whose unit project also matches server/**/*.test.ts).
    env: { LODESTAR_REAL_DATA_SUITE: '1' },
    maxWorkers: 1,
    testTimeout: 60_000,
  },
})
