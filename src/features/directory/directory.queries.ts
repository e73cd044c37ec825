import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { DirectorySearch } from '~/contracts/search'
import type { Locale } from '~/i18n/locales'
import { cleanSearch } from './directory.shared'

const serverFunctions = () => import('./directory.functions')

export const directoryQueries = {
  page: (locale: Locale, search: DirectorySearch) => {
    const clean = cleanSearch(search)
    return queryOptions({
      queryKey: ['directory', 'page', locale, clean],
      queryFn: async () => (await serverFunctions()).fetchExhibitors({ data: { locale, search: clean } }),
      placeholderData: keepPreviousData,
    })
  },
  filters: (locale: Locale) =>
    queryOptions({
      queryKey: ['directory', 'filters', locale],
      queryFn: async () => (await serverFunctions()).fetchDirectoryFilters({ data: { locale } }),
      staleTime: 5 * 60_000,
    }),
}
