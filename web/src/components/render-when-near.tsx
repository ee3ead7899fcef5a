import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react'

/**
 * Renders `children` (typically a lazy component, whose code then loads) only once the visitor scrolls
 * within `rootMargin` of it; until then an empty box of `placeholderClassName` holds its place.
 */
export function RenderWhenNear({
  children,
  placeholderClassName,
  rootMargin = '300px',
}: {
  children: ReactNode
  placeholderClassName: string
  rootMargin?: string
}) {
  const [isNear, setIsNear] = useState(false)
  const placeholderRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const placeholder = placeholderRef.current
    if (isNear || !placeholder) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        setIsNear(true)
      },
      { rootMargin },
    )
    observer.observe(placeholder)
    return () => observer.disconnect()
  }, [isNear, rootMargin])
  const placeholder = <div ref={placeholderRef} className={placeholderClassName} />
  return isNear ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder
}
