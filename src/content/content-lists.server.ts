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
 * The plain content lists the pages need, by the name they have under `/api/<name>`. Each is read
 * from the database and returned in the requested language; one table instead of one handler each.
 */
export const CONTENT_LISTS = {
  partners: list(PartnerQuery, (db, q) => listPartners(db, q.kind)),
  photos: list(AlbumQuery, (db, q) => listPhotos(db, q.album)),
  videos: list(EmptyQuery, (db) => listVideos(db)),
  hotels: list(EmptyQuery, (db) => listHotels(db)),
  transport: list(TransportQuery, (db, q) => listTransport(db, q.mode)),
  'booth-types': list(EmptyQuery, (db) => listBoothTypes(db)),
  awards: list(YearQuery, (db, q) => listAwards(db, q.year)),
  downloads: list(EmptyQuery, (db) => listDownloads(db)),
  testimonials: list(TestimonialQuery, (db, q) => listTestimonials(db, q.kind)),
  statistics: list(SectionQuery, (db, q) => listStatistics(db, q.section)),
} as const

export type ContentListName = keyof typeof CONTENT_LISTS

export function isContentListName(name: string): name is ContentListName {
  return Object.hasOwn(CONTENT_LISTS, name)
}

type Lists = typeof CONTENT_LISTS
type QueryOf<N extends ContentListName> = Lists[N]['query']
type RowOf<N extends ContentListName> = Awaited<ReturnType<Lists[N]['load']>>[number]
/** The table seen per name, so a generic `name` keeps its query and row types together. */
const TYPED_LISTS: { [N in ContentListName]: ContentList<QueryOf<N>, RowOf<N>> } = CONTENT_LISTS

/** A list in one language; the query is already parsed with the list's schema. */
export async function loadContentList<N extends ContentListName>(
  db: Db,
  name: N,
  query: v.InferOutput<QueryOf<N>>,
  locale: Locale,
): Promise<Localised<RowOf<N>>[]> {
  const entry: ContentList<QueryOf<N>, RowOf<N>> = TYPED_LISTS[name]
  return pickLocaleList(await entry.load(db, query), locale)
}
