import { localeFromAcceptLanguage, localeFromCookieHeader } from './detect'
import { DEFAULT_LOCALE, LOCALE_COOKIE_MAX_AGE_SECONDS, type Locale } from './locales'

/**
 * The back office's pages (`/admin`, `/admin/…`) have no locale segment: their language is the
 * editor's choice (a cookie, remembered per browser), by default the browser's language. At the edge
 * they skip the locale redirects and the page cache (whose unknown-path entry would answer with the
 * home page), and are never stored or indexed.
 */
export function isAdminPath(pathname: string): boolean {
  // Case-insensitive as the router is; other spellings are redirected anyway (canonical-path.ts).
  return /^\/admin(?:\/|$)/i.test(pathname)
}

/**
 * The back office's and private pages' answers: never stored or indexed, and no `Referer` from them
 * (a badge's or a mailed link's token is in their address; every file, picture or link the page
 * loads would carry it to a log or another site).
 */
export const ADMIN_HEADERS = {
  'cache-control': 'no-store',
  'x-robots-tag': 'noindex, nofollow',
  'referrer-policy': 'no-referrer',
} as const

const ADMIN_LOCALE_COOKIE = 'admin_locale'

export function adminUiLocale(cookie: string | null | undefined, acceptLanguage: string | null | undefined): Locale {
  return (
    localeFromCookieHeader(cookie, ADMIN_LOCALE_COOKIE) ?? localeFromAcceptLanguage(acceptLanguage) ?? DEFAULT_LOCALE
  )
}

/** The cookie that remembers the editor's choice (readable by the page: it is a preference, not a secret). */
export function adminLocaleCookie(locale: Locale): string {
  return `${ADMIN_LOCALE_COOKIE}=${locale}; Path=/admin; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`
}
