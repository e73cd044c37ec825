import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '~/i18n/locales'
import { fetchShell } from './shell.functions'

export const shellQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['shell', locale],
    queryFn: () => fetchShell({ data: { locale } }),
    staleTime: 5 * 60_000,
  })
