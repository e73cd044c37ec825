import type * as v from 'valibot'
import type { NewsListQuery, NewsSearchQuery } from '~/contracts/queries'
import type { Db } from '~/db/client.server'
import { type Locale, pickLocale, pickLocaleList } from '~/db/localise'
import { getNewsItem, listNews, searchNews } from '~/db/repositories/news.server'

/** News reads in one language: the API and the pages call these, never the repository directly. */
export async function newsPage(db: Db, locale: Locale, query: v.InferOutput<typeof NewsListQuery>) {
  const page = await listNews(db, query)
  return { ...page, items: pickLocaleList(page.items, locale) }
}

export async function newsSearchPage(db: Db, locale: Locale, query: v.InferOutput<typeof NewsSearchQuery>) {
  const page = await searchNews(db, query)
  return { ...page, items: pickLocaleList(page.items, locale) }
}

export async function newsDetail(db: Db, locale: Locale, id: number) {
  const item = await getNewsItem(db, id)
  return item ? pickLocale(item, locale) : null
}

export type NewsListPage = Awaited<ReturnType<typeof newsPage>>
export type NewsItemDetail = NonNullable<Awaited<ReturnType<typeof newsDetail>>>
