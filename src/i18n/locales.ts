/**
 * The one place that knows which locales exist and how they appear in URLs, cookies,
 * the `lang` API header and `<html lang>`. Pure: safe on server and client.
 *
 * Two kinds of id: the site's `Locale` (`cn`, `en`) is what the spec puts in the URL, the
 * `i18n_locale` cookie and the API `lang` header; everything that speaks a language standard
 * (Lingui, its catalogs, `Intl`, `<html lang>`, hreflang) gets the BCP 47 tag from `LINGUI_LOCALE`.
 * `cn` is no language: `new Intl.PluralRules('cn')` silently falls back to English.
 */
export const LOCALES = ['cn', 'en'] as const
export type Locale = (typeof LOCALES)[number]

export const DEFAULT_LOCALE: Locale = 'cn'
/** Only English carries a path prefix; Chinese lives at the root. */
export const PREFIXED_LOCALE = 'en' as const

export const LOCALE_COOKIE = 'i18n_locale'
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60

/** BCP 47 tags: the ids Lingui runs with and the catalog folders are named after (`src/locales/zh-CN`). */
export const LINGUI_LOCALES = ['zh-CN', 'en'] as const
export type LinguiLocale = (typeof LINGUI_LOCALES)[number]

/** The BCP 47 tag of a site locale: Lingui's id, and the tag for `Intl`, `<html lang>` and hreflang. */
export const LINGUI_LOCALE: Record<Locale, LinguiLocale> = { cn: 'zh-CN', en: 'en' }
const SITE_LOCALE: Record<LinguiLocale, Locale> = { 'zh-CN': 'cn', en: 'en' }
/** Open Graph wants territory-qualified ids. */
export const OG_LOCALE: Record<Locale, string> = { cn: 'zh_CN', en: 'en_US' }

/**
 * The site locale of a Lingui instance (`i18n.locale`, e.g. `zh-CN`). An id Lingui was never
 * activated with (only possible before activation) counts as the default locale.
 */
export function localeOfLingui(linguiLocale: string): Locale {
  return isLinguiLocale(linguiLocale) ? SITE_LOCALE[linguiLocale] : DEFAULT_LOCALE
}

function isLinguiLocale(value: string): value is LinguiLocale {
  return (LINGUI_LOCALES as readonly string[]).includes(value)
}

/** The locale a header or parameter (`cn`, `en`, anything else) stands for: `en`, otherwise the default. */
export function localeOf(value: string | null | undefined): Locale {
  return value === PREFIXED_LOCALE ? PREFIXED_LOCALE : DEFAULT_LOCALE
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

const PREFIX_RE = /^\/en(?=\/|$)/

/** The locale a path is written in: `/en` and `/en/...` are English, everything else Chinese. */
export function localeOfPath(pathname: string): Locale {
  return PREFIX_RE.test(pathname) ? 'en' : DEFAULT_LOCALE
}

/** `/en/news/3` -> `/news/3`, `/en` -> `/`. */
export function stripLocale(pathname: string): string {
  const rest = pathname.replace(PREFIX_RE, '')
  return rest === '' ? '/' : rest
}

/** A locale-neutral path written for `locale`: `/news` -> `/en/news`; the English home is `/en/`. */
export function localizePath(path: string, locale: Locale): string {
  const neutral = path.startsWith('/') ? path : `/${path}`
  return locale === PREFIXED_LOCALE ? `/${PREFIXED_LOCALE}${neutral}` : neutral
}
