import { describe, expect, it } from 'vitest'
import { linkHref } from '../support/html'
import { api, get } from '../support/http'

/**
 * schema.org JSON-LD of the home page (ExhibitionEvent) and of every news item (NewsArticle), in
 * both languages. Expected values come from the API (configuration and news item), never from
 * constants here, so the test follows whatever the database holds.
 */
type Locale = 'cn' | 'en'
const LOCALES: Locale[] = ['cn', 'en']
const prefix = (locale: Locale) => (locale === 'en' ? '/en' : '')
const HTML_LANG: Record<Locale, string> = { cn: 'zh-CN', en: 'en' }

interface LdPage {
  html: string
  /** Every JSON-LD block, parsed. */
  blocks: Record<string, unknown>[]
}

/** Fetches a page and parses its JSON-LD scripts (data, which the CSP never has to allow), checking none can close early. */
async function ldOf(path: string): Promise<LdPage> {
  const res = await get(path)
  expect(res.status, path).toBe(200)
  const html = await res.text()
  const blocks: Record<string, unknown>[] = []
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const [, attributes = '', raw = ''] = m
    if (!/\btype="application\/ld\+json"/.test(attributes)) continue
    // Nothing in the data can end the script element: every "<" is written as \u003c.
    expect(raw, path).not.toContain('<')
    blocks.push(JSON.parse(raw) as Record<string, unknown>)
  }
  return { html, blocks }
}

function ofType(page: LdPage, type: string): Record<string, unknown> {
  const found = page.blocks.filter((b) => b['@type'] === type)
  expect(found, `one ${type}`).toHaveLength(1)
  return found[0] ?? {}
}

async function siteConfig(lang: Locale): Promise<Record<string, string>> {
  const res = await api<{
    list: { code: string; type: number; content: string | null; content_rich: string | null }[]
  }>('/api/config', { lang })
  return Object.fromEntries(res.body.data.list.map((e) => [e.code, (e.type === 1 ? e.content : e.content_rich) ?? '']))
}

const isoOfUnix = (seconds: string) => new Date(Number(seconds) * 1000).toISOString().replace('.000Z', 'Z')

describe('JSON-LD structured data', () => {
  for (const locale of LOCALES) {
    it(`the home page is a schema.org ExhibitionEvent with the configured dates and venue (${locale})`, async () => {
      const config = await siteConfig(locale)
      const page = await ldOf(`${prefix(locale)}/`)
      const event = ofType(page, 'ExhibitionEvent')
      expect(event['@context']).toBe('https://schema.org')
      expect(event.name).toBe(config[`brand_name_${locale}`])
      expect(event.inLanguage).toBe(HTML_LANG[locale])
      expect(event.url).toBe(linkHref(page.html, 'canonical'))
      expect(event.startDate).toBe(isoOfUnix(config.exhibition_start_time ?? ''))
      expect(event.endDate).toBe(isoOfUnix(config.exhibition_end_time ?? ''))
      expect(Date.parse(String(event.endDate))).toBeGreaterThan(Date.parse(String(event.startDate)))
      const location = event.location as { name: string; address: { addressCountry: string } }
      expect(location.name).toBe(config[`exhibition_address_${locale}`])
      expect(location.address.addressCountry).toBe('CN')
      expect((event.organizer as { name: string }).name).toBe(config[`organiser_name_${locale}`])
    })

    it(`every news item page is a schema.org NewsArticle of that item (${locale})`, async () => {
      const config = await siteConfig(locale)
      const list = await api<{ items: { id: number }[] }>('/api/news?pageSize=3', { lang: locale })
      expect(list.body.data.items.length).toBeGreaterThan(0)
      for (const { id } of list.body.data.items) {
        const item = (
          await api<{ title: string; publishedAt: string; updatedAt: string; coverImage: string | null }>(
            `/api/news/${id}`,
            { lang: locale },
          )
        ).body.data
        const page = await ldOf(`${prefix(locale)}/news/${id}`)
        const article = ofType(page, 'NewsArticle')
        expect(article['@context']).toBe('https://schema.org')
        expect(article.headline).toBe(item.title)
        expect(article.datePublished).toBe(new Date(item.publishedAt).toISOString())
        expect(article.dateModified).toBe(new Date(item.updatedAt).toISOString())
        expect(article.inLanguage).toBe(HTML_LANG[locale])
        expect(article.url).toBe(linkHref(page.html, 'canonical'))
        expect(new URL(String(article.url)).pathname).toBe(`${prefix(locale)}/news/${id}`)
        const images = article.image as string[]
        expect(images).toHaveLength(1)
        expect(images[0]).toMatch(/^https?:\/\//)
        expect(new URL(images[0] ?? '').pathname).toBe(item.coverImage ?? config.logo_image)
        // Share cards need an absolute URL of a raster picture: the cover, or else the share card.
        const ogImage = new URL(/<meta[^>]*property="og:image"[^>]*content="([^"]+)"/.exec(page.html)?.[1] ?? '')
        if (item.coverImage && !item.coverImage.endsWith('.svg')) expect(ogImage.toString()).toBe(images[0])
        else expect(ogImage.pathname).toBe('/media/share/share-card.jpg')
        const publisher = article.publisher as { '@type': string; name: string; logo: { url: string } }
        expect(publisher['@type']).toBe('Organization')
        expect(publisher.name).toBe(config[`organiser_name_${locale}`])
        expect(new URL(publisher.logo.url).pathname).toBe(config.logo_image)
      }
    })
  }

  it('a page without its own structured data carries none, and the fallback home page none', async () => {
    expect((await ldOf('/en/contact')).blocks).toEqual([])
    expect((await ldOf('/no-such-page')).blocks).toEqual([])
  })
})
