import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import type { SafeHtml } from '~/contracts/safe-html'
import type { Locale } from '~/i18n/locales'
import { useLocale } from '~/routing/locale'
import { fetchShell } from './shell.functions'

export const shellQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['shell', locale],
    queryFn: () => fetchShell({ data: { locale } }),
    staleTime: 5 * 60_000,
  })

/** The layout data of the current page's locale (loaded by the `{-$locale}` route). */
export function useShellData() {
  return useSuspenseQuery(shellQuery(useLocale())).data
}

/** One configuration value (`''` when unset). */
export function useConfig(code: string): string {
  return useShellData().config[code] ?? ''
}

/** A bilingual configuration value (`<code>_cn` / `<code>_en`) in the page's locale. */
export function useLocalConfig(code: string): string {
  return useShellData().config[`${code}_${useLocale()}`] ?? ''
}

/** A bilingual rich setting (sanitised HTML) in the page's locale; undefined when unset. */
export function useLocalRichConfig(code: string): SafeHtml | undefined {
  return useShellData().rich[`${code}_${useLocale()}`]
}
