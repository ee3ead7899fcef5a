import { useCallback, useEffect, useRef, useState } from 'react'
import type { HypothesisInput, SavedHypothesisRun } from '#shared/contract/hypotheses'
import { ApiError } from '../../../lib/api-client'
import { generateHypotheses } from '../api/hypotheses-api'
import { applyHypothesisEvent, initialProgress, type GenerationProgress } from '../hypothesis-progress'

export type GenerationFailure = { status: number; code: string; message: string }

type Callbacks = {
  onDone: (run: SavedHypothesisRun) => void
  onFailed: (failure: GenerationFailure) => void
}

/**
 * Runs one hypothesis run's event stream: its stages and sources as they arrive, then the saved run. Cancel (or
 * leaving the page) aborts the request, which closes the stream, and the server stops its work when the client leaves.
 */
export function useHypothesisGeneration({ onDone, onFailed }: Callbacks) {
  const [progress, setProgress] = useState<GenerationProgress | null>(null)
  const [isRunning, setIsRunning] = useState(false)
  const [wasCancelled, setWasCancelled] = useState(false)
  const abortRef = useRef<AbortController | null>(null)
  const callbacks = useRef<Callbacks>({ onDone, onFailed })
  useEffect(() => {
    callbacks.current = { onDone, onFailed }
  })

  useEffect(() => () => abortRef.current?.abort(), [])

  const start = useCallback(async (input: HypothesisInput) => {
    const controller = new AbortController()
    abortRef.current = controller
    setProgress(initialProgress())
    setWasCancelled(false)
    setIsRunning(true)
    let failure: GenerationFailure | null = null
    let saved: SavedHypothesisRun | null = null
    try {
      const events = await generateHypotheses(input, controller.signal)
      for await (const event of events) {
        if (event.type === 'done') {
          saved = event.run
          break
        }
        if (event.type === 'error') {
          failure = { status: 0, code: event.code, message: event.message }
          break
        }
        setProgress((current) => applyHypothesisEvent(current ?? initialProgress(), event))
      }
      if (!saved && !failure && !controller.signal.aborted) failure = { status: 0, code: '', message: '' }
    } catch (error) {
      if (!controller.signal.aborted)
        failure =
          error instanceof ApiError
            ? { status: error.status, code: error.code, message: error.message }
            : { status: 0, code: '', message: '' }
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
      callbacks.current.onDone(saved)
    } else if (failure) callbacks.current.onFailed(failure)
  }, [])

  const cancel = useCallback(() => abortRef.current?.abort(), [])

  /** Hides the last run's progress (a failed or cancelled one) to show a saved run instead. */
  const dismiss = useCallback(() => {
    if (abortRef.current) return
    setProgress(null)
    setWasCancelled(false)
  }, [])

  return { progress, isRunning, wasCancelled, start, cancel, dismiss }
}
