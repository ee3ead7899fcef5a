import { useEffect, type RefObject } from 'react'

/**
 * While `open`: a press outside `root` or Escape calls `close`, and Escape gives focus back to `trigger`
 * (the disclosure pattern). With `onFocusOut`, focus leaving `root` closes it too. `close` must be stable.
 */
export function useDismiss(
  open: boolean,
  close: () => void,
  refs: { root: RefObject<HTMLElement | null>; trigger: RefObject<HTMLElement | null> },
  options: { onFocusOut?: boolean } = {},
) {
  const { root, trigger } = refs
  const onFocusOut = options.onFocusOut ?? false
  useEffect(() => {
    if (!open) return
    const onPointer = (event: PointerEvent) => {
      if (!(event.target instanceof Node) || !root.current?.contains(event.target)) close()
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      close()
      trigger.current?.focus()
    }
    const onFocusLeave = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node) || !root.current?.contains(event.relatedTarget)) close()
    }
    const element = root.current
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('keydown', onKey)
    if (onFocusOut) element?.addEventListener('focusout', onFocusLeave)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('keydown', onKey)
      element?.removeEventListener('focusout', onFocusLeave)
    }
  }, [open, close, root, trigger, onFocusOut])
}
