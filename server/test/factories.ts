import { onTestFinished } from 'vitest'
import { LIFETIME_TIER } from '../../shared/plans'
import type { Db } from '../db/client'
import { subscribers } from '../features/account/account.tables'
import { contactMessage } from '../features/contact/contact.tables'
import { createTestApp, FOUNDER_EMAIL, OPS_EMAIL, type SignedUp, type TestApp } from './create-test-app'

/** A fresh app for this test, closed (and its database dropped) when the test finishes. */
export async function testApp(...args: Parameters<typeof createTestApp>): Promise<TestApp> {
  const app = await createTestApp(...args)
  onTestFinished(() => app.close())
  return app
}

export async function insertSubscriber(db: Db, email: string, values: Partial<typeof subscribers.$inferInsert> = {}) {
  const [row] = await db
    .insert(subscribers)
    .values({ email: email.toLowerCase(), lifetimeAccess: true, subscriptionTier: LIFETIME_TIER, ...values })
    .returning()
  if (!row) throw new Error('subscriber insert returned no row')
  return row
}

export async function signUpPremium(app: TestApp, name = 'Premium Member'): Promise<SignedUp> {
  const member = await app.signUp(name)
  await insertSubscriber(app.db, member.email)
  return member
}

/**
 * Opens the mailed verification link in the browser that signed up (its session cookie), as the owner
 * of the address would; from anywhere else the link hands the account over instead (decision 011).
 */
export async function verifyEmail(app: TestApp, email: string, cookie: string): Promise<void> {
  const response = await app.request((await app.mailTo(email, 'Verify')).link, { cookie })
  if (response.status !== 302 || response.headers.get('location')?.includes('mode=reset')) {
    throw new Error(`verification of ${email} answered ${response.status} → ${response.headers.get('location')}`)
  }
}

/** An ADMIN_EMAILS address counts as admin only once verified. */
async function signUpVerified(app: TestApp, name: string, email: string): Promise<SignedUp> {
  const member = await app.signUp(name, { email })
  await verifyEmail(app, email, member.cookie)
  return member
}

export const signUpFounder = (app: TestApp) => signUpVerified(app, 'Founder', FOUNDER_EMAIL)
export const signUpOps = (app: TestApp) => signUpVerified(app, 'Ops', OPS_EMAIL)

/** Contact messages written straight to the inbox, as the contact form would have stored them. */
export async function insertContactMessages(db: Db, rows: (typeof contactMessage.$inferInsert)[]) {
  await db.insert(contactMessage).values(rows)
}
