import { describe, expect, it } from 'vitest'
import { localeFromAcceptLanguage, localeFromCookieHeader } from './detect'
import { isLocale, localeOf, localeOfPath, localizePath, stripLocale } from './locales'
import { decideLocaleRedirect, isPagePath } from './redirects'
import { parseSearch, stringifySearch } from './search-params'

describe('locale paths', () => {
  it('only /en and /en/... are English', () => {
    expect(localeOfPath('/')).toBe('cn')
    expect(localeOfPath('/en')).toBe('en')
    expect(localeOfPath('/en/news/3')).toBe('en')
    expect(localeOfPath('/english')).toBe('cn')
    expect(localeOfPath('/fr/news')).toBe('cn')
  })
  it('strips and adds the prefix', () => {
    expect(stripLocale('/en')).toBe('/')
    expect(stripLocale('/en/news/3')).toBe('/news/3')
    expect(stripLocale('/news')).toBe('/news')
    expect(localizePath('/', 'en')).toBe('/en/')
    expect(localizePath('/news', 'en')).toBe('/en/news')
    expect(localizePath('/news', 'cn')).toBe('/news')
  })
  it('maps any locale id, header or parameter to a locale', () => {
    expect(localeOf('en')).toBe('en')
    expect(localeOf('cn')).toBe('cn')
    expect(localeOf('zh-CN')).toBe('cn')
    expect(localeOf(null)).toBe('cn')
  })
  it('knows its locales', () => {
    expect(isLocale('cn')).toBe(true)
    expect(isLocale('en')).toBe(true)
    expect(isLocale('zh')).toBe(false)
    expect(isLocale(undefined)).toBe(false)
  })
})

describe('detection', () => {
  it('reads Accept-Language with q-values', () => {
    expect(localeFromAcceptLanguage('en-US,en;q=0.9')).toBe('en')
    expect(localeFromAcceptLanguage('zh-CN,zh;q=0.9,en;q=0.8')).toBe('cn')
    expect(localeFromAcceptLanguage('en;q=0.5,zh-TW;q=0.8')).toBe('cn')
    expect(localeFromAcceptLanguage('fr-FR,de;q=0.9')).toBeUndefined()
    expect(localeFromAcceptLanguage('en;q=0')).toBeUndefined()
    expect(localeFromAcceptLanguage(null)).toBeUndefined()
  })
  it('reads the i18n_locale cookie and ignores other values', () => {
    expect(localeFromCookieHeader('a=1; i18n_locale=en', 'i18n_locale')).toBe('en')
    expect(localeFromCookieHeader('i18n_locale=xx', 'i18n_locale')).toBeUndefined()
    expect(localeFromCookieHeader('xi18n_locale=en', 'i18n_locale')).toBeUndefined()
  })
})

describe('redirect decisions', () => {
  const req = (pathname: string, extra: Partial<Parameters<typeof decideLocaleRedirect>[0]> = {}) =>
    decideLocaleRedirect({ pathname, search: '', cookie: null, acceptLanguage: null, ...extra })

  it('follows the order: index alias, prefix, cookie, browser language at the root, fallback cn', () => {
    expect(req('/index')).toEqual({ location: '/', status: 301 })
    expect(req('/en/index', { search: '?a=1' })).toEqual({ location: '/en/?a=1', status: 301 })
    expect(req('/en/news', { cookie: 'i18n_locale=cn' })).toBeUndefined()
    expect(req('/news', { cookie: 'i18n_locale=en' })).toEqual({ location: '/en/news', status: 302 })
    expect(req('/', { cookie: 'i18n_locale=cn', acceptLanguage: 'en' })).toBeUndefined()
    expect(req('/', { acceptLanguage: 'en' })).toEqual({ location: '/en/', status: 302 })
    expect(req('/news', { acceptLanguage: 'en' })).toBeUndefined()
    expect(req('/')).toBeUndefined()
  })
  it('applies only to pages', () => {
    expect(isPagePath('/news/3')).toBe(true)
    expect(isPagePath('/api/locale')).toBe(false)
    expect(isPagePath('/_serverFn/abc')).toBe(false)
    expect(isPagePath('/assets/index.js')).toBe(false)
    expect(isPagePath('/favicon.svg')).toBe(false)
  })
})

describe('search params as typed', () => {
  it('round-trips strings without JSON encoding', () => {
    expect(parseSearch('?keywords=2024')).toEqual({ keywords: '2024' })
    expect(stringifySearch({ keywords: '2024' })).toBe('?keywords=2024')
    expect(stringifySearch({ keywords: '有机 茶', page: 2 })).toBe('?keywords=%E6%9C%89%E6%9C%BA+%E8%8C%B6&page=2')
    expect(stringifySearch({ keywords: undefined })).toBe('')
  })
})
