import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { ReactNode } from 'react'
import type { MenuEditorItem } from '~/admin/menu/contract'
import * as css from '../ui/admin.css'
import * as tree from './MenuEditorPage.css'

const text = {
  drag: msg`Drag to move`,
  page: msg`Page`,
  link: msg`Link`,
  newWindow: msg`opens in a new window`,
  hidden: msg`Hidden`,
  hiddenWithGroup: msg`Hidden with its group`,
}

/** One item: its drag handle, both labels, its target, its actions, and its sub-items. */
export function MenuRow({
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
