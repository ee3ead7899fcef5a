import type { Context } from 'hono'
import { streamSSE } from 'hono/streaming'

export type EventRun<E> = {
  /** the work; `emit` queues an event, `signal` fires when the client leaves */
  run: (emit: (event: E) => void, signal: AbortSignal) => Promise<void>
  /** the event that tells the client the run failed (not sent when the client left) */
  failure: (error: unknown) => E
  /** after the run, failed or not, once every event is written */
  finally?: () => Promise<void> | void
}

/**
 * A long run as server-sent events: one abort signal for the request closing and the stream's reader leaving;
 * events written in the order emitted, each write waiting for the reader so the run never waits on them; a failure
 * becomes the run's error event unless the client has gone.
 */
export function streamEvents<E>(c: Context, { run, failure, finally: cleanUp }: EventRun<E>): Response {
  const stop = new AbortController()
  const request = c.req.raw.signal
  const onRequestAbort = () => stop.abort(request.reason)
  if (request.aborted) stop.abort(request.reason)
  else request.addEventListener('abort', onRequestAbort, { once: true })

  return streamSSE(c, async (stream) => {
    stream.onAbort(() => stop.abort(new Error('the client closed the stream')))
    let writing = Promise.resolve()
    const emit = (event: E) => {
      writing = writing.then(() => (stream.aborted ? undefined : stream.writeSSE({ data: JSON.stringify(event) })))
    }
    try {
      await run(emit, stop.signal)
    } catch (error) {
      if (!stop.signal.aborted) emit(failure(error))
    } finally {
      await writing
      request.removeEventListener('abort', onRequestAbort)
      await cleanUp?.()
    }
  })
}
