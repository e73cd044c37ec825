import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '~/i18n/locales'
import { fetchReviewPage } from './review.functions'

export const reviewQuery = (locale: Locale) =>
  queryOptions({ queryKey: ['review-page', locale], queryFn: () => fetchReviewPage({ data: { locale } }) })
