import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Link, useRouter } from '@tanstack/react-router'
import { useId, useState } from 'react'
import type { CollectionListAnswer, CollectionListSearch, CollectionRow } from '~/admin/collections/contract'
import { AdminPager } from '../ui/AdminPager'
import * as css from '../ui/admin.css'
import { toBeijingInput } from '../ui/beijing-time'
import { DeleteButton } from '../ui/DeleteButton'
import { FilterForm, FilterSelect } from '../ui/FilterForm'
import { TextField } from '../ui/TextField'
import { BulkBar } from './BulkBar'
import { deleteCollectionItem, moveCollectionItem } from './collections.functions'
import { entriesOfField } from './fields'
import { type CollectionName, collectionOf, defaultSort, filterKeys, filterValues, sortKeys } from './registry'

const text = {
  add: msg`Add`,
  item: msg`Item`,
  picture: msg`Picture`,
  state: msg`On the site`,
  updated: msg`Updated`,
  actions: msg`Actions`,
  up: msg`Move up`,
  down: msg`Move down`,
  moved: msg`Moved.`,
  removed: msg`Deleted.`,
  failed: msg`That did not work; the list is reloaded. Please try again.`,
  empty: msg`Nothing here yet.`,
  untitled: msg`(no title)`,
  hidden: msg`Hidden`,
  shown: msg`Shown`,
  search: msg`Search this list (both languages)`,
  searchForm: msg`Search the list`,
  found: msg`{total} items found.`,
  noMatch: msg`No item matches the search and filters.`,
  orderWhenSorted: msg`Editorial order can be changed when the list is in that order and not searched.`,
  under: msg`under {parent}`,
  select: msg`Select {item}`,
  selectPage: msg`Select every item on this page`,
  sortBy: msg`Sort by {column}`,
  order: msg`Order`,
  yes: msg`Yes`,
  no: msg`No`,
}

/** A filter's words for a yes/no value: the on/off state's own, and any other switch's. */
const stateWords = { true: text.hidden, false: text.shown }
const yesNoWords = { true: text.yes, false: text.no }

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
  const rows = list.rows
  const titleField = collection.fields[collection.title]
  const [title, other] = titleField ? entriesOfField(titleField) : []
  const picture = Object.values(collection.fields).find((field) => field.kind === 'media' && field.accept === 'image')
  const columns = (collection.columns ?? []).flatMap(({ field: key, label }) => {
    const field = collection.fields[key]
    return field ? [{ key, label, entry: entriesOfField(field)[0] ?? field.column }] : []
  })
  const hideable = collection.fields.hidden !== undefined
  const [confirming, setConfirming] = useState<number | null>(null)
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set())
  const [notice, setNotice] = useState('')
  // A two-level type (industries) names each sub-item's parent, whatever page that parent is on.
  const parentColumn = Object.values(collection.fields).find((field) => field.kind === 'parent')?.column
  const labelOf = (row: CollectionRow) => row.values[title ?? ''] || i18n._(text.untitled)
  const titleOf = new Map(Object.entries(list.parents))
  const searchId = useId()
  // What the sort links and the pager keep: the search and the filters.
  const { page: _page, sort: _sort, dir: _dir, ...kept } = search
  const narrowed = Object.values(kept).some((value) => value !== undefined)
  const movable = collection.ordered && list.sort === 'order' && list.dir === 'asc' && !narrowed
  /** Each filter the type declares, with its choices worded, and the one chosen now. */
  const filters = filterKeys(collection).map((key) => {
    const field = collection.fields[key]
    const words: Readonly<Record<string, MessageDescriptor>> | undefined =
      key === 'hidden' ? stateWords : field?.kind === 'boolean' ? yesNoWords : field?.choices
    return {
      key,
      label: key === 'hidden' ? text.state : field?.label,
      chosen: search[key],
      options: filterValues(collection, key).map((value) => {
        const label = words?.[value]
        return { value, label: label ? i18n._(label) : value }
      }),
    }
  })
  const keys = new Set(sortKeys(collection))

  const act = async (action: () => Promise<boolean>, done: MessageDescriptor) => {
    // Emptied first, so a live region given the same words again still announces them.
    setNotice('')
    const ok = await action().catch(() => false)
    setNotice(i18n._(ok ? done : text.failed))
    setConfirming(null)
    await router.invalidate()
  }
  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })
  const allChosen = rows.length > 0 && rows.every((row) => selected.has(row.id))

  /** A column heading that sorts by its key: ascending first, then the other way. */
  const sortHeading = (key: string, label: MessageDescriptor) => {
    const active = list.sort === key
    const dir: 'asc' | 'desc' = active && list.dir === 'asc' ? 'desc' : 'asc'
    const fallback = defaultSort(collection)
    const next = key === fallback.sort && dir === fallback.dir ? {} : { sort: key, dir }
    return (
      <th
        key={key}
        scope="col"
        className={css.cell}
        aria-sort={active ? (list.dir === 'asc' ? 'ascending' : 'descending') : undefined}
      >
        {keys.has(key) ? (
          <Link
            to="/admin/content/$collection"
            params={{ collection: name }}
            search={{ ...kept, ...next }}
            aria-label={i18n._({ ...text.sortBy, values: { column: i18n._(label) } })}
          >
            {i18n._(label)}
            {active ? (list.dir === 'asc' ? ' ▲' : ' ▼') : ''}
          </Link>
        ) : (
          i18n._(label)
        )}
      </th>
    )
  }

  return (
    <>
      <h1>{i18n._(collection.label)}</h1>
      <p>
        <Link to="/admin/content/$collection/$id" params={{ collection: name, id: 'new' }} className={css.button}>
          {i18n._(text.add)}
        </Link>
      </p>
      <p role="status">{notice}</p>
      <FilterForm label={i18n._(text.searchForm)}>
        <TextField id={searchId} label={i18n._(text.search)} type="search" name="q" defaultValue={search.q ?? ''} />
        {filters.map((filter) => (
          <FilterSelect
            key={filter.key}
            id={`${searchId}-${filter.key}`}
            label={filter.label ? i18n._(filter.label) : filter.key}
            name={filter.key}
            value={filter.chosen}
            options={filter.options}
          />
        ))}
        {search.sort ? <input type="hidden" name="sort" value={search.sort} /> : null}
        {search.dir ? <input type="hidden" name="dir" value={search.dir} /> : null}
      </FilterForm>
      <p aria-live="polite" className={css.hint}>
        {narrowed ? i18n._({ ...text.found, values: { total: list.total } }) : ''}
        {collection.ordered && !movable ? ` ${i18n._(text.orderWhenSorted)}` : ''}
      </p>
      <BulkBar
        name={name}
        hideable={hideable}
        chosen={rows.filter((row) => selected.has(row.id)).map((row) => ({ id: row.id, label: labelOf(row) }))}
        onStart={() => setNotice('')}
        onDone={async (message) => {
          setNotice(message)
          setSelected(new Set())
          await router.invalidate()
        }}
      />
      {list.total === 0 ? (
        <p>{i18n._(narrowed ? text.noMatch : text.empty)}</p>
      ) : (
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
                    aria-label={i18n._(text.selectPage)}
                    checked={allChosen}
                    onChange={(e) => {
                      const on = e.currentTarget.checked
                      setSelected(on ? new Set(rows.map((row) => row.id)) : new Set())
                    }}
                  />
                </th>
                {picture ? (
                  <th scope="col" className={css.cell}>
                    {i18n._(text.picture)}
                  </th>
                ) : null}
                {sortHeading('title', text.item)}
                {columns.map((column) => sortHeading(column.key, column.label))}
                {hideable ? sortHeading('hidden', text.state) : null}
                {sortHeading('updated', text.updated)}
                <th scope="col" className={css.cell}>
                  {i18n._(text.actions)}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => {
                const label = labelOf(row)
                const file = picture ? row.files[picture.column] : undefined
                return (
                  <tr key={row.id}>
                    <td className={css.cell}>
                      <input
                        type="checkbox"
                        className={css.checkbox}
                        aria-label={i18n._({ ...text.select, values: { item: label } })}
                        checked={selected.has(row.id)}
                        onChange={(e) => toggle(row.id, e.currentTarget.checked)}
                      />
                    </td>
                    {picture ? (
                      <td className={css.cell}>
                        {file ? (
                          <img src={file} alt="" width={64} height={48} loading="lazy" className={css.listThumbnail} />
                        ) : null}
                      </td>
                    ) : null}
                    <td className={`${css.cell} ${css.titleCell}`}>
                      <Link to="/admin/content/$collection/$id" params={{ collection: name, id: String(row.id) }}>
                        {label}
                      </Link>
                      {other && row.values[other] ? <span lang="en"> · {row.values[other]}</span> : null}
                      {parentColumn && titleOf.has(row.values[parentColumn] ?? '') ? (
                        <span className={css.hint}>
                          {' '}
                          ·{' '}
                          {i18n._({
                            ...text.under,
                            values: { parent: titleOf.get(row.values[parentColumn] ?? '') ?? '' },
                          })}
                        </span>
                      ) : null}
                    </td>
                    {columns.map((column) => (
                      <td key={column.key} className={`${css.cell} ${css.nowrap}`}>
                        {row.values[column.entry]}
                      </td>
                    ))}
                    {hideable ? (
                      <td className={`${css.cell} ${css.nowrap}`}>
                        <span className={css.tag}>
                          {i18n._(row.values.hidden === 'true' ? text.hidden : text.shown)}
                        </span>
                      </td>
                    ) : null}
                    <td className={`${css.cell} ${css.nowrap}`}>
                      <time dateTime={row.updatedAt}>{toBeijingInput(row.updatedAt).replace('T', ' ')}</time>
                    </td>
                    <td className={`${css.cell} ${css.nowrap}`}>
                      <div className={css.rowActions}>
                        {/* A move swaps neighbours in the whole list, which a sorted or searched view does not show. */}
                        {movable && (
                          <>
                            <button
                              type="button"
                              className={css.quietButton}
                              disabled={index === 0 && list.page === 1}
                              aria-label={`${i18n._(text.up)}: ${label}`}
                              onClick={() =>
                                void act(
                                  () => moveCollectionItem({ data: { name, id: row.id, direction: 'up' } }),
                                  text.moved,
                                )
                              }
                            >
                              {i18n._(text.up)}
                            </button>
                            <button
                              type="button"
                              className={css.quietButton}
                              disabled={(list.page - 1) * list.pageSize + index === list.total - 1}
                              aria-label={`${i18n._(text.down)}: ${label}`}
                              onClick={() =>
                                void act(
                                  () => moveCollectionItem({ data: { name, id: row.id, direction: 'down' } }),
                                  text.moved,
                                )
                              }
                            >
                              {i18n._(text.down)}
                            </button>
                          </>
                        )}
                        <DeleteButton
                          label={label}
                          confirming={confirming === row.id}
                          onAsk={() => setConfirming(row.id)}
                          onKeep={() => setConfirming(null)}
                          onDelete={() =>
                            void act(() => deleteCollectionItem({ data: { name, id: row.id } }), text.removed)
                          }
                        />
                      </div>
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </section>
      )}
      <AdminPager
        page={list.page}
        total={list.total}
        pageSize={list.pageSize}
        link={(page, rel, label) => (
          <Link
            to="/admin/content/$collection"
            params={{ collection: name }}
            search={{ ...kept, sort: search.sort, dir: search.dir, page: String(page) }}
            rel={rel}
          >
            {label}
          </Link>
        )}
      />
    </>
  )
}
