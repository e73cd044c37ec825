import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '~/i18n/locales'
import { fetchVisitorGuide } from './visitor-guide.functions'

export const visitorGuideQuery = (locale: Locale) =>
  queryOptions({ queryKey: ['visitor-guide', locale], queryFn: () => fetchVisitorGuide({ data: { locale } }) })
