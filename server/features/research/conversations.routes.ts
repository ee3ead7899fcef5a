import { Hono } from 'hono'
import {
  ConversationParamSchema,
  ListConversationsInputSchema,
  RenameConversationInputSchema,
} from '../../../shared/contract/research'
import { requireUser } from '../../auth/guards'
import { validate } from '../../lib/validate'
import type { AppEnv } from '../../request-context'
import { deleteConversation, getConversation, listConversations, renameConversation } from './conversations.service'

export const conversationsRoutes = new Hono<AppEnv>()
  .get('/research/conversations', requireUser, validate('query', ListConversationsInputSchema), async (c) =>
    c.json(await listConversations(c.var.authed, c.req.valid('query'))),
  )
  .get('/research/conversations/:conversationId', requireUser, validate('param', ConversationParamSchema), async (c) =>
    c.json(await getConversation(c.var.authed, c.req.valid('param').conversationId)),
  )
  .patch(
    '/research/conversations/:conversationId',
    requireUser,
    validate('param', ConversationParamSchema),
    validate('json', RenameConversationInputSchema),
    async (c) =>
      c.json(await renameConversation(c.var.authed, c.req.valid('param').conversationId, c.req.valid('json'))),
  )
  .delete(
    '/research/conversations/:conversationId',
    requireUser,
    validate('param', ConversationParamSchema),
    async (c) => c.json(await deleteConversation(c.var.authed, c.req.valid('param').conversationId)),
  )
