import type { Messages } from '@lingui/core'
import type { Translate } from '~/contracts/translate'
import { createI18n, loadCatalog } from '~/i18n/i18n'
import { DEFAULT_LOCALE, isLocale, type Locale } from '~/i18n/locales'

const catalogs = new Map<Locale, Promise<Messages>>()

/** The `lang` request header chooses the language of API texts (spec section 7); default `cn`. */
export function apiLocale(request: Request): Locale {
  const lang = request.headers.get('lang')?.trim().toLowerCase()
  return isLocale(lang) ? lang : DEFAULT_LOCALE
}

/**
 * A translator for one request. Compiled catalogs are immutable data and cached per process; the
 * I18n instance itself is created per request.
 */
export async function apiTranslator(locale: Locale): Promise<Translate> {
  let messages = catalogs.get(locale)
  if (!messages) {
    messages = loadCatalog(locale)
    catalogs.set(locale, messages)
  }
  const i18n = createI18n(locale, await messages)
  return (message) => i18n._(message)
}
