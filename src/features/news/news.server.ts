import type * as v from 'valibot'
import type { PageDto } from '~/contracts/envelope'
import type { NewsDetailDto, NewsSummaryDto } from '~/contracts/news'
import type { NewsListQuery, NewsSearchQuery } from '~/contracts/queries'
import type { Db } from '~/db/client.server'
import { pickLocale, pickLocaleList } from '~/db/localise'
import { getNewsItem, listNews, type NewsReader, searchNews } from '~/db/repositories/news.server'
import type { Locale } from '~/i18n/locales'

/** News reads in one language: the API and the pages call these, never the repository directly. */
export async function newsPage(
  db: Db,
  locale: Locale,
  query: v.InferOutput<typeof NewsListQuery>,
): Promise<PageDto<NewsSummaryDto>> {
  const page = await listNews(db, query)
  return { ...page, items: pickLocaleList(page.items, locale) }
}

export async function newsSearchPage(
  db: Db,
  locale: Locale,
  query: v.InferOutput<typeof NewsSearchQuery>,
): Promise<PageDto<NewsSummaryDto>> {
  const page = await searchNews(db, query)
  return { ...page, items: pickLocaleList(page.items, locale) }
}

export async function newsDetail(
  db: Db,
  locale: Locale,
  id: number,
  reader: NewsReader = 'public',
): Promise<NewsDetailDto | null> {
  const item = await getNewsItem(db, id, reader)
  return item ? pickLocale(item, locale) : null
}
