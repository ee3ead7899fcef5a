import { useLayoutEffect, useRef, useState } from 'react'

/**
 * The width an element is shown at, kept between `min` and `max`, so a chart can be drawn at that width rather
 * than scaled from a fixed viewBox: its labels then keep their pixel size in a phone column as on a desktop.
 */
export function useShownWidth<T extends HTMLElement = HTMLDivElement>(min: number, max: number, initial = max) {
  const ref = useRef<T>(null)
  const [width, setWidth] = useState(initial)
  useLayoutEffect(() => {
    const node = ref.current
    if (!node || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(([entry]) => {
      const shown = Math.round(entry?.contentRect.width ?? 0)
      if (shown > 0) setWidth(shown)
    })
    observer.observe(node)
    return () => observer.disconnect()
  }, [])
  return [ref, Math.min(max, Math.max(min, width))] as const
}
