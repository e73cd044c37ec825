import { TRANSPORT_MODES } from '~/db/schema-enums'
import type { CONTENT_TABLES } from './content-tables.server'

/**
 * The tables a content type may live in, by their SQL name, with their Drizzle tables: the server's
 * map (`content-tables.server.ts`), as a type only, so nothing of the schema reaches the browser.
 * The back office's column check (registry-columns.ts) reads a type's columns from here.
 */
export type ContentTables = typeof CONTENT_TABLES

export type ContentTable = keyof ContentTables

/**
 * One term of a type's public order, by a property of its Drizzle table (`sortOrder`): ascending,
 * descending (`dir`), or by the position of the value in `rank` (transport modes in their order).
 */
export type OrderTerm = string | { column: string; dir?: 'asc' | 'desc'; rank?: readonly string[] }

/**
 * A filter of a public list's query: the query's key equals a column (`kind`), or names the section
 * of a namespaced key (`section=review` keeps `review.*`).
 */
type ListFilter = string | { column: string; match: 'section' }

/**
 * A type served as a plain list under `/api/<name>`: what each query key filters. The query's contract
 * (its valibot schema) is the server's (`content-lists.server.ts`): the back office loads this file in
 * the browser, and the schemas' module is shared with the public entry chunk, which would pay for them.
 */
interface PublicList {
  name: string
  filters?: Readonly<Record<string, ListFilter>>
}

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
   * The public order, by properties of the table; without it, editorial order (`sortOrder`, `id`)
   * for an ordered type and `id` for another. The id breaks ties only where it is named.
   */
  order?: readonly OrderTerm[]
  /**
   * Its public list under `/api/<name>` (the spec's name), when the site serves the type as a plain
   * list there; `src/content/content-read.server.ts` reads it from this description alone.
   */
  list?: PublicList
}

/**
 * Every content type of the site, described once for both of its sides (ADR 019, 032): the back
 * office's registry (`src/admin/collections/registry.ts`) adds each type's labels, fields, columns
 * and filters to its entry here; the public read (`content-read.server.ts`) takes table, scope,
 * order and filters from it. Public code reads this file, never the back office's registry (ADR 015).
 */
export const CONTENT_TYPES = {
  heroSlides: { table: 'hero_slide', ordered: true },
  hotels: { table: 'hotel', ordered: true, list: { name: 'hotels' } },
  transport: {
    table: 'transport_route',
    ordered: true,
    // Grouped by mode in the order the page presents them, then editorial order.
    order: [{ column: 'mode', rank: TRANSPORT_MODES }, 'sortOrder', 'id'],
    list: { name: 'transport', filters: { mode: 'mode' } },
  },
  awards: {
    table: 'award',
    ordered: false,
    order: [{ column: 'year', dir: 'desc' }, 'id'],
    list: { name: 'awards', filters: { year: 'year' } },
  },
  testimonials: {
    table: 'testimonial',
    ordered: false,
    list: { name: 'testimonials', filters: { kind: 'kind' } },
  },
  partners: {
    table: 'partner',
    ordered: true,
    order: ['kind', 'sortOrder', 'id'],
    list: { name: 'partners', filters: { kind: 'kind' } },
  },
  mediaPartners: { table: 'partner', ordered: true, scope: { column: 'kind', value: 'media' } },
  sisterFairs: { table: 'partner', ordered: true, scope: { column: 'kind', value: 'sister_fair' } },
  downloads: { table: 'download', ordered: true, list: { name: 'downloads' } },
  photos: {
    table: 'photo',
    ordered: true,
    list: { name: 'photos', filters: { album: 'album' } },
  },
  videos: { table: 'video', ordered: true, list: { name: 'videos' } },
  figures: {
    table: 'statistic',
    ordered: true,
    list: { name: 'statistics', filters: { section: { column: 'key', match: 'section' } } },
  },
  // A tree: read by src/db/repositories/industry.server.ts (a hidden industry takes its children).
  industries: { table: 'industry', ordered: true },
  // Paged and searched: `/api/exhibitors` has a route of its own (src/routes/api/exhibitors/).
  exhibitors: { table: 'exhibitor', ordered: false },
  // Edited with the hall plan (src/admin/floor-plan), not by the generic screens; no id, no switch.
  boothTypes: {
    table: 'booth_type',
    ordered: true,
    order: ['sortOrder'],
    list: { name: 'booth-types' },
  },
} as const satisfies Record<string, ContentType>

export type ContentTypeName = keyof typeof CONTENT_TYPES

/** The types the site serves as a plain public list. */
export type ListedContentType = {
  [K in ContentTypeName]: (typeof CONTENT_TYPES)[K] extends { list: PublicList } ? K : never
}[ContentTypeName]

/** The properties of a type's table (`roomTypeCn`), as its Drizzle table names them. */
type PropertyOf<T extends ContentTable> = Extract<keyof ContentTables[T]['_']['columns'], string>
type TermColumn<O> = O extends string ? O : O extends { column: infer C extends string } ? C : never
/** The properties a type's order and list filters name that its table lacks (never when all exist). */
type MissingProperties<C> = C extends { table: infer T extends ContentTable }
  ?
      | Exclude<C extends { order: readonly (infer O)[] } ? TermColumn<O> : never, PropertyOf<T>>
      | Exclude<C extends { list: { filters: infer F } } ? TermColumn<F[keyof F]> : never, PropertyOf<T>>
  : never

/**
 * The types of a description whose order or filters name a property their table lacks: `{}` when
 * every one exists, so a misspelt column fails `tsc` (content-types.test.ts proves it).
 */
export type OrderProblems<R> = {
  [K in keyof R as [MissingProperties<R[K]>] extends [never] ? never : K]: MissingProperties<R[K]>
}

/** Empty, or `tsc` names each type whose order or filters name a property its table lacks. */
export const CONTENT_ORDER_PROBLEMS: OrderProblems<typeof CONTENT_TYPES> = {}
