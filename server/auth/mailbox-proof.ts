import { randomBytes } from 'node:crypto'
import { and, eq, ne } from 'drizzle-orm'
import type { Db } from '../db/client'
import { account, session, verification } from './auth.tables'

const CHOOSE_PASSWORD_TTL_MS = 60 * 60 * 1000

/**
 * The person who opened a verification link controls the mailbox; whoever chose the password may not
 * (anyone can sign up with any address). When the opener is not signed in to that very account, every
 * session ends and the password stops working, and the opener chooses the password (decision 011).
 * Returns the one-time token for choosing it, in better-auth's own password-reset format.
 */
export async function handOverToMailboxOwner(db: Db, userId: string, now = new Date()): Promise<string> {
  const token = randomBytes(24).toString('base64url')
  await db.transaction(async (tx) => {
    await tx.delete(session).where(eq(session.userId, userId))
    await tx
      .update(account)
      .set({ password: null, updatedAt: now })
      .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')))
    await tx.insert(verification).values({
      id: randomBytes(16).toString('hex'),
      identifier: `reset-password:${token}`,
      value: userId,
      expiresAt: new Date(now.getTime() + CHOOSE_PASSWORD_TTL_MS),
    })
  })
  return token
}

/** The account's owner proved the mailbox from a signed-in session: every other session ends. */
export async function endOtherSessions(db: Db, userId: string, keepSessionId: string): Promise<void> {
  await db.delete(session).where(and(eq(session.userId, userId), ne(session.id, keepSessionId)))
}
