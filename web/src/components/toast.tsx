import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import type { Toast, ToastInput } from './toast-card'

export type { ToastInput } from './toast-card'

// The card's code is not on the landing's critical path (decision 023): it loads when the browser is idle after
// the first render, so it is there before almost any toast; the live region that announces it is always present.
const loadToastCard = () => import('./toast-card')
const ToastCard = lazy(() => loadToastCard().then((module) => ({ default: module.ToastCard })))

const ToastContext = createContext<((toast: ToastInput) => void) | null>(null)
const TOAST_DURATION_MS = 6000

/** At most one toast at a time (as the original); a new one replaces the current. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null)
  const nextId = useRef(1)
  const show = useCallback((input: ToastInput) => setToast({ ...input, id: nextId.current++ }), [])
  const dismiss = useCallback(() => setToast(null), [])

  useEffect(() => {
    const load = () => void loadToastCard()
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(load, { timeout: 3000 })
      return () => window.cancelIdleCallback(handle)
    }
    const timer = setTimeout(load, 1000)
    return () => clearTimeout(timer)
  }, [])

  useEffect(() => {
    if (!toast) return
    const timer = setTimeout(
      () => setToast((current) => (current?.id === toast.id ? null : current)),
      TOAST_DURATION_MS,
    )
    return () => clearTimeout(timer)
  }, [toast])

  const value = useMemo(() => show, [show])
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div
        aria-live="polite"
        aria-atomic="true"
        className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4 sm:justify-end"
      >
        <Suspense fallback={null}>{toast && <ToastCard toast={toast} onDismiss={dismiss} />}</Suspense>
      </div>
    </ToastContext.Provider>
  )
}

export function useToast() {
  const show = useContext(ToastContext)
  if (!show) throw new Error('useToast must be used inside ToastProvider')
  return show
}
