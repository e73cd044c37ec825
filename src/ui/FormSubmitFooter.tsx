import * as css from './form.css'
import { buttonPrimary } from './primitives.css'

/**
 * The end of a public form (booth application, visitor registration): the submit button, busy while
 * the answer is awaited, then the answer in a polite status region (success) or an alert (error), so
 * a screen reader hears it without the focus moving.
 */
export function FormSubmitFooter({
  submitting,
  label,
  success,
  error,
  testIdPrefix,
}: {
  submitting: boolean
  /** The button's text, already translated (its busy wording while submitting). */
  label: string
  success: string | undefined
  error: string | undefined
  /** `apply` gives `apply-success` and `apply-error`. */
  testIdPrefix: string
}) {
  return (
    <>
      <div className={css.submitRow}>
        <button
          type="submit"
          className={`${buttonPrimary} ${css.submitFont}`}
          disabled={submitting}
          aria-busy={submitting}
        >
          {label}
        </button>
      </div>
      <div aria-live="polite" role="status">
        {success === undefined ? null : (
          <p className={css.statusOk} data-testid={`${testIdPrefix}-success`}>
            {success}
          </p>
        )}
      </div>
      <div role="alert">
        {error === undefined ? null : (
          <p className={css.statusError} data-testid={`${testIdPrefix}-error`}>
            {error}
          </p>
        )}
      </div>
    </>
  )
}
