import { AxeBuilder } from '@axe-core/playwright'
import {
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type ConsoleMessage,
  type Locator,
  type Page,
} from '@playwright/test'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { E2E_BASE_URL, FOUNDER_EMAIL, SCREENS_DIR, SERVER_LOG } from './server-settings'

export { FOUNDER_EMAIL, FOUNDER_LINKEDIN_URL, FOUNDER_WEBSITE_URL } from './server-settings'

export const DEFAULT_PASSWORD = 'correct-horse-42'
export const FOUNDER_PASSWORD = 'founder-password-42'

type Credentials = { email: string; password: string }
type NewAccount = Credentials & { name: string }

// better-auth refuses cookie-carrying POSTs without an Origin; a browser always sends one.
const sameOrigin = { origin: E2E_BASE_URL }

/** A new address for every call, so tests never share accounts. The first two letters of the prefix become the initials. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${randomBytes(3).toString('hex')}@lodestar.test`.toLowerCase()
}

async function describeFailure(response: Awaited<ReturnType<APIRequestContext['post']>>) {
  return `${response.status()} ${response.url()}: ${await response.text()}`
}

// What the web app's sign-up form sends: the verification link leads back to /auth?verified=1.
const VERIFY_CALLBACK_URL = '/auth?verified=1'

/**
 * Signs up through the API and then signs in, as the web app does (sign-up itself opens no session);
 * the session cookie stays in `request` (use page.request to share it with a page).
 */
export async function signUpViaApi(request: APIRequestContext, account: NewAccount) {
  const response = await request.post('/api/auth/sign-up/email', {
    data: { ...account, callbackURL: VERIFY_CALLBACK_URL },
    headers: sameOrigin,
  })
  if (!response.ok()) throw new Error(`Sign-up of ${account.email} failed: ${await describeFailure(response)}`)
  const created = (await response.json()) as { user: { id: string; email: string; emailVerified: boolean } }
  await signInViaApi(request, { email: account.email, password: account.password })
  return created
}

/** Signs in through the API; the session cookie stays in `request`. */
export async function signInViaApi(request: APIRequestContext, credentials: Credentials) {
  const response = await request.post('/api/auth/sign-in/email', { data: credentials, headers: sameOrigin })
  if (!response.ok()) throw new Error(`Sign-in of ${credentials.email} failed: ${await describeFailure(response)}`)
  return (await response.json()) as { user: { id: string; email: string } }
}

/** Who GET /api/me says is signed in with the cookies of `request`: the user, or null for a visitor. */
export async function signedInUser(request: APIRequestContext): Promise<{ email: string } | null> {
  const response = await request.get('/api/me')
  if (!response.ok()) throw new Error(`GET /api/me failed: ${await describeFailure(response)}`)
  return ((await response.json()) as { user: { email: string } | null }).user
}

/** Signs up a fresh account with the default password and returns its credentials. */
export async function newSignedInUser(request: APIRequestContext, prefix: string, name = 'Test Researcher') {
  const account = { name, email: uniqueEmail(prefix), password: DEFAULT_PASSWORD }
  await signUpViaApi(request, account)
  return account
}

/** A new member, signed in on `request`, made premium by the founder (lifetime access) through the admin API. */
export async function newPremiumMember(request: APIRequestContext, prefix: string, name: string) {
  const account = { name, email: uniqueEmail(prefix), password: DEFAULT_PASSWORD }
  const created = await signUpViaApi(request, account)
  const founder = await newApiContext()
  try {
    await signInAsFounder(founder)
    const granted = await founder.put(`/api/admin/users/${created.user.id}/lifetime-access`, { headers: sameOrigin })
    expect(granted.ok(), await granted.text()).toBe(true)
  } finally {
    await founder.dispose()
  }
  return { ...account, id: created.user.id }
}

/**
 * Signs in as the founder (the first ADMIN_EMAILS address), creating and verifying the account on
 * first use: an administrator address has no admin powers until it is verified. Several workers may
 * race to create it, so a failed sign-up is followed by another sign-in.
 */
export async function signInAsFounder(request: APIRequestContext) {
  const credentials = { email: FOUNDER_EMAIL, password: FOUNDER_PASSWORD }
  const first = await request.post('/api/auth/sign-in/email', { data: credentials, headers: sameOrigin })
  if (!first.ok()) {
    await request.post('/api/auth/sign-up/email', {
      data: { ...credentials, name: 'Ada Founder' },
      headers: sameOrigin,
    })
    await signInViaApi(request, credentials)
  }
  const me = (await (await request.get('/api/me')).json()) as { isAdmin?: boolean }
  if (me.isAdmin) return
  // Opened with the founder's own session, so the link keeps it (from elsewhere it would hand the account over).
  const verified = await request.get(await readMailLink(FOUNDER_EMAIL, 'Verify'), { maxRedirects: 0 })
  if (verified.status() !== 302 || verified.headers().location?.includes('mode=reset'))
    throw new Error(`Verifying ${FOUNDER_EMAIL} failed: ${await describeFailure(verified)}`)
}

/** A separate cookie jar (another device, in effect). Dispose it at the end of the test. */
export function newApiContext(): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL: E2E_BASE_URL })
}

// ---------------------------------------------------------------------------------------------
// The server's log (e2e/.artifacts/server.log): mail links and diagnostics

type LogEntry = {
  msg?: string
  mailTo?: string
  subject?: string
  link?: string
  path?: string
  [key: string]: unknown
}

/** Where the log ends now; pass it to serverLogSince() to see only what a test caused. */
export function serverLogOffset(): number {
  return existsSync(SERVER_LOG) ? statSync(SERVER_LOG).size : 0
}

export function serverLogSince(offset = 0): LogEntry[] {
  if (!existsSync(SERVER_LOG)) return []
  const text = readFileSync(SERVER_LOG).subarray(offset).toString('utf8')
  const entries: LogEntry[] = []
  for (const line of text.split('\n')) {
    if (!line.startsWith('{')) continue
    try {
      entries.push(JSON.parse(line) as LogEntry)
    } catch {
      // a line being written right now
    }
  }
  return entries
}

const MAIL_LOG_MESSAGE = 'mail (not sent: SMTP_URL is not set)'

/** Polls the server log for the newest mail to `toEmail` whose subject contains `subjectIncludes`, and returns its link. */
export async function readMailLink(toEmail: string, subjectIncludes: string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs
  const wanted = toEmail.toLowerCase()
  for (;;) {
    const mail = serverLogSince()
      .filter(
        (entry) =>
          entry.msg === MAIL_LOG_MESSAGE &&
          entry.mailTo?.toLowerCase() === wanted &&
          entry.subject?.includes(subjectIncludes) &&
          entry.link,
      )
      .at(-1)
    if (mail?.link) return mail.link
    if (Date.now() > deadline)
      throw new Error(
        `No mail to ${toEmail} with a subject containing "${subjectIncludes}" in ${SERVER_LOG} after ${timeoutMs} ms`,
      )
    await new Promise((done) => setTimeout(done, 200))
  }
}

// ---------------------------------------------------------------------------------------------
// Accessibility, screenshots and page problems

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>

/** Runs axe on the page as it is; fails on any serious or critical violation, listing rule, targets and help. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<AxeResults> {
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  )
  const report = serious.map(
    (violation) =>
      `[${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n` +
      violation.nodes
        .map(
          (node) => `    at ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`,
        )
        .join('\n'),
  )
  expect(report, `axe found serious or critical violations on ${page.url()}:\n${report.join('\n')}`).toEqual([])
  return results
}

const SCREEN_SIZES = [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
] as const

/** Saves full-page PNGs at 375×812 and 1280×900 as e2e/.artifacts/screens/<name>-<width>.png, then restores the viewport. */
export async function screenshotAt(page: Page, name: string, ready?: Locator) {
  mkdirSync(SCREENS_DIR, { recursive: true })
  const original = page.viewportSize()
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize(size)
    if (ready) await expect(ready).toBeVisible()
    // Let layout settle after the resize (lazy images, fonts, ResizeObservers).
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
    await page.screenshot({
      path: join(SCREENS_DIR, `${name}-${size.width}.png`),
      fullPage: true,
      animations: 'disabled',
      caret: 'hide',
    })
  }
  if (original) await page.setViewportSize(original)
}

/**
 * Collects uncaught errors and Content-Security-Policy violations of a page, to assert on at the end of a test.
 * Call before the first navigation: it also listens for `securitypolicyviolation` events inside the page.
 */
export async function watchPageProblems(page: Page) {
  const problems: string[] = []
  const messages: string[] = []
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `Content Security Policy violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline code'} in ${event.sourceFile}:${event.lineNumber}`,
      )
    })
  })
  page.on('pageerror', (error) => problems.push(`uncaught error on ${page.url()}: ${error.stack ?? error.message}`))
  page.on('console', (message: ConsoleMessage) => {
    const text = message.text()
    messages.push(`[${message.type()}] ${page.url()}: ${text}`)
    if (/Content[- ]Security[- ]Policy/i.test(text)) problems.push(`CSP violation on ${page.url()}: ${text}`)
  })
  return {
    problems: () => [...problems],
    messages: () => [...messages],
    expectNone: () =>
      expect(problems, `page problems:\n${problems.join('\n')}\nconsole:\n${messages.join('\n')}`).toEqual([]),
  }
}

/** The account menu's toggle (desktop navbar). */
export function accountMenuButton(page: Page, name: string) {
  return page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: `Account menu for ${name}`, exact: true })
}
