import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { DirectorySearch } from '~/contracts/search'
import type { Locale } from '~/i18n/locales'
import { fetchDirectoryFilters, fetchExhibitors } from './directory.functions'
import { cleanSearch } from './directory.shared'

export const directoryQueries = {
  page: (locale: Locale, search: DirectorySearch) => {
    const clean = cleanSearch(search)
    return queryOptions({
      queryKey: ['directory', 'page', locale, clean],
      queryFn: () => fetchExhibitors({ data: { locale, search: clean } }),
      placeholderData: keepPreviousData,
    })
  },
  filters: (locale: Locale) =>
    queryOptions({
      queryKey: ['directory', 'filters', locale],
      queryFn: () => fetchDirectoryFilters({ data: { locale } }),
      staleTime: 5 * 60_000,
    }),
}
