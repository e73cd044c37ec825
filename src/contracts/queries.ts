import * as v from 'valibot'
import { NEWS_CATEGORIES, PARTNER_KINDS, TESTIMONIAL_KINDS, TRANSPORT_MODES } from '~/db/schema-enums'
import { KeywordsParam, PageParam, PageSizeParam } from './params'

const PagingQuery = v.object({
  page: v.optional(PageParam),
  pageSize: v.optional(PageSizeParam),
})

export const NewsListQuery = v.object({
  ...PagingQuery.entries,
  category: v.optional(v.picklist(NEWS_CATEGORIES)),
})

export const NewsSearchQuery = v.object({
  ...PagingQuery.entries,
  keywords: v.pipe(KeywordsParam, v.trim(), v.nonEmpty()),
})

export const ExhibitorQuery = v.object({
  ...PagingQuery.entries,
  q: v.optional(v.pipe(KeywordsParam, v.trim())),
  industry: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9_-]{1,40}$/))),
  country: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/))),
  germanPavilion: v.optional(
    v.pipe(
      v.picklist(['1', 'true', '0', 'false']),
      v.transform((s) => s === '1' || s === 'true'),
    ),
  ),
})

export const PartnerQuery = v.object({ kind: v.optional(v.picklist(PARTNER_KINDS)) })
export const TransportQuery = v.object({ mode: v.optional(v.picklist(TRANSPORT_MODES)) })
export const TestimonialQuery = v.object({ kind: v.optional(v.picklist(TESTIMONIAL_KINDS)) })
export const AlbumQuery = v.object({ album: v.optional(v.pipe(v.string(), v.maxLength(60))) })
export const YearQuery = v.object({ year: v.optional(v.pipe(v.string(), v.regex(/^20\d\d$/), v.transform(Number))) })
export const SectionQuery = v.object({ section: v.optional(v.pipe(v.string(), v.maxLength(60))) })
export const EmptyQuery = v.object({})

export const ShareSignQuery = v.object({ url: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(2048)) })
