import { readContent } from '~/content/content-read.server'
import { exhibitorPage } from '~/content/exhibitors.server'
import { industryTree } from '~/content/site.server'
import type { AboutPageData } from '~/contracts/content'
import type { Db } from '~/db/client.server'
import { otherLocale, pickLocaleList } from '~/db/localise'
import { readSiteConfig } from '~/db/repositories/site-config.server'
import { sanitizeRichHtml } from '~/db/sanitize.server'
import type { Locale } from '~/i18n/locales'
import { type AboutSlug, pageCodes } from './about.shared'

/** Text of a page plus the lists some pages show; one read per page, in one language. */
export async function aboutPage(db: Db, locale: Locale, slug: AboutSlug): Promise<AboutPageData> {
  const codes = pageCodes(slug, locale)
  const fallback = pageCodes(slug, otherLocale(locale))
  const { text, rich } = await readSiteConfig(db)
  const data: AboutPageData = {
    body: rich[codes.body] || rich[fallback.body] || sanitizeRichHtml(''),
    summary: text[codes.summary] || text[fallback.summary] || '',
  }
  if (slug === 'range') data.industries = await industryTree(db, locale)
  if (slug === 'german_pavilion') {
    const page = await exhibitorPage(db, locale, { germanPavilion: true, pageSize: 50 })
    data.exhibitors = page.items.map(({ id, name, country, booth, website, description }) => ({
      id,
      name,
      country,
      booth,
      website,
      description,
    }))
  }
  if (slug === 'media_partners') {
    data.partners = pickLocaleList(await readContent(db, 'mediaPartners'), locale).map(
      ({ id, name, url, logo, country }) => ({
        id,
        name,
        url,
        logo,
        country,
      }),
    )
  }
  return data
}
