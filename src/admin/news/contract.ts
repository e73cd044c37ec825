import * as v from 'valibot'
import { PageParam } from '~/contracts/params'
import { NEWS_CATEGORIES, NEWS_STATUSES, type NewsCategory, type NewsStatus } from '~/db/schema-enums'

/** A row of the news list. */
interface NewsListRow {
  id: number
  titleCn: string
  titleEn: string
  category: NewsCategory
  status: NewsStatus
  publishedAt: string
  /** Both languages have title, summary and body. */
  complete: boolean
}

export const NEWS_LIST_SORTS = ['newest', 'oldest', 'updated', 'title'] as const
export const NEWS_COMPLETENESS = ['complete', 'incomplete'] as const
export const NEWS_LIST_PAGE_SIZE = 50

const newsListFields = {
  q: v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))), undefined),
  status: v.fallback(v.optional(v.picklist(NEWS_STATUSES)), undefined),
  category: v.fallback(v.optional(v.picklist(NEWS_CATEGORIES)), undefined),
  /** Both languages filled in, or not. */
  languages: v.fallback(v.optional(v.picklist(NEWS_COMPLETENESS)), undefined),
  /** Absent: newest first. */
  sort: v.fallback(v.optional(v.picklist(NEWS_LIST_SORTS)), undefined),
}

/** The news list's search params (`?q=…&page=2`: strings in the URL, a bad value dropped). */
export const NewsListFilter = v.object({
  ...newsListFields,
  page: v.fallback(v.optional(PageParam), undefined),
})

/** What the list's server function takes: the same filter with the page as a number. */
export const NewsListRequest = v.object({
  ...newsListFields,
  page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(99_999))),
})

export interface NewsListAnswer {
  rows: NewsListRow[]
  total: number
  page: number
  pageSize: number
}

const text = (max: number) => v.pipe(v.string(), v.maxLength(max))

/** What the news editor sends; the bodies are untrusted HTML, sanitised on the server. */
export const NewsSaveInput = v.object({
  id: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647))),
  /** The version the editor loaded (absent for a new item). */
  version: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  category: v.picklist(NEWS_CATEGORIES),
  status: v.picklist(NEWS_STATUSES),
  publishedAt: v.pipe(v.string(), v.isoTimestamp()),
  titleCn: v.pipe(v.string(), v.trim(), v.maxLength(200)),
  titleEn: v.pipe(v.string(), v.trim(), v.maxLength(200)),
  summaryCn: text(500),
  summaryEn: text(500),
  bodyCn: text(200_000),
  bodyEn: text(200_000),
  /** A library picture as the cover; null removes it; absent leaves the cover as it is. */
  coverMediaId: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647)))),
})
export type NewsSaveInputValue = v.InferOutput<typeof NewsSaveInput>

/** An item as the editor shows it. */
export interface NewsEditable extends Omit<NewsSaveInputValue, 'id' | 'version' | 'coverMediaId'> {
  id: number
  version: number
  coverMediaId: number | null
  /** The cover as the public pages show it (a library picture's rendition or an older path). */
  coverImage: string | null
}

export type NewsSaveAnswer =
  | { ok: true; id: number; version: number }
  | { ok: false; reason: 'stale'; current: NewsEditable }
  | { ok: false; reason: 'not-found' }
  | { ok: false; reason: 'title-missing' }
  | { ok: false; reason: 'cover-missing' }
