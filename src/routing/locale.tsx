import { createContext, type ReactNode, use } from 'react'
import type { Locale } from '~/i18n/locales'

/**
 * The site locale of the page (`cn` | `en`): the router context's `locale`, which comes from the
 * path's `{-$locale}` segment (one router never changes locale: the language switch reloads).
 * Provided by the router's `Wrap`, so even the error page can read it; never derived from Lingui's
 * locale id, which is a BCP 47 tag and not the URL's locale.
 */
const SiteLocale = createContext<Locale | null>(null)

export function SiteLocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <SiteLocale value={locale}>{children}</SiteLocale>
}

export function useLocale(): Locale {
  const locale = use(SiteLocale)
  if (locale === null) throw new Error('useLocale() needs a SiteLocaleProvider (the router provides one)')
  return locale
}

/**
 * The `{-$locale}` param for a typed link: `{ locale: 'en' }` or `{ locale: undefined }`. The
 * explicit `undefined` matters: a link without it keeps the current optional param
 * (TanStack/router #5582).
 */
export function useLocaleParams(): { locale: 'en' | undefined } {
  return { locale: useLocale() === 'en' ? 'en' : undefined }
}
