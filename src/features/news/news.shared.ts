import * as v from 'valibot'

/** A news id as it appears in `/news/:id`: a positive integer without leading zeros. */
export const NewsIdParam = v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/), v.transform(Number))

/** `/search-news?keywords=...`: kept as typed (no trimming here, so the URL is never rewritten). */
export const SearchNewsSearch = v.object({
  keywords: v.optional(v.pipe(v.string(), v.maxLength(100))),
})
