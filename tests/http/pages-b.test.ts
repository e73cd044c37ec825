import { describe, expect, it } from 'vitest'
import { WORLD_MAP } from '../../src/features/global-network/map-projection'
import { t } from '../support/catalog'
import { decodeEntities, h1Of, linkHref, metaContent, titleOf } from '../support/html'
import { api, get } from '../support/http'

const PAGES: [path: string, title: string][] = [
  ['/become-an-exhibitor', 'Become an Exhibitor'],
  ['/visitor-guide', 'Visitor Guide'],
  ['/directories', 'Exhibitor Directory'],
  ['/selection-activity', 'Organic Product Awards'],
  ['/review', 'Review of the Last Show'],
  ['/contact', 'Contact Us'],
  ['/download', 'Downloads'],
  ['/global', 'Global Network'],
]

const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '')

describe('pages of the fair (server-rendered)', () => {
  for (const [path, title] of PAGES) {
    for (const locale of ['cn', 'en'] as const) {
      const url = locale === 'en' ? `/en${path}` : path
      it(`${url} renders in ${locale} with its own title, canonical and hreflang`, async () => {
        const res = await get(url)
        expect(res.status).toBe(200)
        const html = await res.text()
        expect(h1Of(html)).toBe(t(locale, title))
        expect(titleOf(html)).toBe(`${t(locale, title)} | ${t(locale, 'China International Organic Food Expo')}`)
        expect(linkHref(html, 'canonical')).toMatch(new RegExp(`${url.replace(/\//g, '\\/')}$`))
        expect(linkHref(html, 'alternate', 'en')).toMatch(new RegExp(`/en${path}$`))
        expect(linkHref(html, 'alternate', 'zh-CN')).toMatch(new RegExp(`[^n]${path}$`))
        expect(metaContent(html, 'description')).toBeTruthy()
        expect(metaContent(html, 'og:title')).toBe(t(locale, title))
      })
    }
  }

  it('the directory answers 404 for invalid filters and keeps valid ones', async () => {
    expect((await get('/directories?country=germany')).status).toBe(404)
    expect((await get('/en/directories?page=0')).status).toBe(404)
    const res = await get('/en/directories?country=DE&germanPavilion=1')
    expect(res.status).toBe(200)
    const expected = await api<{ total: number }>('/api/exhibitors?country=DE&germanPavilion=1', { lang: 'en' })
    const html = await res.text()
    expect(html).toContain(`${expected.body.data.total} exhibitor`)
  })

  it('the global page draws the generated world map at its own size, every sister fair on a marker of each tier', async () => {
    for (const locale of ['cn', 'en'] as const) {
      const html = await (await get(locale === 'en' ? '/en/global' : '/global')).text()
      const map = /<div[^>]*data-testid="world-map"[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1] ?? ''
      const img = /<img[^>]*>/.exec(map)?.[0] ?? ''
      // width and height reserve the box before the image arrives (no layout shift)
      expect(img).toContain(`src="${WORLD_MAP.src}"`)
      expect(img).toContain(`width="${WORLD_MAP.width}"`)
      expect(img).toContain(`height="${WORLD_MAP.height}"`)
      expect(img).toContain('alt=""')
      const fairs = await api<{ list: { name: string }[] }>('/api/partners?kind=sister_fair', { lang: locale })
      const labels = [...map.matchAll(/<button[^>]*aria-label="([^"]*)"[^>]*aria-haspopup="dialog"/g)].map((m) =>
        decodeEntities(m[1] ?? ''),
      )
      // one marker per group of nearby cities in each of the two tiers (phone and wider): every fair
      // is named by exactly one marker of each tier
      for (const fair of fairs.body.data.list) {
        expect(labels.filter((label) => label.includes(fair.name)).length, fair.name).toBe(2)
      }
      // placed by classes (the CSP refuses style attributes)
      expect(map).not.toContain('style=')
    }
  })

  it('the visitor guide carries ExhibitionEvent JSON-LD with the show dates, safely escaped', async () => {
    for (const path of ['/visitor-guide', '/en/visitor-guide']) {
      const html = await (await get(path)).text()
      const m = /<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html)
      expect(m, 'JSON-LD script').toBeTruthy()
      const raw = m?.[1] ?? ''
      expect(raw).not.toContain('<')
      const data = JSON.parse(raw)
      expect(data['@type']).toBe('ExhibitionEvent')
      expect(data.startDate).toBe('2025-06-11T01:00:00Z')
      expect(data.endDate).toBe('2025-06-13T07:00:00Z')
      expect(data.location.address.addressCountry).toBe('CN')
    }
  })
})

describe('calendar (.ics)', () => {
  for (const lang of ['cn', 'en'] as const) {
    it(`serves a valid RFC 5545 calendar in ${lang}`, async () => {
      const res = await get(lang === 'en' ? '/api/calendar.ics?lang=en' : '/api/calendar.ics')
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toMatch(/^text\/calendar/)
      const ics = await res.text()
      // CRLF everywhere, no bare LF, every physical line at most 75 octets
      expect(ics.endsWith('\r\n')).toBe(true)
      expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
      for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75)
      const lines = unfold(ics).split('\r\n')
      expect(lines[0]).toBe('BEGIN:VCALENDAR')
      expect(lines).toContain('VERSION:2.0')
      expect(lines.some((l) => l.startsWith('PRODID:'))).toBe(true)
      const events = unfold(ics).split('BEGIN:VEVENT').slice(1)
      expect(events).toHaveLength(3)
      const starts = events.map((e) => /DTSTART:(\S+)/.exec(e)?.[1])
      const ends = events.map((e) => /DTEND:(\S+)/.exec(e)?.[1])
      expect(starts).toEqual(['20250611T010000Z', '20250612T010000Z', '20250613T010000Z'])
      expect(ends).toEqual(['20250611T090000Z', '20250612T090000Z', '20250613T070000Z'])
      const uids = events.map((e) => /UID:(\S+)/.exec(e)?.[1])
      expect(new Set(uids).size).toBe(3)
      for (const e of events) expect(e).toMatch(/DTSTAMP:\d{8}T\d{6}Z/)
      const config = await api<{ list: { code: string; content: string }[] }>('/api/config', { lang })
      const brand = config.body.data.list.find((c) => c.code === `brand_name_${lang}`)?.content ?? ''
      expect(unfold(ics)).toContain(brand)
    })
  }
})

describe('sitemap.xml and robots.txt', () => {
  it('lists every page in both locales with alternates, news items included', async () => {
    const res = await get('/sitemap.xml')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/xml/)
    const xml = await res.text()
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
    // well-formed enough: every opened url closes, no raw ampersands
    expect(xml.match(/<url>/g)?.length).toBe(xml.match(/<\/url>/g)?.length)
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;)/)
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname)
    for (const [path] of PAGES) {
      expect(locs).toContain(path)
      expect(locs).toContain(`/en${path}`)
    }
    expect(locs).toContain('/')
    expect(locs).toContain('/en/')
    const news = await api<{ items: { id: number }[] }>('/api/news?pageSize=50')
    for (const item of news.body.data.items) {
      expect(locs).toContain(`/news/${item.id}`)
      expect(locs).toContain(`/en/news/${item.id}`)
    }
    const block = /<url>\s*<loc>[^<]*\/en\/visitor-guide<\/loc>[\s\S]*?<\/url>/.exec(xml)?.[0] ?? ''
    expect(block).toMatch(/hreflang="zh-CN" href="[^"]*\/visitor-guide"/)
    expect(block).toMatch(/hreflang="en" href="[^"]*\/en\/visitor-guide"/)
    expect(block).toContain('hreflang="x-default"')
  })

  it('robots.txt allows the site, keeps crawlers out of the API and names the sitemap', async () => {
    const res = await get('/robots.txt')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/)
    const text = await res.text()
    expect(text).toMatch(/^User-agent: \*$/m)
    expect(text).toMatch(/^Disallow: \/api\/$/m)
    expect(text).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m)
  })
})
