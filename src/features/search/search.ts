import { type Locale, localizePath } from '~/i18n/locales'

/** The search-news page for a keyword (spec section 5), or null when the keyword is blank. */
export function searchNewsHref(keywords: string, locale: Locale): string | null {
  const trimmed = keywords.trim()
  if (!trimmed) return null
  return `${localizePath('/search-news', locale)}?${new URLSearchParams({ keywords: trimmed }).toString()}`
}
