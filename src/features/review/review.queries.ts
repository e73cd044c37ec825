import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '~/i18n/locales'

const serverFunctions = () => import('./review.functions')

export const reviewQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['review-page', locale],
    queryFn: async () => (await serverFunctions()).fetchReviewPage({ data: { locale } }),
  })
