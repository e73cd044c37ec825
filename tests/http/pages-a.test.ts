import { describe, expect, it } from 'vitest'
import { pageConfigSeed } from '~/db/seed/pages'
import { SECTIONS } from '~/features/sections'
import { t } from '../support/catalog'
import { decodeEntities, h1Of, metaContent } from '../support/html'
import { get } from '../support/http'

const TEXT_PAGES = [
  ['introduce', 'introduce'],
  ['range', 'range'],
  ['why-participate', 'why_participate'],
  ['why-visit', 'why_visit'],
  ['vip-visitors', 'vip_visitors'],
  ['exhibitor-german-pavilion', 'german_pavilion'],
  ['media-partners', 'media_partners'],
] as const

const summaryOf = (slug: string, locale: 'cn' | 'en') =>
  pageConfigSeed.find((e) => e.code === `page_${slug}_summary_${locale}`)?.value ?? ''

const prefix = (locale: 'cn' | 'en') => (locale === 'en' ? '/en' : '')

describe('pages of the fair are server-rendered from the database, in both languages', () => {
  for (const locale of ['cn', 'en'] as const) {
    it(`renders every text page with its content and description (${locale})`, async () => {
      for (const [id, slug] of TEXT_PAGES) {
        const res = await get(`${prefix(locale)}/${id}`)
        expect(res.status, id).toBe(200)
        const html = decodeEntities(await res.text())
        expect(h1Of(html), id).toBe(t(locale, SECTIONS[id].title.message ?? ''))
        expect(html, id).toContain(summaryOf(slug, locale))
        expect(metaContent(html, 'description'), id).toBe(summaryOf(slug, locale))
      }
    })

    it(`renders the news lists, the gallery and the home page (${locale})`, async () => {
      for (const path of ['/news', '/exhibition-news', '/trade-news', '/exhibitor-news', '/exhibition-photos', '/']) {
        const res = await get(`${prefix(locale)}${path}`)
        expect(res.status, path).toBe(200)
      }
      const home = decodeEntities(await (await get(`${prefix(locale)}/`)).text())
      // key figures from the statistics table, incl. the award figures (spec section 9)
      for (const figure of ['6,320', '51', '98']) expect(home).toContain(`>${figure}</dd>`)
    })
  }

  it('server-renders the first hero slide as a plain, eager image with its size', async () => {
    const html = await (await get('/')).text()
    const hero = html.slice(html.indexOf('data-testid="hero"'))
    const img = hero.match(/<img[^>]*>/)?.[0] ?? ''
    expect(img).toMatch(/src="\/media\/photos\/hero-[^"]+\.webp"/)
    expect(img).toContain('width="1600"')
    expect(img).toContain('height="640"')
    expect(img).toContain('loading="eager"')
  })

  it('gives every image a width and height', async () => {
    for (const path of ['/', '/exhibition-photos', '/media-partners', '/trade-news']) {
      const html = await (await get(path)).text()
      for (const img of html.match(/<img[^>]*>/g) ?? []) {
        expect(img, path).toMatch(/width="\d+"/)
        expect(img, path).toMatch(/height="\d+"/)
      }
    }
  })
})

describe('paging and search parameters', () => {
  it('accepts page numbers as typed and answers 404 for invalid or past-the-end pages', async () => {
    expect((await get('/trade-news?page=2')).status).toBe(200)
    expect((await get('/en/news?page=3')).status).toBe(200)
    for (const page of ['0', '-1', 'abc', '01', '1.5', '', '99', '100000000']) {
      expect((await get(`/trade-news?page=${page}`)).status, `page=${page}`).toBe(404)
    }
    expect((await get('/en/exhibitor-news?page=x')).status).toBe(404)
    // unknown parameters are ignored rather than rewritten
    const other = await get('/news?utm_source=wechat')
    expect(other.status).toBe(200)
  })

  it('searches news (Chinese keyword), highlights matches safely and pages the results', async () => {
    const res = await get(`/search-news?keywords=${encodeURIComponent('有机')}`)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('<mark>有机</mark>')
    expect((await get(`/search-news?keywords=${encodeURIComponent('有机')}&page=2`)).status).toBe(200)
    expect((await get(`/search-news?keywords=${encodeURIComponent('有机')}&page=99`)).status).toBe(404)
    expect((await get('/search-news?keywords=organic&page=abc')).status).toBe(404)
    expect((await get(`/search-news?keywords=${'a'.repeat(101)}`)).status).toBe(404)
  })

  it('shows the empty state and never injects the keywords as HTML', async () => {
    const keywords = '<img src=x onerror=alert(1)>'
    const res = await get(`/en/search-news?keywords=${encodeURIComponent(keywords)}`)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).not.toContain('<img src=x')
    expect(decodeEntities(html)).toContain(t('en', 'No news matches your search'))
  })
})

describe('generated media', () => {
  it('serves pictures, QR codes and documents the seed references', async () => {
    const photo = await get('/media/photos/opening-ceremony.webp')
    expect(photo.status).toBe(200)
    expect(photo.headers.get('content-type')).toBe('image/webp')
    // a real WebP, not a renamed drawing: RIFF, the length, then WEBPVP8
    const bytes = new Uint8Array(await photo.arrayBuffer())
    expect(new TextDecoder().decode(bytes.slice(8, 15))).toBe('WEBPVP8')
    const qr = await get('/media/qr/wechat.svg')
    expect(qr.status).toBe(200)
    expect(await qr.text()).toMatch(/<svg[^>]*width="258"/)
    const pdf = await get('/media/downloads/exhibitor-manual-2025.pdf')
    expect(pdf.status).toBe(200)
    expect((await pdf.text()).startsWith('%PDF-1.4')).toBe(true)
  })
})
