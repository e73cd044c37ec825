import { useLingui } from '@lingui/react'
import * as css from '../ui/admin.css'
import { DeleteButton } from '../ui/DeleteButton'
import { listText } from './list-text'

/**
 * A row's actions in a type's list: move up and down (only where the view shows the editorial order
 * as it is; not past either end of the whole list) and delete after confirming.
 */
export function RowActions({
  label,
  movable,
  ends,
  busy,
  confirming,
  onMove,
  onAsk,
  onKeep,
  onDelete,
}: {
  label: string
  movable: boolean
  ends: { first: boolean; last: boolean }
  busy: boolean
  confirming: boolean
  onMove: (direction: 'up' | 'down') => void
  onAsk: () => void
  onKeep: () => void
  onDelete: () => void
}) {
  const { i18n } = useLingui()
  return (
    <div className={css.rowActions}>
      {/* A move swaps neighbours in the whole list, which a sorted or searched view does not show. */}
      {movable && (
        <>
          <button
            type="button"
            className={css.quietButton}
            disabled={busy || ends.first}
            aria-label={`${i18n._(listText.up)}: ${label}`}
            onClick={() => onMove('up')}
          >
            {i18n._(listText.up)}
          </button>
          <button
            type="button"
            className={css.quietButton}
            disabled={busy || ends.last}
            aria-label={`${i18n._(listText.down)}: ${label}`}
            onClick={() => onMove('down')}
          >
            {i18n._(listText.down)}
          </button>
        </>
      )}
      <DeleteButton label={label} confirming={confirming} onAsk={onAsk} onKeep={onKeep} onDelete={onDelete} />
    </div>
  )
}
