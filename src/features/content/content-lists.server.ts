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
import { type Locale, pickLocaleList } from '~/db/localise'
import { listPhotos, listVideos } from '~/db/repositories/media.server'
import { listPartners } from '~/db/repositories/partners.server'
import { listAwards, listDownloads, listStatistics, listTestimonials } from '~/db/repositories/show-review.server'
import { listBoothTypes, listHotels, listTransport } from '~/db/repositories/visitor-info.server'

interface ContentList<S extends v.GenericSchema<unknown, unknown>> {
  query: S
  load(db: Db, query: v.InferOutput<S>): Promise<readonly object[]>
}

function list<S extends v.GenericSchema<unknown, unknown>>(query: S, load: ContentList<S>['load']): ContentList<S> {
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

export async function loadContentList(db: Db, name: ContentListName, query: unknown, locale: Locale) {
  const entry = CONTENT_LISTS[name] as ContentList<v.GenericSchema<unknown, unknown>>
  return pickLocaleList(await entry.load(db, query), locale)
}
