import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '~/i18n/locales'

const serverFunctions = () => import('./home.functions')

export const homeQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['home', locale],
    queryFn: async () => (await serverFunctions()).fetchHome({ data: { locale } }),
    staleTime: 60_000,
  })
