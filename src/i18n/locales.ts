/**
 * The one place that knows which locales exist and how they appear in URLs, cookies,
 * the `lang` API header and `<html lang>`. Pure: safe on server and client.
 */
export const LOCALES = ['cn', 'en'] as const
export type Locale = (typeof LOCALES)[number]

export const DEFAULT_LOCALE: Locale = 'cn'
/** Only English carries a path prefix; Chinese lives at the root. */
export const PREFIXED_LOCALE = 'en' as const

export const LOCALE_COOKIE = 'i18n_locale'
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60

export const HTML_LANG: Record<Locale, string> = { cn: 'zh-CN', en: 'en' }
/** Open Graph wants territory-qualified ids. */
export const OG_LOCALE: Record<Locale, string> = { cn: 'zh_CN', en: 'en_US' }

/** The locale a Lingui locale id, header or parameter stands for: `en`, otherwise the default. */
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

/** The same page in the other locale, query string kept. */
export function switchLocaleHref(pathname: string, search: string, to: Locale): string {
  return localizePath(stripLocale(pathname), to) + search
}
