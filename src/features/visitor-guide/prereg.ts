import type { Locale } from '~/i18n/locales'

/**
 * The external visitor pre-registration address (spec section 2): the configured URL with the fixed
 * promotion code, and a language parameter only for English.
 */
export function preregHref(config: Readonly<Record<string, string | undefined>>, locale: Locale): string | undefined {
  const base = config.prereg_url
  if (!base) return undefined
  let url: URL
  try {
    url = new URL(base)
  } catch {
    return undefined
  }
  if (locale === 'en') url.searchParams.set('lang', 'en')
  if (config.prereg_promo_code) url.searchParams.set('promo', config.prereg_promo_code)
  return url.toString()
}
