import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import * as css from './admin.css'
import { ConfirmDialog } from './ConfirmDialog'

const text = {
  remove: msg`Delete`,
  question: msg`Delete {label}? This cannot be undone.`,
  confirm: msg`Delete for good`,
  cancel: msg`Keep`,
}

/**
 * Deleting in a list takes a second, explicit press: "Delete: <item>" opens the back office's one
 * confirm dialog, where "Delete for good: <item>" deletes and "Keep" takes it back. The list owns
 * which item is being confirmed (one at a time).
 */
export function DeleteButton({
  label,
  confirming,
  onAsk,
  onKeep,
  onDelete,
  confirmText = text.confirm,
}: {
  label: string
  confirming: boolean
  onAsk: () => void
  onKeep: () => void
  onDelete: () => void
  confirmText?: MessageDescriptor
}) {
  const { i18n } = useLingui()
  // The asking button stays while the dialog is open, so "Keep" gives the focus back to it.
  return (
    <>
      <button type="button" className={css.rowAction} aria-label={`${i18n._(text.remove)}: ${label}`} onClick={onAsk}>
        {i18n._(text.remove)}
      </button>
      {confirming ? (
        <ConfirmDialog
          question={i18n._({ ...text.question, values: { label } })}
          confirmLabel={`${i18n._(confirmText)}: ${label}`}
          keepLabel={i18n._(text.cancel)}
          onConfirm={onDelete}
          onKeep={onKeep}
        />
      ) : null}
    </>
  )
}
