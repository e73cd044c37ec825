import { useLingui } from '@lingui/react'
import { useShellData } from '~/features/shell'
import { type Locale, localeOf } from '~/i18n/locales'

export function useLocale(): Locale {
  return localeOf(useLingui().i18n.locale)
}

/** A bilingual configuration value (`<code>_cn` / `<code>_en`) in the page's locale. */
export function useLocalConfig(code: string): string {
  const { config } = useShellData()
  const locale = useLocale()
  return config[`${code}_${locale}`] ?? ''
}
