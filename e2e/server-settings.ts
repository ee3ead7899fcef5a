import { join } from 'node:path'

// Shared by the config, the global setup/teardown and the fixtures (no Playwright imports here).
export const E2E_PORT = 3400
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`
export const ARTIFACTS_DIR = join(import.meta.dirname, '.artifacts')
export const SERVER_LOG = join(ARTIFACTS_DIR, 'server.log')
export const SERVER_STATE = join(ARTIFACTS_DIR, 'server-state.json')
export const SCREENS_DIR = join(ARTIFACTS_DIR, 'screens')

export const FOUNDER_EMAIL = 'founder@lodestar.test'
export const FOUNDER_WEBSITE_URL = 'https://founder.example'
export const FOUNDER_LINKEDIN_URL = 'https://www.linkedin.com/in/founder-example'
export const CONTACT_EMAIL = 'hello@lodestar.test'

export type ServerState = { pid: number; dataDir: string }
