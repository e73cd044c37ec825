import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Link, useRouter } from '@tanstack/react-router'
import { useId, useState } from 'react'
import type { CollectionRow } from '~/admin/collections/contract'
import { AdminTable } from '../ui/AdminTable'
import * as css from '../ui/admin.css'
import { DeleteButton } from '../ui/DeleteButton'
import { TextField } from '../ui/TextField'
import { deleteCollectionItem, moveCollectionItem } from './collections.functions'
import { entriesOfField } from './fields'
import { type CollectionName, collectionOf } from './registry'

const text = {
  add: msg`Add`,
  item: msg`Item`,
  actions: msg`Actions`,
  edit: msg`Edit`,
  up: msg`Move up`,
  down: msg`Move down`,
  moved: msg`Moved.`,
  removed: msg`Deleted.`,
  failed: msg`That did not work; the list is reloaded. Please try again.`,
  empty: msg`Nothing here yet.`,
  untitled: msg`(no title)`,
  hidden: msg`Hidden`,
  filter: msg`Filter this list (both languages)`,
  shown: (shown: number, all: number) => msg`${shown} of ${all} items shown.`,
  noMatch: msg`No item matches the filter.`,
  orderWhenUnfiltered: msg`Clear the filter to change the order.`,
  under: (parent: string) => msg`under ${parent}`,
}

/** The entries a filter looks in: the row's texts, in both languages (not switches, numbers or ids). */
const TEXT_KINDS = new Set(['localised', 'text', 'link', 'url'])

/**
 * Any content type's list: its items in their order, each movable up and down by buttons (keyboard
 * and screen reader alike), editable and deletable (a second, explicit press).
 */
export function CollectionListPage({ name, rows }: { name: CollectionName; rows: CollectionRow[] }) {
  const { i18n } = useLingui()
  const router = useRouter()
  const collection = collectionOf(name)
  const titleField = collection.fields[collection.title]
  const [title, other] = titleField ? entriesOfField(titleField) : []
  const [confirming, setConfirming] = useState<number | null>(null)
  const [notice, setNotice] = useState('')
  // A two-level type (industries) names each sub-item's parent, from the rows already loaded.
  const parentColumn = Object.values(collection.fields).find((field) => field.kind === 'parent')?.column
  const titleOf = new Map(rows.map((row) => [String(row.id), row.values[title ?? ''] || i18n._(text.untitled)]))
  const filterId = useId()
  const [query, setQuery] = useState('')
  const needle = query.trim().toLocaleLowerCase()
  const searched = Object.values(collection.fields).flatMap((field) =>
    TEXT_KINDS.has(field.kind) ? entriesOfField(field) : [],
  )
  // Client-side: these lists hold tens of rows, all loaded; the server is not asked again per key.
  const shown = needle
    ? rows.filter((row) => searched.some((entry) => row.values[entry]?.toLocaleLowerCase().includes(needle)))
    : rows

  const act = async (action: () => Promise<boolean>, done: MessageDescriptor) => {
    const ok = await action().catch(() => false)
    setNotice(i18n._(ok ? done : text.failed))
    setConfirming(null)
    await router.invalidate()
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
      {rows.length > 0 && (
        <search className={css.nav}>
          <TextField
            id={filterId}
            label={i18n._(text.filter)}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.currentTarget.value)}
          />
          <p aria-live="polite" className={css.hint}>
            {needle ? i18n._(text.shown(shown.length, rows.length)) : ''}
            {needle && collection.ordered ? ` ${i18n._(text.orderWhenUnfiltered)}` : ''}
          </p>
        </search>
      )}
      {rows.length === 0 ? (
        <p>{i18n._(text.empty)}</p>
      ) : shown.length === 0 ? (
        <p>{i18n._(text.noMatch)}</p>
      ) : (
        <AdminTable headings={[text.item, text.actions]}>
          {shown.map((row, index) => {
            const label = row.values[title ?? ''] || i18n._(text.untitled)
            return (
              <tr key={row.id}>
                <td className={css.cell}>
                  <Link to="/admin/content/$collection/$id" params={{ collection: name, id: String(row.id) }}>
                    {label}
                  </Link>
                  {other && row.values[other] ? <span lang="en"> · {row.values[other]}</span> : null}
                  {parentColumn && titleOf.has(row.values[parentColumn] ?? '') ? (
                    <span className={css.hint}>
                      {' '}
                      · {i18n._(text.under(titleOf.get(row.values[parentColumn] ?? '') ?? ''))}
                    </span>
                  ) : null}
                  {row.values.hidden === 'true' && <span className={css.tag}>{i18n._(text.hidden)}</span>}
                </td>
                <td className={css.cell}>
                  <div className={css.nav}>
                    {/* A move swaps neighbours in the whole list, which a filtered view does not show. */}
                    {collection.ordered && !needle && (
                      <>
                        <button
                          type="button"
                          className={css.quietButton}
                          disabled={index === 0}
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
                          disabled={index === rows.length - 1}
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
        </AdminTable>
      )}
    </>
  )
}
