import { queryOptions } from '@tanstack/react-query'
import type { NewsCategory } from '~/db/schema-enums'
import type { Locale } from '~/i18n/locales'

const serverFunctions = () => import('./news.functions')

export const newsQueries = {
  item: (locale: Locale, id: number) =>
    queryOptions({
      queryKey: ['news', 'item', locale, id],
      queryFn: async () => (await serverFunctions()).fetchNewsItem({ data: { id, locale } }),
    }),
  list: (locale: Locale, category: NewsCategory | undefined, page: number) =>
    queryOptions({
      queryKey: ['news', 'list', locale, category ?? 'all', page],
      queryFn: async () => (await serverFunctions()).fetchNewsList({ data: { locale, category, page } }),
    }),
  search: (locale: Locale, keywords: string, page: number) =>
    queryOptions({
      queryKey: ['news', 'search', locale, keywords, page],
      queryFn: async () => (await serverFunctions()).fetchNewsSearch({ data: { locale, keywords, page } }),
    }),
}
