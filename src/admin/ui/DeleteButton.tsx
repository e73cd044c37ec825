import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import * as css from './admin.css'

const text = { remove: msg`Delete`, confirm: msg`Delete for good`, cancel: msg`Keep` }

/**
 * Deleting in a list takes a second, explicit press: "Delete: <item>" asks, then "Delete for good:
 * <item>" deletes and "Keep" takes it back. The list owns which item is being confirmed (one at a time).
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
  if (!confirming)
    return (
      <button type="button" className={css.rowAction} aria-label={`${i18n._(text.remove)}: ${label}`} onClick={onAsk}>
        {i18n._(text.remove)}
      </button>
    )
  return (
    <>
      <button type="button" className={css.button} onClick={onDelete}>
        {`${i18n._(confirmText)}: ${label}`}
      </button>
      <button type="button" className={css.quietButton} onClick={onKeep}>
        {i18n._(text.cancel)}
      </button>
    </>
  )
}
