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
import { type Localised, pickLocaleList } from '~/db/localise'
import type { Locale } from '~/i18n/locales'
import { type ContentRow, readContent } from './content-read.server'
import { CONTENT_TYPES, type ContentType, type ContentTypeName, type ListedContentType } from './content-types'

/** Each public list's query contract: a list the description names without one fails `tsc`. */
const LIST_QUERIES = {
  hotels: EmptyQuery,
  transport: TransportQuery,
  awards: YearQuery,
  testimonials: TestimonialQuery,
  partners: PartnerQuery,
  downloads: EmptyQuery,
  photos: AlbumQuery,
  videos: EmptyQuery,
  figures: SectionQuery,
  boothTypes: EmptyQuery,
} as const satisfies Record<ListedContentType, v.ObjectSchema<v.ObjectEntries, undefined>>

type QueryOf<T extends ListedContentType> = (typeof LIST_QUERIES)[T]

function isListed(type: ContentTypeName): type is ListedContentType {
  const description: ContentType = CONTENT_TYPES[type]
  return description.list !== undefined
}

/** Each public list's type by the list's name under `/api/<list>` (a Map: no inherited keys). */
const TYPE_OF_LIST = new Map<string, ListedContentType>(
  (Object.keys(CONTENT_TYPES) as ContentTypeName[])
    .filter(isListed)
    .map((type) => [CONTENT_TYPES[type].list.name, type]),
)

/** The type whose public list has this name under `/api/<list>`, if any. */
export function listedTypeOf(name: string): ListedContentType | undefined {
  return TYPE_OF_LIST.get(name)
}

/** The query schema of a type's public list. */
export const listQueryOf = <T extends ListedContentType>(type: T): QueryOf<T> => LIST_QUERIES[type]

/** A type's public list in one language; the query is already parsed with the list's schema. */
export async function loadContentList<T extends ListedContentType>(
  db: Db,
  type: T,
  query: v.InferOutput<QueryOf<T>>,
  locale: Locale,
): Promise<Localised<ContentRow<T>>[]> {
  return pickLocaleList(await readContent(db, type, query), locale)
}
