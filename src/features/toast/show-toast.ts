import * as css from './toast.css'

export type ToastKind = 'success' | 'error'

/** How long a toast stays; errors stay longer so they can be read. */
const DURATION: Record<ToastKind, number> = { success: 3_000, error: 6_000 }

/**
 * Shows a toast in its kind's live region (ToastRegions), in place of the one shown there, for a
 * few seconds. Written into the DOM: the regions render no children of their own, so React leaves
 * what is put there alone.
 */
export function showToast(kind: ToastKind, text: string): void {
  const region = document.querySelector(`[data-toast-region="${kind}"]`)
  if (!region) return
  const toast = document.createElement('p')
  toast.className = css.toast
  toast.dataset.kind = kind
  toast.textContent = text
  region.replaceChildren(toast)
  window.setTimeout(() => toast.remove(), DURATION[kind])
}
