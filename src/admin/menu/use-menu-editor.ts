import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useRouter } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import type { MenuEditorItem, MenuMove, MenuMoveAnswer } from '~/admin/menu/contract'
import { emptyStatus } from '../ui/action-state'
import { useSave } from '../ui/use-save'
import { deleteMenuEntry, moveMenuEntry } from './menu.functions'
import { applyMove, type MoveKind, moveFor, moveProblem } from './menu.shared'
import { standingOf, titleIn } from './menu-editor'
import type { MenuEditing } from './menu-item-form'

const text = {
  saved: msg`Saved. The public pages show it within seconds.`,
  removed: msg`Deleted.`,
  tooDeep: msg`That move is not possible: the menu has two levels, so a group cannot go inside another item.`,
  failed: msg`That did not work; the menu is reloaded. Please try again.`,
  movedTop: (title: string, position: number, count: number) =>
    msg`${title} is now item ${position} of ${count} at the top level.`,
  movedUnder: (title: string, position: number, count: number, parent: string) =>
    msg`${title} is now item ${position} of ${count} under ${parent}.`,
}

/** A move (already shown in its new place) or a deletion, sent to the server. */
type MenuAction = { kind: 'move'; move: MenuMove; moved: MessageDescriptor } | { kind: 'delete'; id: number }

async function sendMenuAction(action: MenuAction): Promise<MenuMoveAnswer> {
  if (action.kind === 'move') return moveMenuEntry({ data: action.move })
  return (await deleteMenuEntry({ data: { id: action.id } })) ? { ok: true } : { ok: false, reason: 'not-found' }
}

/**
 * The menu editor's state and its requests to the server: the tree (a move shows at once, then the
 * tree is drawn again from the server, so a refused move goes back), the open form, the row being
 * confirmed for deletion, and where the focus goes after each.
 */
export function useMenuEditor(initial: MenuEditorItem[]) {
  const { i18n } = useLingui()
  const router = useRouter()
  const id = useId()
  const [items, setItems] = useState(initial)
  useEffect(() => setItems(initial), [initial])
  const action = useSave({
    save: sendMenuAction,
    outcome: (answer: MenuMoveAnswer, input: MenuAction) => {
      if (answer.ok) return { ok: true, text: input.kind === 'move' ? input.moved : text.removed }
      return { ok: false, text: answer.reason === 'too-deep' ? text.tooDeep : text.failed }
    },
    failed: text.failed,
    initial: emptyStatus,
  })
  const [editing, setEditing] = useState<MenuEditing | null>(null)
  const [confirming, setConfirming] = useState<number | null>(null)
  const addTop = useRef<HTMLButtonElement>(null)

  const chinese = i18n.locale.startsWith('zh')
  const titleOf = (item: MenuEditorItem) => titleIn(item, chinese)
  const controlId = (itemId: number, control: string) => `${id}-${itemId}-${control}`
  const reload = () => router.invalidate()

  /** Where the item is now, said the way a screen reader user needs it. */
  const describe = (after: MenuEditorItem[], itemId: number): MessageDescriptor => {
    const standing = standingOf(after, itemId)
    if (!standing) return text.saved
    const { item, position, count, parent } = standing
    return parent
      ? text.movedUnder(titleOf(item), position, count, titleOf(parent))
      : text.movedTop(titleOf(item), position, count)
  }

  const commit = async (move: MenuMove, focus: string) => {
    if (moveProblem(items, move)) {
      action.setNotice({ kind: 'error', text: i18n._(text.tooDeep) })
      return
    }
    const after = applyMove(items, move)
    setItems(after)
    await action.run({ kind: 'move', move, moved: describe(after, move.id) })
    // Whatever the answer, the tree is drawn again from the server (a refused move goes back).
    await reload()
    // A moved item may have changed lists (and so been rendered anew): focus goes back to the control used.
    restoreLostFocus(() => document.getElementById(focus))
  }

  const moveBy = (item: MenuEditorItem, kind: MoveKind) => {
    const move = moveFor(items, item.id, kind)
    if (move) void commit(move, controlId(item.id, kind))
  }

  const drop = (move: MenuMove) => void commit(move, controlId(move.id, 'handle'))

  const remove = async (item: MenuEditorItem) => {
    setConfirming(null)
    await action.run({ kind: 'delete', id: item.id })
    await reload()
    restoreLostFocus(() => addTop.current)
  }

  const edited = async (saved: boolean) => {
    const was = editing
    setEditing(null)
    if (saved) {
      action.setNotice({ kind: 'saved', text: i18n._(text.saved) })
      await reload()
    }
    const back = was?.kind === 'edit' ? controlId(was.item.id, 'edit') : undefined
    restoreLostFocus(() => (back ? document.getElementById(back) : addTop.current))
  }

  return {
    id,
    items,
    action,
    editing,
    setEditing,
    confirming,
    setConfirming,
    addTop,
    titleOf,
    controlId,
    moveBy,
    drop,
    remove,
    edited,
  }
}

/**
 * Puts focus on `target` after the list has reloaded, unless it is already somewhere: the editor may
 * have opened another form meanwhile (the notice shows before the reload ends), and that form's
 * field keeps it. Only focus lost with a removed control (the list is on `<body>`) comes back.
 */
function restoreLostFocus(target: () => HTMLElement | null | undefined): void {
  requestAnimationFrame(() => {
    const active = document.activeElement
    if (active && active !== document.body) return
    target()?.focus()
  })
}
