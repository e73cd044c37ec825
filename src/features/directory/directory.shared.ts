import * as v from 'valibot'
import { ExhibitorQuery } from '~/contracts/queries'

export const DIRECTORY_PAGE_SIZE = 12

/**
 * `/directories?q=&industry=&country=&germanPavilion=1&page=2`: the API's exhibitor query minus
 * `pageSize` (fixed on the page), values kept as typed so shared URLs never get rewritten.
 * An empty value (a GET form's untouched field) means "no filter".
 */
const optionalFilter = <S extends v.GenericSchema<string, unknown>>(schema: S) =>
  v.optional(v.union([v.literal(''), schema]))

export const DirectorySearch = v.object({
  q: optionalFilter(v.pipe(v.string(), v.maxLength(100))),
  industry: optionalFilter(ExhibitorQuery.entries.industry.wrapped),
  country: optionalFilter(ExhibitorQuery.entries.country.wrapped),
  germanPavilion: v.optional(v.picklist(['', '1', '0'])),
  page: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,4}$/))),
})

export type DirectorySearchParams = v.InferOutput<typeof DirectorySearch>

/** The search params as the exhibitor core's query (empty values dropped, numbers parsed). */
export function directoryQuery(search: DirectorySearchParams) {
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
export function cleanSearch(search: DirectorySearchParams): DirectorySearchParams {
  const out: DirectorySearchParams = {}
  if (search.q?.trim()) out.q = search.q
  if (search.industry) out.industry = search.industry
  if (search.country) out.country = search.country
  if (search.germanPavilion) out.germanPavilion = search.germanPavilion
  if (search.page && search.page !== '1') out.page = search.page
  return out
}
