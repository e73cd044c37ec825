import type { IndustryDto } from '~/contracts/content'
import type { DirectorySearch } from '~/contracts/search'

export const DIRECTORY_PAGE_SIZE = 12

/** The directory's own route: its `search` (links, navigation) is typed by the route's schema. */
export const DIRECTORY_ROUTE = '/{-$locale}/directories'

/** The search params as the exhibitor core's query (empty values dropped, numbers parsed). */
export function directoryQuery(search: DirectorySearch) {
  return {
    q: search.q?.trim() || undefined,
    industry: search.industry || undefined,
    country: search.country || undefined,
    germanPavilion: search.germanPavilion === '1' ? true : search.germanPavilion === '0' ? false : undefined,
    page: search.page ? Number(search.page) : 1,
    pageSize: DIRECTORY_PAGE_SIZE,
  }
}

/** Only the params that filter, for links and the query key (so `?q=` and `` share one cache entry). */
export function cleanSearch(search: DirectorySearch): DirectorySearch {
  const out: DirectorySearch = {}
  if (search.q?.trim()) out.q = search.q
  if (search.industry) out.industry = search.industry
  if (search.country) out.country = search.country
  if (search.germanPavilion) out.germanPavilion = search.germanPavilion
  if (search.page && search.page !== '1') out.page = search.page
  return out
}

/** The filters a submitted search form asks for, as the address writes them. */
export function searchFromForm(form: FormData): DirectorySearch {
  return cleanSearch({
    q: String(form.get('q') ?? ''),
    industry: String(form.get('industry') ?? ''),
    country: String(form.get('country') ?? ''),
    germanPavilion: form.get('germanPavilion') === '1' ? '1' : undefined,
  })
}

/** Industry code → its name, for the two levels of the tree (an exhibitor's tags may name either). */
export function industryNames(industries: readonly IndustryDto[]): Map<string, string> {
  const names = new Map<string, string>()
  for (const parent of industries) {
    names.set(parent.code, parent.name)
    for (const child of parent.children) names.set(child.code, child.name)
  }
  return names
}

/** How many result pages `total` exhibitors fill (one, even when none matches). */
export const directoryPageCount = (total: number) => Math.max(1, Math.ceil(total / DIRECTORY_PAGE_SIZE))

/** The params of one result page: the filters kept, the first page without a `page` param. */
export const directoryPageSearch = (clean: DirectorySearch, page: number): DirectorySearch => ({
  ...clean,
  page: page > 1 ? String(page) : undefined,
})
