import * as v from 'valibot'
import { KeywordsParam, PageParam } from './params'
import { ExhibitorQuery } from './queries'

/**
 * The pages' search params. Values are kept as typed (no trimming, no defaults added), so a shared
 * URL is never rewritten; unknown keys are ignored.
 */

/** News list pages: `?page=2`. */
export const NewsListSearch = v.object({ page: v.optional(PageParam) })
export type NewsListSearch = v.InferOutput<typeof NewsListSearch>

/** `/search-news?keywords=...&page=2`. */
export const SearchNewsSearch = v.object({
  keywords: v.optional(KeywordsParam),
  page: v.optional(PageParam),
})
export type SearchNewsSearch = v.InferOutput<typeof SearchNewsSearch>

/**
 * `/directories?q=&industry=&country=&germanPavilion=1&page=2`: the API's exhibitor query minus
 * `pageSize` (fixed on the page). An empty value (a GET form's untouched field) means "no filter".
 */
const optionalFilter = <S extends v.GenericSchema<string, unknown>>(schema: S) =>
  v.optional(v.union([v.literal(''), schema]))

export const DirectorySearch = v.object({
  q: optionalFilter(KeywordsParam),
  industry: optionalFilter(ExhibitorQuery.entries.industry.wrapped),
  country: optionalFilter(ExhibitorQuery.entries.country.wrapped),
  germanPavilion: v.optional(v.picklist(['', '1', '0'])),
  page: v.optional(
    v.pipe(
      v.string(),
      v.check((s) => v.is(PageParam, s)),
    ),
  ),
})
export type DirectorySearch = v.InferOutput<typeof DirectorySearch>

/** `/newsletter/confirm?token=…`, `/newsletter/unsubscribe?token=…`: a mailed link's token. */
export const MailedLinkToken = v.object({
  token: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,64}$/))), undefined),
})
