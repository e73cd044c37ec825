import type { I18n, Messages } from '@lingui/core'
import { createI18n } from '~/i18n/i18n'
import type { Locale } from '~/i18n/locales'

async function loadMailCatalog(locale: Locale): Promise<Messages> {
  const mod: { messages: Messages } =
    locale === 'en' ? await import('../locales/en/mail.po') : await import('../locales/zh-CN/mail.po')
  return mod.messages
}

/** An I18n instance for writing one mail in the recipient's language. */
export async function mailI18n(locale: Locale): Promise<I18n> {
  return createI18n(locale, await loadMailCatalog(locale))
}
