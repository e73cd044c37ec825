import type { Db } from '~/db/client.server'
import { type Locale, pickLocaleList } from '~/db/localise'
import { listPartners } from '~/db/repositories/partners.server'
import { getSiteConfig } from '~/db/repositories/site-config.server'
import { exhibitorPage } from '~/features/content/exhibitors.server'
import { type IndustryDto, industryTree } from '~/features/content/site.server'
import { type AboutSlug, pageCodes } from './about.shared'

export interface AboutExhibitor {
  id: number
  name: string
  country: string
  booth: string
  website: string | null
  description: string
}

export interface AboutPartner {
  id: number
  name: string
  url: string | null
  logo: string | null
  country: string | null
}

export interface AboutPageData {
  /** Sanitised HTML from site_config (empty when an editor removed it). */
  body: string
  summary: string
  industries?: IndustryDto[]
  exhibitors?: AboutExhibitor[]
  partners?: AboutPartner[]
}

/** Text of a page plus the lists some pages show; one read per page, in one language. */
export async function aboutPage(db: Db, locale: Locale, slug: AboutSlug): Promise<AboutPageData> {
  const codes = pageCodes(slug, locale)
  const fallback = pageCodes(slug, 'cn')
  const config = await getSiteConfig(db)
  const data: AboutPageData = {
    body: config[codes.body] || config[fallback.body] || '',
    summary: config[codes.summary] || config[fallback.summary] || '',
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
    data.partners = pickLocaleList(await listPartners(db, 'media'), locale).map(({ id, name, url, logo, country }) => ({
      id,
      name,
      url,
      logo,
      country,
    }))
  }
  return data
}
