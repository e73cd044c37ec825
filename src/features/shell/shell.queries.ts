import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '~/i18n/locales'
import { shellQueryKey } from '~/routing/shell-query-key'

const serverFunctions = () => import('./shell.functions')

export const shellQuery = (locale: Locale) =>
  queryOptions({
    queryKey: shellQueryKey(locale),
    queryFn: async () => (await serverFunctions()).fetchShell({ data: { locale } }),
    staleTime: 5 * 60_000,
  })
