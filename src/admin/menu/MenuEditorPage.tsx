import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core'
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useRouter } from '@tanstack/react-router'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import type { MenuEditorItem, MenuMove } from '~/admin/menu/contract'
import * as css from '../ui/admin.css'
import { DeleteButton } from '../ui/DeleteButton'
import * as tree from './MenuEditorPage.css'
import { type MenuEditing, MenuItemEditor } from './MenuItemEditor'
import { deleteMenuEntry, moveMenuEntry } from './menu.functions'
import { applyMove, type MoveKind, moveFor, moveProblem, placeOf } from './menu.shared'

const text = {
  title: msg`Menu`,
  intro: msg`The public site's navigation: top-level items and their sub-items. Move an item by dragging its handle or with its buttons; a change is on the public pages within seconds.`,
  items: msg`Menu items`,
  addTop: msg`Add a top-level item`,
  addChild: msg`Add a sub-item`,
  drag: msg`Drag to move`,
  up: msg`Move up`,
  down: msg`Move down`,
  into: msg`Into the item above`,
  out: msg`Out of its group`,
  edit: msg`Edit`,
  confirmGroup: msg`Delete for good, with its sub-items`,
  page: msg`Page`,
  link: msg`Link`,
  newWindow: msg`opens in a new window`,
  hidden: msg`Hidden`,
  hiddenWithGroup: msg`Hidden with its group`,
  saved: msg`Saved. The public pages show it within seconds.`,
  removed: msg`Deleted.`,
  tooDeep: msg`That move is not possible: the menu has two levels, so a group cannot go inside another item.`,
  failed: msg`That did not work; the menu is reloaded. Please try again.`,
  movedTop: (title: string, position: number, count: number) =>
    msg`${title} is now item ${position} of ${count} at the top level.`,
  movedUnder: (title: string, position: number, count: number, parent: string) =>
    msg`${title} is now item ${position} of ${count} under ${parent}.`,
  instructions: msg`To pick up an item, focus its handle and press Space or Enter. Move it with the arrow keys, then press Space or Enter to drop it, or Escape to cancel.`,
  pickedUp: (title: string) => msg`Picked up ${title}.`,
  over: (title: string, other: string) => msg`${title} is over ${other}.`,
  dropped: (title: string, other: string) => msg`${title} was dropped over ${other}.`,
  cancelled: (title: string) => msg`Moving ${title} was cancelled.`,
}

const moveLabels: Record<MoveKind, MessageDescriptor> = { up: text.up, down: text.down, into: text.into, out: text.out }

/**
 * The menu tree as nested lists: each item can be dragged by its handle (pointer, or keyboard through
 * dnd-kit's keyboard sensor) or moved by buttons (up, down, into the item above, out of its group);
 * every move goes through the same server function and is announced in the status line.
 */
export function MenuEditorPage({ initial }: { initial: MenuEditorItem[] }) {
  const { i18n } = useLingui()
  const router = useRouter()
  const id = useId()
  const [items, setItems] = useState(initial)
  useEffect(() => setItems(initial), [initial])
  const [notice, setNotice] = useState('')
  const [editing, setEditing] = useState<MenuEditing | null>(null)
  const [confirming, setConfirming] = useState<number | null>(null)
  const addTop = useRef<HTMLButtonElement>(null)
  // While an item is dragged, the places it cannot go (a group among sub-items) take no drop, so the
  // keyboard's arrow steps and the pointer only ever land on a possible place.
  const [dragged, setDragged] = useState<number | null>(null)
  const refusesDrop = (target: MenuEditorItem) =>
    dragged !== null &&
    dragged !== target.id &&
    moveProblem(items, { id: dragged, parentId: placeOf(items, target.id)?.parent?.id ?? null, index: 0 }) !== null

  const chinese = i18n.locale.startsWith('zh')
  const titleOf = (item: MenuEditorItem) => (chinese ? item.titleCn : item.titleEn) || item.titleCn || item.titleEn
  const controlId = (itemId: number, control: string) => `${id}-${itemId}-${control}`
  const titleById = (itemId: UniqueIdentifier) => {
    const place = placeOf(items, Number(itemId))
    const item = place?.siblings[place.index]
    return item ? titleOf(item) : ''
  }

  const reload = () => router.invalidate()

  /** Where the item is now, said the way a screen reader user needs it. */
  const describe = (after: MenuEditorItem[], itemId: number) => {
    const place = placeOf(after, itemId)
    const item = place?.siblings[place.index]
    if (!place || !item) return ''
    const [position, count] = [place.index + 1, place.siblings.length]
    return i18n._(
      place.parent
        ? text.movedUnder(titleOf(item), position, count, titleOf(place.parent))
        : text.movedTop(titleOf(item), position, count),
    )
  }

  const commit = async (move: MenuMove, focus: string) => {
    if (moveProblem(items, move)) {
      setNotice(i18n._(text.tooDeep))
      return
    }
    const after = applyMove(items, move)
    setItems(after)
    const answer = await moveMenuEntry({ data: move }).catch(() => null)
    setNotice(
      answer?.ok
        ? describe(after, move.id)
        : i18n._(answer?.ok === false && answer.reason === 'too-deep' ? text.tooDeep : text.failed),
    )
    await reload()
    // A moved item may have changed lists (and so been rendered anew): focus goes back to the control used.
    restoreLostFocus(() => document.getElementById(focus))
  }

  const onMoveButton = (item: MenuEditorItem, kind: MoveKind) => {
    const move = moveFor(items, item.id, kind)
    if (move) void commit(move, controlId(item.id, kind))
  }

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null)
    if (!over || active.id === over.id) return
    const target = placeOf(items, Number(over.id))
    if (!target) return
    void commit(
      { id: Number(active.id), parentId: target.parent?.id ?? null, index: target.index },
      controlId(Number(active.id), 'handle'),
    )
  }

  const onDelete = async (item: MenuEditorItem) => {
    const ok = await deleteMenuEntry({ data: { id: item.id } }).catch(() => false)
    setNotice(i18n._(ok ? text.removed : text.failed))
    setConfirming(null)
    await reload()
    restoreLostFocus(() => addTop.current)
  }

  const onEdited = async (saved: boolean) => {
    const was = editing
    setEditing(null)
    if (saved) {
      setNotice(i18n._(text.saved))
      await reload()
    }
    const back = was?.kind === 'edit' ? controlId(was.item.id, 'edit') : undefined
    restoreLostFocus(() => (back ? document.getElementById(back) : addTop.current))
  }

  const sensors = useSensors(
    // A click on the handle stays a click: dragging starts after a few pixels.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const announcements: Announcements = {
    onDragStart: ({ active }) => i18n._(text.pickedUp(titleById(active.id))),
    onDragOver: ({ active, over }) => (over ? i18n._(text.over(titleById(active.id), titleById(over.id))) : undefined),
    onDragEnd: ({ active, over }) =>
      over
        ? i18n._(text.dropped(titleById(active.id), titleById(over.id)))
        : i18n._(text.cancelled(titleById(active.id))),
    onDragCancel: ({ active }) => i18n._(text.cancelled(titleById(active.id))),
  }

  const branch = (list: MenuEditorItem[], parent: MenuEditorItem | null) => (
    <SortableContext items={list.map((item) => item.id)} strategy={verticalListSortingStrategy}>
      <ol className={parent ? tree.subTree : tree.tree} aria-label={parent ? titleOf(parent) : i18n._(text.items)}>
        {list.map((item) => (
          <MenuRow
            key={item.id}
            item={item}
            hiddenWithGroup={parent?.hidden ?? false}
            title={titleOf(item)}
            handleId={controlId(item.id, 'handle')}
            refusesDrop={refusesDrop(item)}
            actions={
              <div className={tree.actions}>
                {(parent ? (['up', 'down', 'out'] as const) : (['up', 'down', 'into'] as const)).map((kind) => {
                  const possible = moveFor(items, item.id, kind) !== null
                  return (
                    <button
                      key={kind}
                      id={controlId(item.id, kind)}
                      type="button"
                      className={`${css.quietButton} ${tree.unavailable}`}
                      aria-disabled={!possible}
                      aria-label={`${i18n._(moveLabels[kind])}: ${titleOf(item)}`}
                      onClick={() => possible && onMoveButton(item, kind)}
                    >
                      {i18n._(moveLabels[kind])}
                    </button>
                  )
                })}
                <button
                  id={controlId(item.id, 'edit')}
                  type="button"
                  className={css.quietButton}
                  aria-label={`${i18n._(text.edit)}: ${titleOf(item)}`}
                  onClick={() => setEditing({ kind: 'edit', item })}
                >
                  {i18n._(text.edit)}
                </button>
                {!parent && (
                  <button
                    type="button"
                    className={css.quietButton}
                    aria-label={`${i18n._(text.addChild)}: ${titleOf(item)}`}
                    onClick={() => setEditing({ kind: 'new', parent: item })}
                  >
                    {i18n._(text.addChild)}
                  </button>
                )}
                <DeleteButton
                  label={titleOf(item)}
                  confirming={confirming === item.id}
                  onAsk={() => setConfirming(item.id)}
                  onKeep={() => setConfirming(null)}
                  onDelete={() => void onDelete(item)}
                  confirmText={item.children.length > 0 ? text.confirmGroup : undefined}
                />
              </div>
            }
          >
            {!parent && item.children.length > 0 && branch(item.children, item)}
          </MenuRow>
        ))}
      </ol>
    </SortableContext>
  )

  return (
    <>
      <h1>{i18n._(text.title)}</h1>
      <p>{i18n._(text.intro)}</p>
      <p>
        <button
          ref={addTop}
          type="button"
          className={css.button}
          onClick={() => setEditing({ kind: 'new', parent: null })}
        >
          {i18n._(text.addTop)}
        </button>
      </p>
      <p role="status">{notice}</p>
      {editing && (
        // A new key per item: choosing another item while the form is open starts a fresh form.
        <MenuItemEditor
          key={editing.kind === 'edit' ? `edit-${editing.item.id}` : `new-${editing.parent?.id ?? 'top'}`}
          editing={editing}
          titleOf={titleOf}
          onDone={(saved) => void onEdited(saved)}
        />
      )}
      <DndContext
        id={`${id}-dnd`}
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragStart={({ active }) => setDragged(Number(active.id))}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragged(null)}
        accessibility={{ announcements, screenReaderInstructions: { draggable: i18n._(text.instructions) } }}
      >
        {branch(items, null)}
      </DndContext>
    </>
  )
}

/** One item: its drag handle, both labels, its target, its actions, and its sub-items. */
function MenuRow({
  item,
  hiddenWithGroup,
  title,
  handleId,
  refusesDrop,
  actions,
  children,
}: {
  item: MenuEditorItem
  /** Its group is switched off, so the public pages leave it out too. */
  hiddenWithGroup: boolean
  title: string
  handleId: string
  refusesDrop: boolean
  actions: ReactNode
  children: ReactNode
}) {
  const { i18n } = useLingui()
  const sortable = useSortable({ id: item.id, disabled: { draggable: false, droppable: refusesDrop } })
  return (
    <li
      ref={sortable.setNodeRef}
      className={`${tree.item} ${sortable.isDragging ? tree.dragging : ''}`}
      style={{ transform: CSS.Translate.toString(sortable.transform) ?? undefined, transition: sortable.transition }}
    >
      <div className={tree.row}>
        <button
          id={handleId}
          type="button"
          ref={sortable.setActivatorNodeRef}
          className={tree.handle}
          {...sortable.attributes}
          {...sortable.listeners}
          aria-label={`${i18n._(text.drag)}: ${title}`}
        >
          <span aria-hidden="true">⠿</span>
        </button>
        <span className={tree.labels}>
          <span>
            <span lang="zh-CN">{item.titleCn}</span> · <span lang="en">{item.titleEn}</span>
            {(item.hidden || hiddenWithGroup) && (
              <span className={css.tag}>{i18n._(item.hidden ? text.hidden : text.hiddenWithGroup)}</span>
            )}
          </span>
          <span className={css.hint}>
            {item.outLink ? `${i18n._(text.link)}: ${item.outLink}` : `${i18n._(text.page)}: ${item.path}`}
            {item.newWindow ? ` (${i18n._(text.newWindow)})` : ''}
          </span>
        </span>
        {actions}
      </div>
      {children}
    </li>
  )
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
