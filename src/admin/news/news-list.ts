import type * as v from 'valibot'
import type { NewsListFilter } from './contract'

/** The news list's filter as the address holds it (the page a number). */
export type NewsListView = v.InferOutput<typeof NewsListFilter>

/** The address of another page of the same list: the filter as the URL writes it (strings), that page. */
export function newsPageSearch(
  { page: _page, ...filter }: NewsListView,
  page: number,
): v.InferInput<typeof NewsListFilter> {
  return { ...filter, page: String(page) }
}
