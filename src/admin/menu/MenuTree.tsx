import {
  type Announcements,
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core'
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { type ReactNode, useState } from 'react'
import type { MenuEditorItem, MenuMove } from '~/admin/menu/contract'
import * as tree from './MenuEditorPage.css'
import { MenuRow } from './MenuRow'
import { dropMove, refusesDrop, standingOf } from './menu-editor'

const text = {
  items: msg`Menu items`,
  instructions: msg`To pick up an item, focus its handle and press Space or Enter. Move it with the arrow keys, then press Space or Enter to drop it, or Escape to cancel.`,
  pickedUp: (title: string) => msg`Picked up ${title}.`,
  over: (title: string, other: string) => msg`${title} is over ${other}.`,
  dropped: (title: string, other: string) => msg`${title} was dropped over ${other}.`,
  cancelled: (title: string) => msg`Moving ${title} was cancelled.`,
}

/**
 * The menu tree as nested lists, each item dragged by its handle (pointer, or keyboard through
 * dnd-kit's keyboard sensor), every step of a drag announced; a drop asks `onDrop` for the move.
 */
export function MenuTree({
  id,
  items,
  titleOf,
  handleId,
  actions,
  onDrop,
}: {
  id: string
  items: MenuEditorItem[]
  titleOf: (item: MenuEditorItem) => string
  handleId: (itemId: number) => string
  /** A row's buttons; `parent` is null for a top-level item. */
  actions: (item: MenuEditorItem, parent: MenuEditorItem | null) => ReactNode
  onDrop: (move: MenuMove) => void
}) {
  const { i18n } = useLingui()
  // While an item is dragged, the places it cannot go take no drop (`refusesDrop`).
  const [dragged, setDragged] = useState<number | null>(null)
  const titleById = (itemId: UniqueIdentifier) => {
    const item = standingOf(items, Number(itemId))?.item
    return item ? titleOf(item) : ''
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
            handleId={handleId(item.id)}
            refusesDrop={refusesDrop(items, dragged, item.id)}
            actions={actions(item, parent)}
          >
            {!parent && item.children.length > 0 && branch(item.children, item)}
          </MenuRow>
        ))}
      </ol>
    </SortableContext>
  )

  return (
    <DndContext
      id={`${id}-dnd`}
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragStart={({ active }) => setDragged(Number(active.id))}
      onDragEnd={({ active, over }) => {
        setDragged(null)
        const move = dropMove(items, Number(active.id), over ? Number(over.id) : null)
        if (move) onDrop(move)
      }}
      onDragCancel={() => setDragged(null)}
      accessibility={{ announcements, screenReaderInstructions: { draggable: i18n._(text.instructions) } }}
    >
      {branch(items, null)}
    </DndContext>
  )
}
