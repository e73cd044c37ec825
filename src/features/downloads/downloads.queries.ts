import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '~/i18n/locales'
import { fetchDownloads } from './downloads.functions'

export const downloadsQuery = (locale: Locale) =>
  queryOptions({ queryKey: ['downloads', locale], queryFn: () => fetchDownloads({ data: { locale } }) })
