import { count, desc, eq, isNull } from 'drizzle-orm'
import type { ContactInbox, ContactInboxQuery } from '#shared/contract/admin'
import type { ContactMessage, CreateContactMessageInput } from '#shared/contract/contact'
import { CreateContactMessageInputSchema } from '#shared/contract/contact'
import { AppError } from '../../lib/app-error'
import type { AuthedContext, RequestContext } from '../../request-context'
import { contactMessage } from './contact.tables'

type Row = typeof contactMessage.$inferSelect

function toContactMessage(row: Row): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
  }
}

export async function createContactMessage(
  ctx: RequestContext,
  input: CreateContactMessageInput,
): Promise<ContactMessage> {
  const values = CreateContactMessageInputSchema.parse(input)
  const [row] = await ctx.db
    .insert(contactMessage)
    .values({ ...values, userId: ctx.user?.id ?? null })
    .returning()
  if (!row) throw new AppError('INTERNAL', 'Failed to send message')
  ctx.log.info('contact message stored', { contactMessageId: row.id })
  return toContactMessage(row)
}

export async function listContactMessages(ctx: AuthedContext, query: ContactInboxQuery): Promise<ContactInbox> {
  const where = query.show === 'unhandled' ? isNull(contactMessage.handledAt) : undefined
  const rows = await ctx.db
    .select()
    .from(contactMessage)
    .where(where)
    .orderBy(desc(contactMessage.createdAt), desc(contactMessage.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
  const [matching] = await ctx.db.select({ n: count() }).from(contactMessage).where(where)
  const [unhandled] = await ctx.db.select({ n: count() }).from(contactMessage).where(isNull(contactMessage.handledAt))
  return { messages: rows.map(toContactMessage), total: matching?.n ?? 0, unhandled: unhandled?.n ?? 0 }
}

export async function setContactMessageHandled(
  ctx: AuthedContext,
  id: string,
  handled: boolean,
): Promise<ContactMessage> {
  const [row] = await ctx.db
    .update(contactMessage)
    .set(handled ? { handledAt: ctx.now(), handledBy: ctx.user.email } : { handledAt: null, handledBy: null })
    .where(eq(contactMessage.id, id))
    .returning()
  if (!row) throw new AppError('NOT_FOUND', 'Message not found')
  return toContactMessage(row)
}
