import { LINGUI_LOCALE, localizePath } from '~/i18n/locales'
import { type LdContext, mediaAbsolute } from './media-absolute'

type Config = Readonly<Record<string, string | undefined>>

const absolute = (ctx: LdContext, path: string) => ctx.siteOrigin + localizePath(path, ctx.locale)
const iso = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString().replace('.000Z', 'Z')

/**
 * schema.org ExhibitionEvent for the fair, from the site configuration (dates, venue, organiser),
 * for the home page and the visitor guide. Missing configuration yields a smaller but valid object.
 */
export function exhibitionEventLd(ctx: LdContext, config: Config): Record<string, unknown> {
  const l = ctx.locale
  const start = Number(config.exhibition_start_time)
  const end = Number(config.exhibition_end_time)
  const event: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'ExhibitionEvent',
    name: config[`brand_name_${l}`] || undefined,
    description: config[`site_description_${l}`] || undefined,
    inLanguage: LINGUI_LOCALE[l],
    url: absolute(ctx, '/'),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: config[`exhibition_address_${l}`] || undefined,
      address: {
        '@type': 'PostalAddress',
        streetAddress: config[`venue_street_address_${l}`] || undefined,
        addressLocality: l === 'cn' ? '上海' : 'Shanghai',
        addressCountry: 'CN',
      },
    },
    organizer: config[`organiser_name_${l}`]
      ? {
          '@type': 'Organization',
          name: config[`organiser_name_${l}`],
          email: config.organiser_email || undefined,
          telephone: config.organiser_phone || undefined,
          url: ctx.siteOrigin,
        }
      : undefined,
    image: mediaAbsolute(ctx, config.logo_image, config.media_base_url),
  }
  if (Number.isFinite(start) && start > 0) event.startDate = iso(start)
  if (Number.isFinite(end) && end > 0) event.endDate = iso(end)
  return event
}

export interface NewsLdInput {
  id: number
  title: string
  summary?: string | null
  coverImage?: string | null
  publishedAt: Date | string
  updatedAt?: Date | string | null
}

/**
 * schema.org NewsArticle for `/news/:id`: headline, dates, image (the cover, else the site logo),
 * URL and language of this locale's page, and the organiser (else the fair) as publisher.
 */
export function newsArticleLd(ctx: LdContext, item: NewsLdInput, config: Config = {}): Record<string, unknown> {
  const published = new Date(item.publishedAt).toISOString()
  const image = mediaAbsolute(ctx, item.coverImage || config.logo_image, config.media_base_url)
  const logo = mediaAbsolute(ctx, config.logo_image, config.media_base_url)
  const publisherName = config[`organiser_name_${ctx.locale}`] || config[`brand_name_${ctx.locale}`]
  const url = absolute(ctx, `/news/${item.id}`)
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: item.title.slice(0, 110),
    description: item.summary || undefined,
    inLanguage: LINGUI_LOCALE[ctx.locale],
    url,
    mainEntityOfPage: url,
    datePublished: published,
    dateModified: item.updatedAt ? new Date(item.updatedAt).toISOString() : published,
    image: image ? [image] : undefined,
    publisher: publisherName
      ? {
          '@type': 'Organization',
          name: publisherName,
          url: ctx.siteOrigin,
          logo: logo ? { '@type': 'ImageObject', url: logo } : undefined,
        }
      : undefined,
  }
}
