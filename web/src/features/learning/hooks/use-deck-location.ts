import { useCallback, useMemo } from 'react'
import { useSearchParams } from '../../../lib/router'
import { readDeckLocation, writeDeckLocation, type DeckLocationChange } from '../deck-location'

/** The deck's mode, filters and per-mode positions, read from and written to the address (replacing, not pushing). */
export function useDeckLocation() {
  const [params, setParams] = useSearchParams()
  const location = useMemo(() => readDeckLocation(params), [params])
  const change = useCallback(
    (next: DeckLocationChange) => setParams((current) => writeDeckLocation(current, next), { replace: true }),
    [setParams],
  )
  return { ...location, change }
}
