import { useCallback, useEffect, useRef, useState } from 'react'
import { QUIZ_SECONDS } from '#shared/learning'

/** The quiz countdown: ticks each second while running; at 0 it stops, resets to 30 and calls `onExpire`. */
export function useQuizTimer(onExpire: () => void) {
  const [secondsLeft, setSecondsLeft] = useState(QUIZ_SECONDS)
  const [running, setRunning] = useState(false)
  const remaining = useRef(QUIZ_SECONDS)
  const expire = useRef(onExpire)
  useEffect(() => {
    expire.current = onExpire
  }, [onExpire])

  useEffect(() => {
    if (!running) return
    const id = setInterval(() => {
      remaining.current -= 1
      if (remaining.current > 0) {
        setSecondsLeft(remaining.current)
        return
      }
      remaining.current = QUIZ_SECONDS
      setSecondsLeft(QUIZ_SECONDS)
      setRunning(false)
      expire.current()
    }, 1000)
    return () => clearInterval(id)
  }, [running])

  const reset = useCallback(() => {
    remaining.current = QUIZ_SECONDS
    setSecondsLeft(QUIZ_SECONDS)
  }, [])
  const stop = useCallback(() => {
    reset()
    setRunning(false)
  }, [reset])
  const toggle = useCallback(() => setRunning((value) => !value), [])
  return { secondsLeft, running, toggle, reset, stop }
}
