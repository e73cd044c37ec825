import type { InferInput } from 'valibot'
import type { CollectionListAnswer, CollectionListSearch } from './contract'

/** The search and the filters of a list's address: what its sort links and its pager keep. */
export type KeptSearch = Omit<CollectionListSearch, 'page' | 'sort' | 'dir'>

export function keptSearch(search: CollectionListSearch): KeptSearch {
  const { page: _page, sort: _sort, dir: _dir, ...kept } = search
  return kept
}

/** Whether a search or a filter narrows the list (it then says how many rows it found). */
export const isNarrowed = (kept: KeptSearch): boolean => Object.values(kept).some((value) => value !== undefined)

/**
 * Whether rows move up and down here: a move swaps neighbours in the whole list, which only a view
 * in editorial order, neither searched nor filtered, shows as they are.
 */
export const canMove = (
  ordered: boolean,
  list: Pick<CollectionListAnswer, 'sort' | 'dir'>,
  narrowed: boolean,
): boolean => ordered && list.sort === 'order' && list.dir === 'asc' && !narrowed

type Sort = { sort: string; dir: 'asc' | 'desc' }

/**
 * A column heading's sort: what its link asks for (ascending first, then the other way), and how
 * the heading says the list runs now (`aria-sort`, an arrow). The type's default sort is asked by
 * leaving both out, so the address of the list as it opens has one form.
 */
export function sortLink(key: string, list: Sort, fallback: Sort) {
  const active = list.sort === key
  const dir: Sort['dir'] = active && list.dir === 'asc' ? 'desc' : 'asc'
  const next: Partial<Sort> = key === fallback.sort && dir === fallback.dir ? {} : { sort: key, dir }
  const ariaSort = active ? (list.dir === 'asc' ? 'ascending' : 'descending') : undefined
  const arrow = active ? (list.dir === 'asc' ? ' ▲' : ' ▼') : ''
  return { next, ariaSort, arrow } as const
}

/** Whether a row is the first or the last of the whole list, so it cannot move that way. */
export function rowEnds(index: number, list: Pick<CollectionListAnswer, 'page' | 'pageSize' | 'total'>) {
  return {
    first: index === 0 && list.page === 1,
    last: (list.page - 1) * list.pageSize + index === list.total - 1,
  }
}

/** The address of another page of the list: the same search, filters and sort. */
export const pageSearch = (search: CollectionListSearch, page: number): InferInput<typeof CollectionListSearch> => ({
  ...keptSearch(search),
  sort: search.sort,
  dir: search.dir,
  page: String(page),
})
