import { type I18n, type Messages, setupI18n } from '@lingui/core'
import type { Locale } from './locales'

/** Loads one locale's compiled catalog; the Lingui Vite plugin compiles the `.po` on import. */
export async function loadCatalog(locale: Locale): Promise<Messages> {
  const mod: { messages: Messages } =
    locale === 'en' ? await import('../locales/en/messages.po') : await import('../locales/cn/messages.po')
  return mod.messages
}

/** A fresh I18n instance: one per request on the server, one per page load in the browser. */
export function createI18n(locale: Locale, messages: Messages): I18n {
  return setupI18n({ locale, messages: { [locale]: messages } })
}
