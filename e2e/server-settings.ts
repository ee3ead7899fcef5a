import { join } from 'node:path'

// Shared by the config, the global setup/teardown and the fixtures (no Playwright imports here).
// Overridable so two checkouts on one machine can run their journeys at the same time.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3400)
export const E2E_FAKES_PORT = E2E_PORT + 1
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`
export const ARTIFACTS_DIR = join(import.meta.dirname, '.artifacts')
export const SERVER_LOG = join(ARTIFACTS_DIR, 'server.log')
export const SERVER_STATE = join(ARTIFACTS_DIR, 'server-state.json')
export const SCREENS_DIR = join(ARTIFACTS_DIR, 'screens')

export const FOUNDER_EMAIL = 'founder@lodestar.test'
export const FOUNDER_WEBSITE_URL = 'https://founder.example'
export const FOUNDER_LINKEDIN_URL = 'https://www.linkedin.com/in/founder-example'
export const CONTACT_EMAIL = 'hello@lodestar.test'
export const CS_BRANCH_URL = 'https://cs-branch.example/'
/** Only one supporter has a website configured, so both ways of reaching them are on the page. */
export const SUPPORTER_AI_PROGRAM_URL = 'https://ai-program.example/'

export type ServerState = { pid: number; dataDir: string }

/** Our own small Scorecard-format file, imported at the server's first start (COLLEGE_DATA). */
export const COLLEGE_DATA = join(
  import.meta.dirname,
  '..',
  'server',
  'test',
  'fixtures',
  'colleges',
  'institutions.csv',
)
