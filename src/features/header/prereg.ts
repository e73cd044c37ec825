import type { Locale } from '~/i18n/locales'

/**
 * The external pre-registration page (spec section 2): the fixed promotion code always, a language
 * parameter only for English. Falls back to the bare URL when it cannot be parsed.
 */
export function preregHref(base: string, promoCode: string, locale: Locale): string {
  if (!base) return ''
  let url: URL
  try {
    url = new URL(base)
  } catch {
    return base
  }
  if (promoCode) url.searchParams.set('code', promoCode)
  if (locale === 'en') url.searchParams.set('lang', 'en')
  return url.toString()
}
