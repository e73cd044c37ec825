import { describe, expect, it } from 'vitest'
import { SECTIONS } from '~/features/sections'
import { pagePath } from '~/routing/page-routes'
import { t } from '../support/catalog'
import { h1Of, htmlLang, linkHref, metaContent, titleOf } from '../support/html'
import { get } from '../support/http'

const EN_BROWSER = { 'accept-language': 'en-US,en;q=0.9' }
const ZH_BROWSER = { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' }

describe('locale detection (spec section 4)', () => {
  it('serves Chinese at the root with <html lang="zh-CN"> and English under /en', async () => {
    const cn = await get('/')
    expect(cn.status).toBe(200)
    expect(htmlLang(await cn.text())).toBe('zh-CN')
    for (const path of ['/en', '/en/']) {
      const en = await get(path)
      expect(en.status).toBe(200)
      expect(htmlLang(await en.text())).toBe('en')
    }
  })

  it('redirects an English browser without a cookie from / to /en/, and only at the root', async () => {
    const root = await get('/', EN_BROWSER)
    expect(root.status).toBe(302)
    expect(root.headers.get('location')).toBe('/en/')
    expect(root.headers.get('vary')).toMatch(/accept-language/i)

    const inner = await get('/introduce', EN_BROWSER)
    expect(inner.status).toBe(200)
    expect(htmlLang(await inner.text())).toBe('zh-CN')

    expect((await get('/', ZH_BROWSER)).status).toBe(200)
    expect((await get('/', { 'accept-language': 'fr-FR,de;q=0.8' })).status).toBe(200)
  })

  it('prefers the cookie over the browser language', async () => {
    const res = await get('/', { ...EN_BROWSER, cookie: 'i18n_locale=cn' })
    expect(res.status).toBe(200)
    expect(htmlLang(await res.text())).toBe('zh-CN')
  })

  it('redirects a visitor whose cookie says en to the prefixed path, query kept', async () => {
    const res = await get('/search-news?keywords=organic%20tea', { cookie: 'theme=x; i18n_locale=en' })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/en/search-news?keywords=organic%20tea')
    const home = await get('/', { cookie: 'i18n_locale=en' })
    expect(home.headers.get('location')).toBe('/en/')
  })

  it('lets the path prefix win over a Chinese cookie', async () => {
    const res = await get('/en/introduce', { cookie: 'i18n_locale=cn' })
    expect(res.status).toBe(200)
    expect(htmlLang(await res.text())).toBe('en')
  })

  it('ignores a cookie value that is not a locale', async () => {
    const res = await get('/introduce', { cookie: 'i18n_locale=fr' })
    expect(res.status).toBe(200)
  })

  it('redirects /index and /en/index permanently to the home pages', async () => {
    for (const [from, to] of [
      ['/index', '/'],
      ['/en/index', '/en/'],
      ['/index/', '/'],
    ] as const) {
      const res = await get(from)
      expect(res.status, from).toBe(301)
      expect(res.headers.get('location'), from).toBe(to)
    }
  })
})

describe('the language switch', () => {
  it('sets the i18n_locale cookie for 365 days and reloads the same path in English, query kept', async () => {
    const res = await get(`/api/locale?to=en&next=${encodeURIComponent('/search-news?keywords=2024')}`)
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/en/search-news?keywords=2024')
    const cookie = res.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^i18n_locale=en;/)
    expect(cookie).toMatch(/Max-Age=31536000/)
    expect(cookie).toMatch(/Path=\//)
    expect(cookie).toMatch(/SameSite=Lax/)
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).not.toMatch(/Secure/)
  })

  it('switches back to Chinese without the prefix', async () => {
    const res = await get(`/api/locale?to=cn&next=${encodeURIComponent('/en/news')}`)
    expect(res.headers.get('location')).toBe('/news')
    expect(res.headers.get('set-cookie')).toMatch(/^i18n_locale=cn;/)
  })

  it('marks the cookie Secure behind an HTTPS proxy', async () => {
    const res = await get('/api/locale?to=en&next=/', { 'x-forwarded-proto': 'https' })
    expect(res.headers.get('set-cookie')).toMatch(/; Secure/)
  })

  it('never redirects off-site', async () => {
    for (const next of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      const res = await get(`/api/locale?to=en&next=${encodeURIComponent(next)}`)
      expect(res.status).toBe(302)
      expect(res.headers.get('location')).toBe('/en/')
    }
  })
})

describe('pages, titles, canonical and hreflang', () => {
  const pages = Object.values(SECTIONS)

  it.each(pages.map((s) => [pagePath(s.route), s.title.message ?? ''] as const))(
    '%s renders in both locales',
    async (path, title) => {
      for (const locale of ['cn', 'en'] as const) {
        const url = locale === 'en' ? `/en${path}` : path
        const res = await get(url)
        expect(res.status, url).toBe(200)
        const html = await res.text()
        expect(htmlLang(html)).toBe(locale === 'en' ? 'en' : 'zh-CN')
        expect(titleOf(html)).toBe(`${t(locale, title)} | ${t(locale, 'China International Organic Food Expo')}`)
        const canonical = linkHref(html, 'canonical')
        expect(canonical?.endsWith(url)).toBe(true)
        expect(linkHref(html, 'alternate', 'zh-CN')?.endsWith(path)).toBe(true)
        expect(linkHref(html, 'alternate', 'en')?.endsWith(`/en${path}`)).toBe(true)
        expect(linkHref(html, 'alternate', 'x-default')?.endsWith(path)).toBe(true)
        // search results are not worth indexing; every other page is
        expect(metaContent(html, 'robots')).toBe(path === '/search-news' ? 'noindex' : undefined)
      }
    },
  )

  it('keeps ?keywords=2024 as typed (no JSON re-encoding redirect)', async () => {
    const res = await get('/search-news?keywords=2024')
    expect(res.status).toBe(200)
  })

  it('shows the home page for any other path, noindex with the home page as canonical', async () => {
    for (const [path, lang, home] of [
      ['/no/such/page', 'zh-CN', '/'],
      ['/en/no-such-page', 'en', '/en/'],
      ['/fr/introduce', 'zh-CN', '/'],
    ] as const) {
      const res = await get(path)
      expect(res.status, path).toBe(200)
      const html = await res.text()
      expect(htmlLang(html)).toBe(lang)
      expect(metaContent(html, 'robots')).toBe('noindex')
      expect(new URL(linkHref(html, 'canonical') ?? 'x:').pathname).toBe(home)
    }
  })

  it('does not mark the real home pages noindex', async () => {
    for (const path of ['/', '/en/']) {
      const html = await (await get(path)).text()
      expect(metaContent(html, 'robots')).toBeUndefined()
      expect(new URL(linkHref(html, 'canonical') ?? 'x:').pathname).toBe(path)
    }
  })
})

describe('not found (spec section 8)', () => {
  it.each([
    ['/404', 'cn'],
    ['/en/404', 'en'],
    ['/news/abc', 'cn'],
    ['/news/0', 'cn'],
    ['/news/007', 'cn'],
    ['/en/news/999999', 'en'],
    [`/search-news?keywords=${'x'.repeat(101)}`, 'cn'],
  ] as const)('%s answers 404 with the not-found page', async (path, locale) => {
    const res = await get(path)
    expect(res.status).toBe(404)
    const html = await res.text()
    expect(h1Of(html)).toBe(t(locale, 'This page could not be found'))
    const homeLink = locale === 'en' ? '/en/' : '/'
    expect(html).toMatch(new RegExp(`<a [^>]*href="${homeLink}"[^>]*>${t(locale, 'Back to the home page')}</a>`))
    expect(html).toContain('data-region="header"')
  })
})
