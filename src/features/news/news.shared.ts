import * as v from 'valibot'

/** A news id as it appears in `/news/:id`: a positive integer without leading zeros. */
export const NewsIdParam = v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/), v.transform(Number))

/** `?page=2`: a plain positive integer as typed (no leading zeros, no signs); absent means page 1. */
export const PageParam = v.pipe(v.string(), v.regex(/^[1-9]\d{0,4}$/), v.transform(Number))

/** News list pages: only `page` is known; anything else in the query is ignored. */
export const NewsListSearch = v.object({ page: v.optional(PageParam) })

/** `/search-news?keywords=...&page=2`: kept as typed (no trimming here, so the URL is never rewritten). */
export const SearchNewsSearch = v.object({
  keywords: v.optional(v.pipe(v.string(), v.maxLength(100))),
  page: v.optional(PageParam),
})

export const NEWS_PAGE_SIZE = 9

export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize))

export interface HighlightPart {
  text: string
  match: boolean
}

/**
 * Splits `text` into plain and matching parts for every keyword (case-insensitive, as the search
 * matches), so the page can wrap matches in <mark> as React text: nothing is ever injected as HTML.
 */
export function highlightParts(text: string, keywords: readonly string[]): HighlightPart[] {
  const terms = [...new Set(keywords.map((k) => k.normalize('NFKC').trim()).filter(Boolean))]
  if (terms.length === 0 || !text) return text ? [{ text, match: false }] : []
  const escaped = terms.sort((a, b) => b.length - a.length).map((term) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  const pattern = new RegExp(`(${escaped.join('|')})`, 'giu')
  const parts: HighlightPart[] = []
  for (const [index, piece] of text.split(pattern).entries()) {
    if (piece) parts.push({ text: piece, match: index % 2 === 1 })
  }
  return parts
}
