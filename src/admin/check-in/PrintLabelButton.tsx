import { useLingui } from '@lingui/react'
import * as css from '../ui/admin.css'
import * as own from './CheckInPage.css'
import { checkInText as text } from './check-in-text'

/** "Print a badge label", on a row of its own. */
export function PrintLabelButton({ onClick }: { onClick: () => void }) {
  const { i18n } = useLingui()
  return (
    <p className={own.row}>
      <button type="button" className={css.button} onClick={onClick}>
        {i18n._(text.printLabel)}
      </button>
    </p>
  )
}
