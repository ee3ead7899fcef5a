import { useCallback, useRef } from 'react'

/**
 * Focus for a result that appears after a run: `request()` asks for it, and the element takes focus as soon as it is
 * on the page (at once if it already is), however long its data takes to load after the run ends.
 */
export function useFocusWhenShown() {
  const node = useRef<HTMLElement | null>(null)
  const wanted = useRef(false)
  const ref = useCallback((element: HTMLElement | null) => {
    node.current = element
    if (element && wanted.current) {
      wanted.current = false
      element.focus()
    }
  }, [])
  const request = useCallback(() => {
    wanted.current = true
    // Already shown (the same element stays): focus after this render.
    requestAnimationFrame(() => {
      if (wanted.current && node.current) {
        wanted.current = false
        node.current.focus()
      }
    })
  }, [])
  return { ref, request }
}
