import { useCallback, useEffect, useRef, useState } from 'react'
import { ApiError } from './api-client'

export type RunFailure = { status: number; code: string; message: string }

type ErrorEvent = { type: 'error'; code: string; message: string }

type StreamedRun<Input, Event extends { type: string }, Saved, Progress> = {
  /** opens the run's event stream */
  open: (input: Input, signal: AbortSignal) => Promise<AsyncIterable<Event>>
  /** the saved result a `done` event carries, or null for any other event */
  savedOf: (event: Event) => Saved | null
  initialProgress: () => Progress
  applyEvent: (progress: Progress, event: Event) => Progress
  onDone: (saved: Saved) => void
  onFailed: (failure: RunFailure) => void
}

const UNKNOWN_FAILURE: RunFailure = { status: 0, code: '', message: '' }

function isErrorEvent(event: { type: string }): event is ErrorEvent {
  return event.type === 'error'
}

/**
 * Runs one long tool run's event stream (a literature review, a hypothesis run): its stages and sources as they
 * arrive, then the saved result. Cancel (or leaving the page) aborts the request, which closes the stream, and the
 * server stops its work when the client leaves.
 */
export function useStreamedRun<Input, Event extends { type: string }, Saved, Progress>(
  run: StreamedRun<Input, Event, Saved, Progress>,
) {
  const [progress, setProgress] = useState<Progress | null>(null)
  const [isRunning, setIsRunning] = useState(false)
  const [wasCancelled, setWasCancelled] = useState(false)
  const abortRef = useRef<AbortController | null>(null)
  const latest = useRef(run)
  useEffect(() => {
    latest.current = run
  })

  useEffect(() => () => abortRef.current?.abort(), [])

  const start = useCallback(async (input: Input) => {
    const { open, savedOf, initialProgress, applyEvent } = latest.current
    const controller = new AbortController()
    abortRef.current = controller
    setProgress(initialProgress())
    setWasCancelled(false)
    setIsRunning(true)
    let failure: RunFailure | null = null
    let saved: Saved | null = null
    try {
      for await (const event of await open(input, controller.signal)) {
        saved = savedOf(event)
        if (saved) break
        if (isErrorEvent(event)) {
          failure = { status: 0, code: event.code, message: event.message }
          break
        }
        setProgress((current) => applyEvent(current ?? initialProgress(), event))
      }
      if (!saved && !failure && !controller.signal.aborted) failure = UNKNOWN_FAILURE
    } catch (error) {
      if (!controller.signal.aborted)
        failure =
          error instanceof ApiError
            ? { status: error.status, code: error.code, message: error.message }
            : UNKNOWN_FAILURE
    } finally {
      if (abortRef.current === controller) abortRef.current = null
    }
    setIsRunning(false)
    if (controller.signal.aborted && !saved) {
      setWasCancelled(true)
      return
    }
    if (saved) {
      setProgress(null)
      latest.current.onDone(saved)
    } else if (failure) latest.current.onFailed(failure)
  }, [])

  const cancel = useCallback(() => abortRef.current?.abort(), [])

  /** Hides the last run's progress (a failed or cancelled one) to show a saved result instead. */
  const dismiss = useCallback(() => {
    if (abortRef.current) return
    setProgress(null)
    setWasCancelled(false)
  }, [])

  return { progress, isRunning, wasCancelled, start, cancel, dismiss }
}
