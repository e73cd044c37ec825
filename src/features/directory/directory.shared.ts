import type { DirectorySearch } from '~/contracts/search'

export const DIRECTORY_PAGE_SIZE = 12

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
