import { endpoints } from '#shared/contract/endpoints'
import type { ReviewEvent } from '#shared/contract/reviews'
import { formatBibliographyInWorker } from '../bibliography'
import { runWithSourceCaller } from '../sources'
import { streamEvents } from '../../lib/event-stream'
import { fileStem } from '../../lib/file-stem'
import { refuseCrossSite } from '../../lib/security'
import { EndpointRoutes } from '../../serve-endpoint'
import { makeReview } from './make-review'
import { reviewMarkdown } from './review-markdown'
import { deleteReview, getReview, listReviews, renameReview, saveReview } from './reviews.service'

const FAILED_MESSAGE = 'Failed to generate literature review. Please try again.'

export const reviewsRoutes = new EndpointRoutes()
  .serve(endpoints.generateLiteratureReview, { before: [refuseCrossSite] }, (c) => {
    const ctx = c.var.authed
    const input = c.req.valid('json')
    return streamEvents<ReviewEvent>(c, {
      // The review's upstream calls count against the user's share of each source (decision 013) and stop when the
      // client leaves; a review stopped or failed is not kept.
      run: async (emit, signal) => {
        const review = await runWithSourceCaller(
          `user:${ctx.user.id}`,
          () => makeReview({ sources: ctx.sources, log: ctx.log, now: ctx.now, llm: ctx.llm }, input, emit, signal),
          signal,
        )
        signal.throwIfAborted()
        emit({ type: 'done', review: await saveReview(ctx, input, review) })
      },
      failure: (error) => {
        ctx.log.error('literature review failed', { err: error })
        return { type: 'error', code: 'INTERNAL', message: FAILED_MESSAGE }
      },
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
    const stem = fileStem(saved.title, 'literature-review')
    if (format === 'markdown')
      return c.body(reviewMarkdown(saved), 200, {
        'Content-Type': 'text/markdown; charset=utf-8',
        'Content-Disposition': `attachment; filename="${stem}.md"`,
      })
    const file = await formatBibliographyInWorker(saved.review.references, format)
    return c.body(file.body, 200, {
      'Content-Type': file.contentType,
      'Content-Disposition': `attachment; filename="${stem}-${format === 'csl-json' ? 'csl' : format}.${file.extension}"`,
    })
  })
