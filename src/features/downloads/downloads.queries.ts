import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '~/i18n/locales'

const serverFunctions = () => import('./downloads.functions')

export const downloadsQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['downloads', locale],
    queryFn: async () => (await serverFunctions()).fetchDownloads({ data: { locale } }),
  })
