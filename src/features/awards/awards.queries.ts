import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '~/i18n/locales'
import { fetchAwardsPage } from './awards.functions'

export const awardsQuery = (locale: Locale) =>
  queryOptions({ queryKey: ['awards-page', locale], queryFn: () => fetchAwardsPage({ data: { locale } }) })
