import type { NewsCategory } from '~/db/schema-enums'
import type { SafeHtml } from './safe-html'

/**
 * News as the pages (server functions) and `/api/news*` answer it, in one locale. Dates are `Date`
 * where the handler builds them; the JSON of an `/api` answer writes them as ISO strings.
 */
export interface NewsSummaryDto {
  id: number
  category: NewsCategory
  title: string
  summary: string
  coverImage: string | null
  /** The cover's renditions for `srcset` (library pictures); null when there is one size only. */
  coverSrcset: string | null
  publishedAt: Date
}

export interface NewsDetailDto extends NewsSummaryDto {
  /** Sanitised HTML. */
  body: SafeHtml
  updatedAt: Date
  /** Neighbours in the same category in list order (newest first): prev is newer, next is older. */
  prevId: number | null
  nextId: number | null
}
