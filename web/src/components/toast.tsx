import { X } from 'lucide-react'
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { cn } from '../lib/cn'

export type ToastInput = { title: string; description?: string; variant?: 'default' | 'success' | 'destructive' }
type Toast = ToastInput & { id: number }

const ToastContext = createContext<((toast: ToastInput) => void) | null>(null)
const TOAST_DURATION_MS = 6000

/** At most one toast at a time (as the original); a new one replaces the current. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null)
  const nextId = useRef(1)
  const show = useCallback((input: ToastInput) => setToast({ ...input, id: nextId.current++ }), [])

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
        {toast && (
          <div
            role={toast.variant === 'destructive' ? 'alert' : 'status'}
            data-testid="toast"
            className={cn(
              'pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border p-4 shadow-lg',
              toast.variant === 'destructive'
                ? 'border-red-300 bg-red-50 text-red-900'
                : toast.variant === 'success'
                  ? 'border-emerald-300 bg-emerald-50 text-emerald-950'
                  : 'border-slate-200 bg-white text-slate-900',
            )}
          >
            <div className="flex-1">
              <p className="text-sm font-semibold">{toast.title}</p>
              {toast.description && <p className="mt-1 text-sm">{toast.description}</p>}
            </div>
            <button
              type="button"
              onClick={() => setToast(null)}
              className="rounded p-1 hover:bg-black/5"
              aria-label="Dismiss notification"
            >
              <X aria-hidden="true" className="h-4 w-4" />
            </button>
          </div>
        )}
      </div>
    </ToastContext.Provider>
  )
}

export function useToast() {
  const show = useContext(ToastContext)
  if (!show) throw new Error('useToast must be used inside ToastProvider')
  return show
}
