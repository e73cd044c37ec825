import { queryOptions } from '@tanstack/react-query'
import type { NewsCategory } from '~/db/schema-enums'
import type { Locale } from '~/i18n/locales'
import { fetchNewsItem, fetchNewsList, fetchNewsSearch } from './news.functions'

export const newsQueries = {
  item: (locale: Locale, id: number) =>
    queryOptions({
      queryKey: ['news', 'item', locale, id],
      queryFn: () => fetchNewsItem({ data: { id, locale } }),
    }),
  list: (locale: Locale, category: NewsCategory | undefined, page: number) =>
    queryOptions({
      queryKey: ['news', 'list', locale, category ?? 'all', page],
      queryFn: () => fetchNewsList({ data: { locale, category, page } }),
    }),
  search: (locale: Locale, keywords: string, page: number) =>
    queryOptions({
      queryKey: ['news', 'search', locale, keywords, page],
      queryFn: () => fetchNewsSearch({ data: { locale, keywords, page } }),
    }),
}
