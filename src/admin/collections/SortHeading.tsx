import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { Link } from '@tanstack/react-router'
import * as css from '../ui/admin.css'
import type { CollectionListAnswer } from './contract'
import { type KeptSearch, sortLink } from './list-paging'
import { listText } from './list-text'
import { type Collection, type CollectionName, defaultSort, sortKeys } from './registry'

/**
 * A column heading of a type's list. A key the type sorts by is a link: ascending first, then the
 * other way, keeping the search and the filters; the heading says which way the list runs now.
 */
export function SortHeading({
  name,
  collection,
  list,
  kept,
  sortKey,
  label,
}: {
  name: CollectionName
  collection: Collection
  list: Pick<CollectionListAnswer, 'sort' | 'dir'>
  kept: KeptSearch
  sortKey: string
  label: MessageDescriptor
}) {
  const { i18n } = useLingui()
  const { next, ariaSort, arrow } = sortLink(sortKey, list, defaultSort(collection))
  return (
    <th scope="col" className={css.cell} aria-sort={ariaSort}>
      {sortKeys(collection).includes(sortKey) ? (
        <Link
          to="/admin/content/$collection"
          params={{ collection: name }}
          search={{ ...kept, ...next }}
          aria-label={i18n._({ ...listText.sortBy, values: { column: i18n._(label) } })}
        >
          {i18n._(label)}
          {arrow}
        </Link>
      ) : (
        i18n._(label)
      )}
    </th>
  )
}
