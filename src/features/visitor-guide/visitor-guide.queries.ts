import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '~/i18n/locales'

const serverFunctions = () => import('./visitor-guide.functions')

export const visitorGuideQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['visitor-guide', locale],
    queryFn: async () => (await serverFunctions()).fetchVisitorGuide({ data: { locale } }),
  })
