import * as css from './toast.css'

/**
 * The toasts' two live regions, there from the first render (a region added together with its text
 * is often not announced): polite for success, assertive for errors. They stay empty until
 * `showToast` writes into them, whose code loads with the forms that use it, not with every page.
 */
export function ToastRegions() {
  return (
    <div className={css.region}>
      <div role="status" aria-live="polite" aria-atomic="true" data-testid="toast-status" data-toast-region="success" />
      <div role="alert" aria-live="assertive" aria-atomic="true" data-testid="toast-alert" data-toast-region="error" />
    </div>
  )
}
