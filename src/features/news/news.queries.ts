import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '~/i18n/locales'
import { fetchNewsItem } from './news.functions'

export const newsQueries = {
  item: (locale: Locale, id: number) =>
    queryOptions({
      queryKey: ['news', 'item', locale, id],
      queryFn: () => fetchNewsItem({ data: { id, locale } }),
    }),
}
