import { useEffect, useState } from 'react'

/** The value as it was `ms` after it last changed: what a search box asks the server for. */
export function useDebounced<T>(value: T, ms: number): T {
  const [shown, setShown] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setShown(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return shown
}
