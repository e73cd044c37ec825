import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '~/i18n/locales'

const serverFunctions = () => import('./awards.functions')

export const awardsQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['awards-page', locale],
    queryFn: async () => (await serverFunctions()).fetchAwardsPage({ data: { locale } }),
  })
