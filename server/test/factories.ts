import { onTestFinished } from 'vitest'
import { LIFETIME_TIER } from '../../shared/plans'
import type { Db } from '../db/client'
import { subscribers } from '../features/account/account.tables'
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

export const signUpFounder = (app: TestApp) => app.signUp('Founder', { email: FOUNDER_EMAIL })
export const signUpOps = (app: TestApp) => app.signUp('Ops', { email: OPS_EMAIL })

export async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T
}
