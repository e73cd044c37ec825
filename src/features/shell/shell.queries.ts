import { useLingui } from '@lingui/react'
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { type Locale, localeOf } from '~/i18n/locales'
import { fetchShell } from './shell.functions'

export const shellQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['shell', locale],
    queryFn: () => fetchShell({ data: { locale } }),
    staleTime: 5 * 60_000,
  })

/** The layout data of the current page's locale (loaded by the `{-$locale}` route). */
export function useShellData() {
  const { i18n } = useLingui()
  return useSuspenseQuery(shellQuery(localeOf(i18n.locale))).data
}

/** One configuration value (`''` when unset). */
export function useConfig(code: string): string {
  return useShellData().config[code] ?? ''
}
