import type { I18n, MessageDescriptor } from '@lingui/core'
import { LINGUI_LOCALE, type Locale } from '~/i18n/locales'

// Building an Intl formatter costs far more than using one, and every render of a list needs the
// same few: they are kept per locale and options.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>()
function formatter<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  let found = formatters.get(key)
  if (!found) {
    found = make()
    formatters.set(key, found)
  }
  return found as F
}

/** Number formats with an explicit BCP 47 tag (`cn` is our URL code, not a language tag), so server and browser agree. */
export function formatNumber(locale: Locale, value: number, options?: Intl.NumberFormatOptions): string {
  const key = `n:${locale}:${options ? JSON.stringify(options) : ''}`
  return formatter(key, () => new Intl.NumberFormat(LINGUI_LOCALE[locale], options)).format(value)
}

// Even a kept formatter costs microseconds per date (time zone rules), and a server renders the
// same few dates (news items, the fair's days) for every page: the texts are kept too, bounded.
const formattedDates = new Map<string, string>()
const MAX_FORMATTED_DATES = 4096

/** A calendar date as the fair's visitors read it: in Shanghai time, in the page's language. */
export function formatDate(locale: Locale, value: Date, dateStyle: 'medium' | 'long' = 'medium'): string {
  const key = `d:${locale}:${dateStyle}`
  const textKey = `${key}:${value.getTime()}`
  let text = formattedDates.get(textKey)
  if (text === undefined) {
    text = formatter(
      key,
      () => new Intl.DateTimeFormat(LINGUI_LOCALE[locale], { dateStyle, timeZone: 'Asia/Shanghai' }),
    ).format(value)
    if (formattedDates.size >= MAX_FORMATTED_DATES) formattedDates.clear()
    formattedDates.set(textKey, text)
  }
  return text
}

/** File sizes in binary units (1 MB = 1,048,576 bytes), one decimal above 1 MB, e.g. "4.5 MB". */
export function formatFileSize(locale: Locale, bytes: number): string {
  if (bytes >= 1024 * 1024)
    return `${formatNumber(locale, bytes / (1024 * 1024), { maximumFractionDigits: 1, minimumFractionDigits: 1 })} MB`
  return `${formatNumber(locale, Math.max(1, Math.round(bytes / 1024)))} KB`
}

/** A catalog message with values (`i18n._` takes values only with the descriptor form). */
export function msgWith(i18n: I18n, message: MessageDescriptor, values: Record<string, unknown>): string {
  return i18n._({ ...message, values })
}
