import { isLocale, type Locale } from './locales'

/**
 * Picks the best supported locale from an `Accept-Language` header, honouring q-values.
 * Any `zh*` tag counts as Chinese and any `en*` tag as English; other languages are skipped.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | undefined {
  if (!header) return undefined
  let best: { locale: Locale; q: number } | undefined
  for (const part of header.split(',')) {
    const [tag = '', ...params] = part.trim().toLowerCase().split(';')
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const q = qParam ? Number(qParam.slice(2)) : 1
    if (!Number.isFinite(q) || q <= 0) continue
    const locale: Locale | undefined = tag.startsWith('zh') ? 'cn' : tag.startsWith('en') ? 'en' : undefined
    if (locale && (!best || q > best.q)) best = { locale, q }
  }
  return best?.locale
}

/** A cookie value as text; malformed percent-encoding (`%E0%A4`) makes it unreadable, not an error. */
function safeDecode(value: string): string | undefined {
  try {
    return decodeURIComponent(value)
  } catch {
    return undefined
  }
}

/**
 * Reads the `i18n_locale` cookie value from a Cookie header; anything but `cn`/`en`, including a
 * malformed value, is ignored.
 */
export function localeFromCookieHeader(header: string | null | undefined, name: string): Locale | undefined {
  if (!header) return undefined
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=')
    if (eq < 0) continue
    if (pair.slice(0, eq).trim() !== name) continue
    const value = safeDecode(pair.slice(eq + 1).trim())
    return isLocale(value) ? value : undefined
  }
  return undefined
}
