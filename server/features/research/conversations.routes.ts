import { endpoints } from '#shared/contract/endpoints'
import { EndpointRoutes } from '../../serve-endpoint'
import { deleteConversation, getConversation, listConversations, renameConversation } from './conversations.service'

export const conversationsRoutes = new EndpointRoutes()
  .serve(endpoints.researchConversations, async (c) =>
    c.json(await listConversations(c.var.authed, c.req.valid('query'))),
  )
  .serve(endpoints.researchConversation, async (c) =>
    c.json(await getConversation(c.var.authed, c.req.valid('param').conversationId)),
  )
  .serve(endpoints.renameResearchConversation, async (c) =>
    c.json(await renameConversation(c.var.authed, c.req.valid('param').conversationId, c.req.valid('json'))),
  )
  .serve(endpoints.deleteResearchConversation, async (c) =>
    c.json(await deleteConversation(c.var.authed, c.req.valid('param').conversationId)),
  )
