import { readContent } from '~/content/content-read.server'
import type { HomeData } from '~/contracts/content'
import type { Db } from '~/db/client.server'
import { otherLocale, pickLocaleList } from '~/db/localise'
import { latestNewsByCategory } from '~/db/repositories/news.server'
import { getSiteConfig } from '~/db/repositories/site-config.server'
import { NEWS_CATEGORIES } from '~/db/schema-enums'
import { pageCodes } from '~/features/about'
import type { Locale } from '~/i18n/locales'

/** The key figures the home page shows, in this order (statistic keys). */
const KEY_FIGURES = [
  'review.exhibitors',
  'review.visitors',
  'review.countries',
  'award.companies',
  'award.products',
  'award.public_judges',
] as const

const LATEST_PER_CATEGORY = 3

export async function homeData(db: Db, locale: Locale): Promise<HomeData> {
  const [slides, statistics, config, latestNews] = await Promise.all([
    readContent(db, 'heroSlides'),
    readContent(db, 'figures'),
    getSiteConfig(db),
    latestNewsByCategory(db, LATEST_PER_CATEGORY),
  ])
  const latestItems = pickLocaleList(latestNews, locale)
  const byKey = new Map(pickLocaleList(statistics, locale).map((s) => [s.key, s]))
  const figures = KEY_FIGURES.flatMap((key) => {
    const s = byKey.get(key)
    return s ? [{ key, value: s.value, label: s.label }] : []
  })
  const latest = Object.fromEntries(
    NEWS_CATEGORIES.map((category) => [category, latestItems.filter((item) => item.category === category)]),
  ) as HomeData['latest']
  const summary = (slug: 'why_visit' | 'why_participate' | 'introduce') =>
    config[pageCodes(slug, locale).summary] || config[pageCodes(slug, otherLocale(locale)).summary] || ''
  return {
    slides: pickLocaleList(slides, locale).map(({ id, image, imageSrcset, width, height, title, text, link }) => ({
      id,
      src: image,
      srcset: imageSrcset,
      width,
      height,
      title,
      text,
      link,
    })),
    figures,
    latest,
    teasers: {
      whyVisit: summary('why_visit'),
      whyParticipate: summary('why_participate'),
      introduce: summary('introduce'),
    },
  }
}
