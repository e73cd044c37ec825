import { useEffect, useId, useRef } from 'react'
import * as css from './admin.css'

/**
 * The back office's one way to ask before an action that cannot be undone (a delete, an erase):
 * an alert dialog in the page that names what goes, with the action's button and a way back. The
 * focus moves to the way back (the choice that loses nothing, as the WAI-ARIA alert dialog pattern
 * advises), Escape takes it, and the focus returns to where it was when the dialog closes. Never the
 * browser's `window.confirm`: it cannot be styled or translated with the screen, blocks the page and
 * is switched off by some browsers (src/admin/ui/native-dialogs.test.ts keeps it out).
 */
export function ConfirmDialog({
  question,
  confirmLabel,
  keepLabel,
  busy = false,
  onConfirm,
  onKeep,
}: {
  question: string
  confirmLabel: string
  keepLabel: string
  busy?: boolean
  onConfirm: () => void
  onKeep: () => void
}) {
  const id = useId()
  const keep = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    const opener = document.activeElement
    keep.current?.focus()
    return () => {
      // Back to the opener, unless the user has gone on elsewhere or the opener left the page.
      if (opener instanceof HTMLElement && opener.isConnected && !document.activeElement?.closest('button, input'))
        opener.focus()
    }
  }, [])
  return (
    <div
      role="alertdialog"
      aria-labelledby={`${id}-question`}
      className={css.form}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onKeep()
      }}
    >
      <p id={`${id}-question`}>{question}</p>
      <div className={css.nav}>
        <button type="button" className={css.button} disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </button>
        <button ref={keep} type="button" className={css.quietButton} onClick={onKeep}>
          {keepLabel}
        </button>
      </div>
    </div>
  )
}
