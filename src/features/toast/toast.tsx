import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react'
import * as css from './toast.css'

export type ToastKind = 'success' | 'error'
interface Toast {
  id: number
  kind: ToastKind
  text: string
}

interface ToastApi {
  show(kind: ToastKind, text: string): void
}

const ToastContext = createContext<ToastApi>({ show: () => {} })

/** How long a toast stays; errors stay longer so they can be read. */
const DURATION: Record<ToastKind, number> = { success: 3_000, error: 6_000 }

/**
 * Toasts in two live regions that exist from the first render (a region added together with its
 * text is often not announced): polite for success, assertive for errors.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([])
  const next = useRef(1)
  const show = useCallback((kind: ToastKind, text: string) => {
    const id = next.current++
    setToasts((list) => [...list.filter((t) => t.kind !== kind), { id, kind, text }])
    window.setTimeout(() => setToasts((list) => list.filter((t) => t.id !== id)), DURATION[kind])
  }, [])
  const api = useMemo(() => ({ show }), [show])
  const of = (kind: ToastKind) => toasts.filter((t) => t.kind === kind)
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className={css.region}>
        <div role="status" aria-live="polite" aria-atomic="true" data-testid="toast-status">
          {of('success').map((t) => (
            <p key={t.id} className={css.toast} data-kind="success">
              {t.text}
            </p>
          ))}
        </div>
        <div role="alert" aria-live="assertive" aria-atomic="true" data-testid="toast-alert">
          {of('error').map((t) => (
            <p key={t.id} className={css.toast} data-kind="error">
              {t.text}
            </p>
          ))}
        </div>
      </div>
    </ToastContext.Provider>
  )
}

export function useToast(): ToastApi {
  return useContext(ToastContext)
}
