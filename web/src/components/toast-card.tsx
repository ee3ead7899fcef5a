import { X } from 'lucide-react'
import { cn } from '../lib/cn'

export type ToastInput = { title: string; description?: string; variant?: 'default' | 'success' | 'destructive' }
export type Toast = ToastInput & { id: number }

/** The one toast on screen, inside the provider's live region. */
export function ToastCard({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
  return (
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
        onClick={onDismiss}
        className="rounded p-1 hover:bg-black/5"
        aria-label="Dismiss notification"
      >
        <X aria-hidden="true" className="h-4 w-4" />
      </button>
    </div>
  )
}
