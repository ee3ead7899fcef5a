import { endpoints } from '#shared/contract/endpoints'
import type { HypothesisEvent } from '#shared/contract/hypotheses'
import { formatBibliographyInWorker } from '../bibliography'
import { runWithSourceCaller } from '../sources'
import { streamEvents } from '../../lib/event-stream'
import { fileStem } from '../../lib/file-stem'
import { refuseCrossSite } from '../../lib/security'
import { EndpointRoutes } from '../../serve-endpoint'
import { hypothesesMarkdown } from './hypotheses-markdown'
import { deleteRun, getRun, listRuns, saveRun } from './hypotheses.service'
import { makeHypotheses } from './make-hypotheses'

const FAILED_MESSAGE = 'Failed to generate hypotheses. Please try again.'

export const hypothesesRoutes = new EndpointRoutes()
  .serve(endpoints.generateHypotheses, { before: [refuseCrossSite] }, (c) => {
    const ctx = c.var.authed
    const input = c.req.valid('json')
    return streamEvents<HypothesisEvent>(c, {
      // Upstream calls count against the user's share of each source (decision 013) and stop when the client
      // leaves; a run stopped or failed is not kept.
      run: async (emit, signal) => {
        const result = await runWithSourceCaller(
          `user:${ctx.user.id}`,
          () => makeHypotheses({ sources: ctx.sources, log: ctx.log, now: ctx.now, llm: ctx.llm }, input, emit, signal),
          signal,
        )
        signal.throwIfAborted()
        emit({ type: 'done', run: await saveRun(ctx, input, result) })
      },
      failure: (error) => {
        ctx.log.error('hypothesis generation failed', { err: error })
        return { type: 'error', code: 'INTERNAL', message: FAILED_MESSAGE }
      },
    })
  })
  .serve(endpoints.hypothesisRuns, async (c) => c.json({ runs: await listRuns(c.var.authed) }))
  .serve(endpoints.hypothesisRun, async (c) => c.json(await getRun(c.var.authed, c.req.valid('param').runId)))
  .serve(endpoints.deleteHypothesisRun, async (c) => c.json(await deleteRun(c.var.authed, c.req.valid('param').runId)))
  .serve(endpoints.exportHypothesisRun, async (c) => {
    const { runId, format } = c.req.valid('param')
    const saved = await getRun(c.var.authed, runId)
    const stem = fileStem(saved.title, 'hypotheses')
    if (format === 'markdown')
      return c.body(hypothesesMarkdown(saved), 200, {
        'Content-Type': 'text/markdown; charset=utf-8',
        'Content-Disposition': `attachment; filename="${stem}-hypotheses.md"`,
      })
    const file = await formatBibliographyInWorker(saved.result.references, format)
    return c.body(file.body, 200, {
      'Content-Type': file.contentType,
      'Content-Disposition': `attachment; filename="${stem}-references.${file.extension}"`,
    })
  })
