import { useLingui } from '@lingui/react'
import * as css from '../ui/admin.css'
import { CollectionListRow } from './CollectionListRow'
import type { CollectionListAnswer } from './contract'
import type { ListAction } from './list-action'
import { type KeptSearch, rowEnds } from './list-paging'
import { type Selection, type SelectionEvent, wholePageChosen } from './list-selection'
import { type ListShape, parentTitle, rowLabel } from './list-shape'
import { listText } from './list-text'
import { RowActions } from './RowActions'
import type { Collection, CollectionName } from './registry'
import { SortHeading } from './SortHeading'

/**
 * The table of one page of a type's list, in a box that scrolls sideways on a narrow screen:
 * sortable headings, a checkbox choosing the whole page, and a row per item with its actions.
 */
export function CollectionTable({
  name,
  collection,
  shape,
  list,
  kept,
  selection,
  onSelect,
  movable,
  busy,
  onAct,
  confirming,
  onConfirming,
}: {
  name: CollectionName
  collection: Collection
  shape: ListShape
  list: CollectionListAnswer
  kept: KeptSearch
  selection: Selection
  onSelect: (event: SelectionEvent) => void
  movable: boolean
  busy: boolean
  onAct: (action: ListAction) => void
  /** The row whose delete is being confirmed (one at a time). */
  confirming: number | null
  onConfirming: (id: number | null) => void
}) {
  const { i18n } = useLingui()
  const rows = list.rows
  const heading = { name, collection, list, kept }
  return (
    <section
      className={css.tableScroller}
      aria-label={i18n._(collection.label)}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must be reachable by keyboard
      tabIndex={0}
    >
      <table className={css.table} data-testid="collection-list">
        <thead>
          <tr>
            <th scope="col" className={css.cell}>
              <input
                type="checkbox"
                className={css.checkbox}
                aria-label={i18n._(listText.selectPage)}
                checked={wholePageChosen(rows, selection)}
                onChange={(e) =>
                  onSelect({ type: 'page', ids: rows.map((row) => row.id), on: e.currentTarget.checked })
                }
              />
            </th>
            {shape.picture ? (
              <th scope="col" className={css.cell}>
                {i18n._(listText.picture)}
              </th>
            ) : null}
            <SortHeading {...heading} sortKey="title" label={listText.item} />
            {shape.columns.map((column) => (
              <SortHeading key={column.key} {...heading} sortKey={column.key} label={column.label} />
            ))}
            {shape.hideable ? <SortHeading {...heading} sortKey="hidden" label={listText.state} /> : null}
            <SortHeading {...heading} sortKey="updated" label={listText.updated} />
            <th scope="col" className={css.cell}>
              {i18n._(listText.actions)}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const label = rowLabel(shape, row, i18n._(listText.untitled))
            return (
              <CollectionListRow
                key={row.id}
                name={name}
                shape={shape}
                row={row}
                label={label}
                parent={parentTitle(shape, row, list.parents)}
                chosen={selection.has(row.id)}
                onChoose={(on) => onSelect({ type: 'row', id: row.id, on })}
                actions={
                  <RowActions
                    label={label}
                    movable={movable}
                    ends={rowEnds(index, list)}
                    busy={busy}
                    confirming={confirming === row.id}
                    onMove={(direction) => onAct({ kind: 'move', id: row.id, direction })}
                    onAsk={() => onConfirming(row.id)}
                    onKeep={() => onConfirming(null)}
                    onDelete={() => onAct({ kind: 'delete', id: row.id })}
                  />
                }
              />
            )
          })}
        </tbody>
      </table>
    </section>
  )
}
