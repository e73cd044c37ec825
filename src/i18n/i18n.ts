import { type I18n, type Messages, setupI18n } from '@lingui/core'
import { LINGUI_LOCALE, type Locale } from './locales'

const catalogs = new Map<Locale, Promise<Messages>>()

/**
 * Loads one locale's compiled catalog (the Lingui Vite plugin compiles the `.po` on import), once:
 * the server asks for it on every render, and even a resolved dynamic import is not free.
 */
export function loadCatalog(locale: Locale): Promise<Messages> {
  let catalog = catalogs.get(locale)
  if (catalog === undefined) {
    catalog = (locale === 'en' ? import('../locales/en/messages.po') : import('../locales/zh-CN/messages.po')).then(
      (mod: { messages: Messages }) => mod.messages,
    )
    catalogs.set(locale, catalog)
  }
  return catalog
}

/** The back office's own catalog (src/admin, src/routes/admin), loaded only on its pages. */
export async function loadAdminCatalog(locale: Locale): Promise<Messages> {
  const mod: { messages: Messages } =
    locale === 'en' ? await import('../locales/en/admin.po') : await import('../locales/zh-CN/admin.po')
  return mod.messages
}

/**
 * A fresh I18n instance: one per request on the server, one per page load in the browser. It runs
 * with the BCP 47 tag (`zh-CN`), so Lingui's plural rules and dates are Chinese, not `cn`'s fallback.
 */
export function createI18n(locale: Locale, messages: Messages): I18n {
  const id = LINGUI_LOCALE[locale]
  return setupI18n({ locale: id, messages: { [id]: messages } })
}
