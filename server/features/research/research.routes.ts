import { randomUUID } from 'node:crypto'
import { streamSSE } from 'hono/streaming'
import { endpoints } from '#shared/contract/endpoints'
import {
  RESEARCH_MODES,
  ResearchSourceIds,
  type ResearchEvent,
  type ResearchSourcesResponse,
} from '#shared/contract/research'
import { chargeOnce, refundCharge, refuseWhenQuotaSpent } from '../quota'
import { runWithSourceCaller } from '../sources'
import { AppError } from '../../lib/app-error'
import { refuseCrossSite } from '../../lib/security'
import type { AuthedContext } from '../../request-context'
import { EndpointRoutes } from '../../serve-endpoint'
import { answerQuestion } from './answer-question'
import { screenQuestion } from './ethics-screen'
import { createConversation, readThread, saveExchange } from './conversations.service'
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

/** Claims the ask's AI query; losing the race for the day's last one is the quota's error, as an event. */
async function claimQuery(
  ctx: AuthedContext,
  questionId: string,
  emit: (event: ResearchEvent) => void,
): Promise<boolean> {
  try {
    await chargeOnce(ctx, 'aiQuery', questionId)
    return true
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'RATE_LIMITED')) throw error
    emit({ type: 'error', code: error.code, message: error.message })
    return false
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
    // Spares the conversation lookup when today's queries are spent; the claim below is what decides.
    refuseWhenQuotaSpent(ctx, 'aiQuery')

    // Before the stream, by reads only: someone else's conversation is a 404, a full one a 409. A new
    // conversation's row, like the AI query's claim, is written after the first event.
    const thread = await readThread(ctx, {
      conversationId: input.conversationId,
      question: input.question,
      mode: input.mode,
    })

    const questionId = randomUUID()
    const declined = input.ethicalMode && !screenQuestion(input.question).allowed
    let claimed = false
    // The claim is given back when no answer starts: an abstention, a failure, or a client gone first.
    const giveBack = async () => {
      try {
        await refundCharge(ctx, 'aiQuery', questionId)
      } catch (error) {
        ctx.log.error('research query not given back', { err: error })
      }
    }

    const stop = new AbortController()
    const request = c.req.raw.signal
    const onRequestAbort = () => stop.abort(request.reason)
    if (request.aborted) stop.abort(request.reason)
    else request.addEventListener('abort', onRequestAbort, { once: true })

    return streamSSE(c, async (stream) => {
      stream.onAbort(() => stop.abort(new Error('the client closed the stream')))
      // Events are written in order; each write waits for the reader, so the answer never waits on them.
      let writing = Promise.resolve()
      let answerStarted = false
      let exchange: Exchange | null = null
      const emit = (event: ResearchEvent) => {
        if (event.type === 'answer-start' && event.kind !== 'abstain') answerStarted = true
        writing = writing.then(() => (stream.aborted ? undefined : stream.writeSSE({ data: JSON.stringify(event) })))
      }
      try {
        emit({ type: 'conversation', conversationId: thread.conversationId })
        // Written even when the claim is then lost: the client already holds the id.
        if (thread.isNew) await createConversation(ctx, thread.conversationId, input)
        // The AI query is claimed before any source is asked, so parallel asks past the limit cost nothing
        // upstream. A question ethical mode declines is never claimed.
        if (!declined) {
          if (stop.signal.aborted) return
          claimed = await claimQuery(ctx, questionId, emit)
          if (!claimed) {
            await writing
            return
          }
        }
        // The answer's upstream calls count against the user's share of each source (decision 013) and stop
        // when the client leaves.
        exchange = await runWithSourceCaller(
          `user:${ctx.user.id}`,
          () =>
            answerQuestion(ctx, input, emit, stop.signal, {
              history: thread.history,
              earlierWorks: thread.earlierWorks,
              prepaidQuestionId: declined ? undefined : questionId,
            }),
          stop.signal,
        )
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
        if (claimed && !(exchange ? exchange.charged : answerStarted)) await giveBack()
      }
    })
  })
