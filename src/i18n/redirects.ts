import { localeFromAcceptLanguage, localeFromCookieHeader } from './detect'
import { LOCALE_COOKIE, localeOfPath, localizePath, PREFIXED_LOCALE, stripLocale } from './locales'

export interface PageRequest {
  pathname: string
  search: string
  cookie: string | null
  acceptLanguage: string | null
}

export interface RedirectDecision {
  location: string
  status: 301 | 302
}

const INDEX_RE = /^(\/en)?\/index\/?$/

/**
 * Locale rules that answer with a redirect before any rendering (spec section 4):
 * the path prefix decides what renders; the cookie and `Accept-Language` only decide redirects.
 * Order: `/index` aliases; path prefix; cookie `i18n_locale`; `Accept-Language` (root only).
 */
export function decideLocaleRedirect(req: PageRequest): RedirectDecision | undefined {
  const index = INDEX_RE.exec(req.pathname)
  if (index) {
    return { location: (index[1] ? '/en/' : '/') + req.search, status: 301 }
  }
  if (localeOfPath(req.pathname) === PREFIXED_LOCALE) return undefined

  const cookieLocale = localeFromCookieHeader(req.cookie, LOCALE_COOKIE)
  if (cookieLocale === PREFIXED_LOCALE) {
    return { location: localizePath(stripLocale(req.pathname), PREFIXED_LOCALE) + req.search, status: 302 }
  }
  if (cookieLocale) return undefined

  if (req.pathname === '/' && localeFromAcceptLanguage(req.acceptLanguage) === PREFIXED_LOCALE) {
    return { location: localizePath('/', PREFIXED_LOCALE) + req.search, status: 302 }
  }
  return undefined
}

/** Paths that are pages (not API, server functions or files), the only ones locale rules apply to. */
export function isPagePath(pathname: string): boolean {
  if (pathname.startsWith('/api/') || pathname === '/api' || pathname.startsWith('/_serverFn')) return false
  const last = pathname.slice(pathname.lastIndexOf('/') + 1)
  return !last.includes('.')
}
