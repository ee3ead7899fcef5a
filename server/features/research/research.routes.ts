import { streamSSE } from 'hono/streaming'
import { endpoints } from '#shared/contract/endpoints'
import {
  RESEARCH_MODES,
  ResearchSourceIds,
  type ResearchEvent,
  type ResearchSourcesResponse,
} from '#shared/contract/research'
import { refuseWhenQuotaSpent } from '../quota'
import { AppError } from '../../lib/app-error'
import { refuseCrossSite } from '../../lib/security'
import type { AuthedContext } from '../../request-context'
import { EndpointRoutes } from '../../serve-endpoint'
import { answerQuestion } from './answer-question'
import { openThread, saveExchange } from './conversations.service'
import { toSavedExchange, type Exchange } from './exchange'
import { unavailableReason } from './retrieve'

const FAILED_MESSAGE = 'Failed to process your research query.'

/**
 * A finished exchange joins its conversation, an abstention or a broken-off answer too (marked incomplete).
 * The answer has already been sent: a conversation deleted or filled meanwhile is logged, not an error.
 */
async function keepInConversation(ctx: AuthedContext, conversationId: string, exchange: Exchange): Promise<void> {
  try {
    await saveExchange(ctx, conversationId, toSavedExchange(exchange))
  } catch (error) {
    if (!(error instanceof AppError)) throw error
    ctx.log.warn('research answer not kept in its conversation', { conversationId, code: error.code })
  }
}

export const researchRoutes = new EndpointRoutes()
  .serve(endpoints.researchSources, (c) => {
    const { sources, llm } = c.var.ctx
    const body: ResearchSourcesResponse = {
      sources: ResearchSourceIds.map((id) => {
        const reason = unavailableReason(sources, id)
        return { id, available: reason === null, reason }
      }),
      model: llm?.model ?? null,
    }
    return c.json(body)
  })
  .serve(endpoints.askResearch, { before: [refuseCrossSite] }, async (c) => {
    const ctx = c.var.authed
    const input = c.req.valid('json')
    const mode = RESEARCH_MODES.find((entry) => entry.id === input.mode)
    if (mode?.isPremium && !ctx.access.isPremium)
      throw new AppError('FORBIDDEN', `${mode.name} mode requires premium access.`)
    // The charge itself comes when an answer starts; this only spares a stream that could not be answered.
    refuseWhenQuotaSpent(ctx, 'aiQuery')

    // Before any work: someone else's conversation is a 404, a full one a 409.
    const thread = await openThread(ctx, {
      conversationId: input.conversationId,
      question: input.question,
      mode: input.mode,
    })

    const stop = new AbortController()
    const request = c.req.raw.signal
    const onRequestAbort = () => stop.abort(request.reason)
    if (request.aborted) stop.abort(request.reason)
    else request.addEventListener('abort', onRequestAbort, { once: true })

    return streamSSE(c, async (stream) => {
      stream.onAbort(() => stop.abort(new Error('the client closed the stream')))
      // Events are written in order; each write waits for the reader, so the answer never waits on them.
      let writing = Promise.resolve()
      const emit = (event: ResearchEvent) => {
        writing = writing.then(() => (stream.aborted ? undefined : stream.writeSSE({ data: JSON.stringify(event) })))
      }
      try {
        emit({ type: 'conversation', conversationId: thread.conversationId })
        const exchange = await answerQuestion(ctx, input, emit, stop.signal, {
          history: thread.history,
          earlierWorks: thread.earlierWorks,
        })
        await writing
        if (exchange) await keepInConversation(ctx, thread.conversationId, exchange)
      } catch (error) {
        if (!stop.signal.aborted) {
          ctx.log.error('research answer failed', { err: error })
          emit({ type: 'error', code: 'INTERNAL', message: FAILED_MESSAGE })
        }
        await writing
      } finally {
        request.removeEventListener('abort', onRequestAbort)
      }
    })
  })
