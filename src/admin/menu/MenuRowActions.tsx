import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { MenuEditorItem } from '~/admin/menu/contract'
import * as css from '../ui/admin.css'
import { DeleteButton } from '../ui/DeleteButton'
import * as tree from './MenuEditorPage.css'
import { type MoveKind, moveFor } from './menu.shared'
import { rowMoveKinds } from './menu-editor'

const text = {
  up: msg`Move up`,
  down: msg`Move down`,
  into: msg`Into the item above`,
  out: msg`Out of its group`,
  edit: msg`Edit`,
  addChild: msg`Add a sub-item`,
  confirmGroup: msg`Delete for good, with its sub-items`,
}

const moveLabels: Record<MoveKind, MessageDescriptor> = { up: text.up, down: text.down, into: text.into, out: text.out }

/**
 * A row's buttons: its moves (one not possible from here is marked `aria-disabled`, so it keeps its
 * place in the Tab order), edit, add a sub-item (top-level items only) and delete.
 */
export function MenuRowActions({
  items,
  item,
  nested,
  title,
  controlId,
  confirming,
  onMove,
  onEdit,
  onAddChild,
  onAsk,
  onKeep,
  onDelete,
}: {
  /** The whole tree, which decides the moves possible from here. */
  items: MenuEditorItem[]
  item: MenuEditorItem
  /** A sub-item (else a top-level item). */
  nested: boolean
  title: string
  controlId: (itemId: number, control: string) => string
  confirming: boolean
  onMove: (kind: MoveKind) => void
  onEdit: () => void
  onAddChild: () => void
  onAsk: () => void
  onKeep: () => void
  onDelete: () => void
}) {
  const { i18n } = useLingui()
  return (
    <div className={tree.actions}>
      {rowMoveKinds(nested).map((kind) => {
        const possible = moveFor(items, item.id, kind) !== null
        return (
          <button
            key={kind}
            id={controlId(item.id, kind)}
            type="button"
            className={`${css.quietButton} ${tree.unavailable}`}
            aria-disabled={!possible}
            aria-label={`${i18n._(moveLabels[kind])}: ${title}`}
            onClick={() => possible && onMove(kind)}
          >
            {i18n._(moveLabels[kind])}
          </button>
        )
      })}
      <button
        id={controlId(item.id, 'edit')}
        type="button"
        className={css.quietButton}
        aria-label={`${i18n._(text.edit)}: ${title}`}
        onClick={onEdit}
      >
        {i18n._(text.edit)}
      </button>
      {!nested && (
        <button
          type="button"
          className={css.quietButton}
          aria-label={`${i18n._(text.addChild)}: ${title}`}
          onClick={onAddChild}
        >
          {i18n._(text.addChild)}
        </button>
      )}
      <DeleteButton
        label={title}
        confirming={confirming}
        onAsk={onAsk}
        onKeep={onKeep}
        onDelete={onDelete}
        confirmText={item.children.length > 0 ? text.confirmGroup : undefined}
      />
    </div>
  )
}
