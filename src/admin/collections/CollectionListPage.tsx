import { useLingui } from '@lingui/react'
import { Link, useRouter } from '@tanstack/react-router'
import { useReducer, useState } from 'react'
import type { CollectionListAnswer, CollectionListSearch } from '~/admin/collections/contract'
import { ActionStatus } from '../ui/ActionStatus'
import { AdminPager } from '../ui/AdminPager'
import * as css from '../ui/admin.css'
import { BulkBar } from './BulkBar'
import { CollectionFilters } from './CollectionFilters'
import { CollectionTable } from './CollectionTable'
import { canMove, isNarrowed, keptSearch, pageSearch } from './list-paging'
import { chosenRows, noSelection, selectionReducer } from './list-selection'
import { listFilters, listShape, rowLabel } from './list-shape'
import { listText } from './list-text'
import { type CollectionName, collectionOf } from './registry'
import { useListAction } from './use-list-action'

/**
 * Any content type's list, as its description declares it (ADR 019): picture, names in both
 * languages, the declared columns, on/off state and last edit; sortable headings, pages and a search
 * kept in the address (so each view is a link, and the search works before hydration); rows chosen
 * for bulk on/off or delete. In editorial order, each row moves up and down by buttons.
 */
export function CollectionListPage({
  name,
  list,
  search,
}: {
  name: CollectionName
  list: CollectionListAnswer
  search: CollectionListSearch
}) {
  const { i18n } = useLingui()
  const router = useRouter()
  const collection = collectionOf(name)
  const shape = listShape(collection)
  const [confirming, setConfirming] = useState<number | null>(null)
  const [selection, select] = useReducer(selectionReducer, noSelection)
  const action = useListAction(name, async () => {
    setConfirming(null)
    await router.invalidate()
  })
  const kept = keptSearch(search)
  const narrowed = isNarrowed(kept)
  const movable = canMove(collection.ordered, list, narrowed)
  const chosen = chosenRows(list.rows, selection)

  return (
    <>
      <h1>{i18n._(collection.label)}</h1>
      <p>
        <Link to="/admin/content/$collection/$id" params={{ collection: name, id: 'new' }} className={css.button}>
          {i18n._(listText.add)}
        </Link>
      </p>
      <ActionStatus notice={action.notice} ref={action.statusRef} />
      <CollectionFilters filters={listFilters(collection, search)} search={search} />
      <p aria-live="polite" className={css.hint}>
        {narrowed ? i18n._({ ...listText.found, values: { total: list.total } }) : ''}
        {collection.ordered && !movable ? ` ${i18n._(listText.orderWhenSorted)}` : ''}
      </p>
      <BulkBar
        hideable={shape.hideable}
        chosen={chosen.map((row) => ({ id: row.id, label: rowLabel(shape, row, i18n._(listText.untitled)) }))}
        busy={action.busy}
        onAct={(bulk) => {
          const ids = chosen.map((row) => row.id)
          void action.run({ kind: 'bulk', action: bulk, ids }).then(() => select({ type: 'clear' }))
        }}
      />
      {list.total === 0 ? (
        <p>{i18n._(narrowed ? listText.noMatch : listText.empty)}</p>
      ) : (
        <CollectionTable
          name={name}
          collection={collection}
          shape={shape}
          list={list}
          kept={kept}
          selection={selection}
          onSelect={select}
          movable={movable}
          busy={action.busy}
          onAct={(input) => void action.run(input)}
          confirming={confirming}
          onConfirming={setConfirming}
        />
      )}
      <AdminPager
        page={list.page}
        total={list.total}
        pageSize={list.pageSize}
        link={(page, rel, label) => (
          <Link
            to="/admin/content/$collection"
            params={{ collection: name }}
            search={pageSearch(search, page)}
            rel={rel}
          >
            {label}
          </Link>
        )}
      />
    </>
  )
}
