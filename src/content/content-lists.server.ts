import type * as v from 'valibot'
import {
  AlbumQuery,
  EmptyQuery,
  PartnerQuery,
  SectionQuery,
  TestimonialQuery,
  TransportQuery,
  YearQuery,
} from '~/contracts/queries'
import type { Db } from '~/db/client.server'
import { type Locale, type Localised, pickLocaleList } from '~/db/localise'
import { listPhotos, listVideos } from '~/db/repositories/media.server'
import { listPartners } from '~/db/repositories/partners.server'
import { listAwards, listDownloads, listStatistics, listTestimonials } from '~/db/repositories/show-review.server'
import { listBoothTypes, listHotels, listTransport } from '~/db/repositories/visitor-info.server'
import { CONTENT_TYPES, type ListedContentType } from './content-types'

interface ContentList<S extends v.GenericSchema<unknown, unknown>, R extends object> {
  query: S
  load(db: Db, query: v.InferOutput<S>): Promise<readonly R[]>
}

function list<S extends v.GenericSchema<unknown, unknown>, R extends object>(
  query: S,
  load: ContentList<S, R>['load'],
): ContentList<S, R> {
  return { query, load }
}

/**
 * How each type `CONTENT_TYPES` lists publicly is read: the query its `/api/<list>` takes and the
 * rows it returns (in both languages; `loadContentList` picks one). A type given a `list` there
 * without an entry here, or an entry for a type without one, fails `tsc`.
 */
const CONTENT_LISTS = {
  partners: list(PartnerQuery, (db, q) => listPartners(db, q.kind)),
  photos: list(AlbumQuery, (db, q) => listPhotos(db, q.album)),
  videos: list(EmptyQuery, (db) => listVideos(db)),
  hotels: list(EmptyQuery, (db) => listHotels(db)),
  transport: list(TransportQuery, (db, q) => listTransport(db, q.mode)),
  boothTypes: list(EmptyQuery, (db) => listBoothTypes(db)),
  awards: list(YearQuery, (db, q) => listAwards(db, q.year)),
  downloads: list(EmptyQuery, (db) => listDownloads(db)),
  testimonials: list(TestimonialQuery, (db, q) => listTestimonials(db, q.kind)),
  figures: list(SectionQuery, (db, q) => listStatistics(db, q.section)),
} as const

/** `true`, or `tsc` names the listed types without a reader here and the readers of no listed type. */
type Unmatched = {
  unread: Exclude<ListedContentType, keyof typeof CONTENT_LISTS>
  unlisted: Exclude<keyof typeof CONTENT_LISTS, ListedContentType>
}
export const CONTENT_LISTS_MATCH_TYPES: [Unmatched['unread'], Unmatched['unlisted']] extends [never, never]
  ? true
  : Unmatched = true

type Lists = typeof CONTENT_LISTS
type QueryOf<T extends ListedContentType> = Lists[T]['query']
type RowOf<T extends ListedContentType> = Awaited<ReturnType<Lists[T]['load']>>[number]
/** The table seen per type, so a generic `type` keeps its query and row types together. */
const TYPED_LISTS: { [T in ListedContentType]: ContentList<QueryOf<T>, RowOf<T>> } = CONTENT_LISTS

/** Each public list's type by the list's name under `/api/<list>` (a Map: no inherited keys). */
const TYPE_OF_LIST = new Map<string, ListedContentType>(
  Object.keys(TYPED_LISTS)
    .filter((type): type is ListedContentType => Object.hasOwn(CONTENT_TYPES, type))
    .map((type) => [CONTENT_TYPES[type].list, type] as const),
)

/** The type whose public list has this name under `/api/<list>`, if any. */
export function listedTypeOf(name: string): ListedContentType | undefined {
  return TYPE_OF_LIST.get(name)
}

/** The query schema of a type's public list. */
export const listQueryOf = <T extends ListedContentType>(type: T): QueryOf<T> => TYPED_LISTS[type].query

/** A type's public list in one language; the query is already parsed with the list's schema. */
export async function loadContentList<T extends ListedContentType>(
  db: Db,
  type: T,
  query: v.InferOutput<QueryOf<T>>,
  locale: Locale,
): Promise<Localised<RowOf<T>>[]> {
  const entry: ContentList<QueryOf<T>, RowOf<T>> = TYPED_LISTS[type]
  return pickLocaleList(await entry.load(db, query), locale)
}
