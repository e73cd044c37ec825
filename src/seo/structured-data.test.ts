import { describe, expect, it } from 'vitest'
import { jsonLdScripts, jsonLdText } from './json-ld'
import { exhibitionEventLd, newsArticleLd } from './structured-data'

const ctx = { locale: 'en' as const, siteOrigin: 'https://expo.example.cn' }

describe('structured data', () => {
  it('serialises text from the database so it can never close the script element', () => {
    const title = '</script><script>alert(1)</script> \u2028 <!--'
    const text = jsonLdText({ headline: title })
    expect(text).not.toContain('<')
    expect(text).not.toMatch(/[\u2028\u2029]/)
    expect(JSON.parse(text)).toEqual({ headline: title })
    expect(jsonLdScripts(null)).toEqual([])
    expect(jsonLdScripts({ a: 1 })).toEqual([{ type: 'application/ld+json', children: '{"a":1}' }])
  })

  it('describes a news item as a NewsArticle with absolute URLs, falling back to the logo as image', () => {
    const config = { organiser_name_en: 'Organiser Ltd', logo_image: '/media/site/logo.svg' }
    const item = { id: 7, title: 'Headline', publishedAt: new Date('2025-03-01T02:00:00Z') }
    const withCover = newsArticleLd(ctx, { ...item, coverImage: 'media/news/7.svg' }, config)
    expect(withCover).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'Headline',
      inLanguage: 'en',
      url: 'https://expo.example.cn/en/news/7',
      datePublished: '2025-03-01T02:00:00.000Z',
      dateModified: '2025-03-01T02:00:00.000Z',
      image: ['https://expo.example.cn/media/news/7.svg'],
      publisher: {
        '@type': 'Organization',
        name: 'Organiser Ltd',
        logo: { '@type': 'ImageObject', url: 'https://expo.example.cn/media/site/logo.svg' },
      },
    })
    const withoutCover = newsArticleLd({ ...ctx, locale: 'cn' }, { ...item, coverImage: null }, config)
    expect(withoutCover.image).toEqual(['https://expo.example.cn/media/site/logo.svg'])
    expect(withoutCover.url).toBe('https://expo.example.cn/news/7')
    expect(withoutCover.inLanguage).toBe('zh-CN')
  })

  it('writes the show dates of the configuration as ISO instants', () => {
    const event = exhibitionEventLd(ctx, { exhibition_start_time: '1749603600', exhibition_end_time: '1749798000' })
    expect(event.startDate).toBe('2025-06-11T01:00:00Z')
    expect(event.endDate).toBe('2025-06-13T07:00:00Z')
    expect(exhibitionEventLd(ctx, {}).startDate).toBeUndefined()
  })
})
