import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '~/i18n/locales'
import { fetchHome } from './home.functions'

export const homeQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['home', locale],
    queryFn: () => fetchHome({ data: { locale } }),
    staleTime: 60_000,
  })
