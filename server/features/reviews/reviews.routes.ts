import { streamSSE } from 'hono/streaming'
import { endpoints } from '#shared/contract/endpoints'
import type { ReviewEvent } from '#shared/contract/reviews'
import { formatBibliography } from '../bibliography'
import { runWithSourceCaller } from '../sources'
import { refuseCrossSite } from '../../lib/security'
import { EndpointRoutes } from '../../serve-endpoint'
import { makeReview } from './make-review'
import { reviewMarkdown } from './review-markdown'
import { deleteReview, getReview, listReviews, renameReview, saveReview } from './reviews.service'

const FAILED_MESSAGE = 'Failed to generate literature review. Please try again.'

/** A file name from the review's title: letters, digits and dashes only. */
function fileStem(title: string): string {
  const stem = title
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .toLowerCase()
    .slice(0, 60)
  return stem || 'literature-review'
}

export const reviewsRoutes = new EndpointRoutes()
  .serve(endpoints.generateLiteratureReview, { before: [refuseCrossSite] }, (c) => {
    const ctx = c.var.authed
    const input = c.req.valid('json')
    const stop = new AbortController()
    const request = c.req.raw.signal
    const onRequestAbort = () => stop.abort(request.reason)
    if (request.aborted) stop.abort(request.reason)
    else request.addEventListener('abort', onRequestAbort, { once: true })

    return streamSSE(c, async (stream) => {
      stream.onAbort(() => stop.abort(new Error('the client closed the stream')))
      let writing = Promise.resolve()
      const emit = (event: ReviewEvent) => {
        writing = writing.then(() => (stream.aborted ? undefined : stream.writeSSE({ data: JSON.stringify(event) })))
      }
      try {
        // The review's upstream calls count against the user's share of each source (decision 013) and stop
        // when the client leaves; a review stopped or failed is not kept.
        const review = await runWithSourceCaller(
          `user:${ctx.user.id}`,
          () =>
            makeReview({ sources: ctx.sources, log: ctx.log, now: ctx.now, llm: ctx.llm }, input, emit, stop.signal),
          stop.signal,
        )
        stop.signal.throwIfAborted()
        emit({ type: 'done', review: await saveReview(ctx, input, review) })
        await writing
      } catch (error) {
        if (!stop.signal.aborted) {
          ctx.log.error('literature review failed', { err: error })
          emit({ type: 'error', code: 'INTERNAL', message: FAILED_MESSAGE })
        }
        await writing
      } finally {
        request.removeEventListener('abort', onRequestAbort)
      }
    })
  })
  .serve(endpoints.literatureReviews, async (c) => c.json({ reviews: await listReviews(c.var.authed) }))
  .serve(endpoints.literatureReview, async (c) => c.json(await getReview(c.var.authed, c.req.valid('param').reviewId)))
  .serve(endpoints.renameLiteratureReview, async (c) =>
    c.json(await renameReview(c.var.authed, c.req.valid('param').reviewId, c.req.valid('json').title)),
  )
  .serve(endpoints.deleteLiteratureReview, async (c) =>
    c.json(await deleteReview(c.var.authed, c.req.valid('param').reviewId)),
  )
  .serve(endpoints.exportLiteratureReview, async (c) => {
    const { reviewId, format } = c.req.valid('param')
    const saved = await getReview(c.var.authed, reviewId)
    const stem = fileStem(saved.title)
    if (format === 'markdown')
      return c.body(reviewMarkdown(saved), 200, {
        'Content-Type': 'text/markdown; charset=utf-8',
        'Content-Disposition': `attachment; filename="${stem}.md"`,
      })
    const file = formatBibliography(saved.review.references, format)
    return c.body(file.body, 200, {
      'Content-Type': file.contentType,
      'Content-Disposition': `attachment; filename="${stem}-${format === 'csl-json' ? 'csl' : format}.${file.extension}"`,
    })
  })
