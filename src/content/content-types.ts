import type * as schema from '~/db/schema'

/**
 * The tables a content type may live in, by their SQL name, with their Drizzle tables (types only:
 * nothing of the schema reaches the browser). The back office's column check (registry-columns.ts)
 * reads a type's columns from here.
 */
export interface ContentTables {
  hero_slide: typeof schema.heroSlide
  hotel: typeof schema.hotel
  transport_route: typeof schema.transportRoute
  award: typeof schema.award
  testimonial: typeof schema.testimonial
  partner: typeof schema.partner
  download: typeof schema.download
  photo: typeof schema.photo
  video: typeof schema.video
  statistic: typeof schema.statistic
  industry: typeof schema.industry
  exhibitor: typeof schema.exhibitor
  booth_type: typeof schema.boothType
}

export type ContentTable = keyof ContentTables

/** What both sides of the site know of a content type: where it lives and how the public sees it. */
export interface ContentType {
  /** The table (a name from this file, never from a request). */
  table: ContentTable
  /** Rows are in editorial order (`sort_order`), which the back office can change. */
  ordered: boolean
  /**
   * One kind of a table that holds several (sister fairs among the partners): reads and writes see
   * only rows with this value, and new rows get it.
   */
  scope?: { column: string; value: string }
  /**
   * The name of its public list under `/api/<list>` (the spec's name), when the site serves the type
   * as a plain list there; `src/content/content-lists.server.ts` must then read it, or `tsc` fails.
   */
  list?: string
}

/**
 * Every content type of the site, described once for both of its sides (ADR 019, 032): the back
 * office's registry (`src/admin/collections/registry.ts`) adds each type's labels, fields, columns
 * and filters to its entry here; the public lists take their names and types from it. Public code
 * reads this file, never the back office's registry (ADR 015).
 */
export const CONTENT_TYPES = {
  heroSlides: { table: 'hero_slide', ordered: true },
  hotels: { table: 'hotel', ordered: true, list: 'hotels' },
  transport: { table: 'transport_route', ordered: true, list: 'transport' },
  awards: { table: 'award', ordered: false, list: 'awards' },
  testimonials: { table: 'testimonial', ordered: false, list: 'testimonials' },
  partners: { table: 'partner', ordered: true, list: 'partners' },
  mediaPartners: { table: 'partner', ordered: true, scope: { column: 'kind', value: 'media' } },
  sisterFairs: { table: 'partner', ordered: true, scope: { column: 'kind', value: 'sister_fair' } },
  downloads: { table: 'download', ordered: true, list: 'downloads' },
  photos: { table: 'photo', ordered: true, list: 'photos' },
  videos: { table: 'video', ordered: true, list: 'videos' },
  figures: { table: 'statistic', ordered: true, list: 'statistics' },
  industries: { table: 'industry', ordered: true },
  // Paged and searched: `/api/exhibitors` has a route of its own (src/routes/api/exhibitors/).
  exhibitors: { table: 'exhibitor', ordered: false },
  // Edited with the hall plan (src/admin/plan), not by the generic screens.
  boothTypes: { table: 'booth_type', ordered: true, list: 'booth-types' },
} as const satisfies Record<string, ContentType>

export type ContentTypeName = keyof typeof CONTENT_TYPES

/** The types the site serves as a plain public list. */
export type ListedContentType = {
  [K in ContentTypeName]: (typeof CONTENT_TYPES)[K] extends { list: string } ? K : never
}[ContentTypeName]
