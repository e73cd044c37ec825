import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { QueryClient } from '@tanstack/react-query'
import { LINGUI_LOCALE, LOCALES, type Locale, localizePath, OG_LOCALE } from '~/i18n/locales'
import { shellQueryKey } from '~/routing/shell-query-key'
import { mediaAbsolute } from './media-absolute'
import { shareImage } from './share-card'

export interface SeoContext {
  i18n: I18n
  locale: Locale
  siteOrigin: string
  /** The request's query cache: its layout data (loaded before any head) names the share card. */
  queryClient?: QueryClient
}

export interface SeoInput {
  /** Locale-neutral path of the canonical page, e.g. `/news/3` (never prefixed). */
  path: string
  title: string | MessageDescriptor
  description?: string | MessageDescriptor
  noindex?: boolean
  /** The page's own picture (absolute URL or site path); SVG is replaced by the share card. */
  image?: string
}

type MetaTag = { title: string } | { name: string; content: string } | { property: string; content: string }
type LinkTag = { rel: string; href: string; hrefLang?: string }

/** One helper for every page's `<title>`, description, canonical, hreflang and Open Graph tags. */
export function seo(ctx: SeoContext, input: SeoInput): { meta: MetaTag[]; links: LinkTag[] } {
  const text = (value: string | MessageDescriptor) => (typeof value === 'string' ? value : ctx.i18n._(value))
  const siteName = ctx.i18n._(siteNameMessage)
  const pageTitle = text(input.title)
  const title = pageTitle === siteName ? siteName : `${pageTitle} | ${siteName}`
  const description = input.description ? text(input.description) : ctx.i18n._(defaultDescription)
  const urlFor = (locale: Locale) => ctx.siteOrigin + localizePath(input.path, locale)

  const meta: MetaTag[] = [
    { title },
    { name: 'description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: siteName },
    { property: 'og:title', content: pageTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: urlFor(ctx.locale) },
    { property: 'og:locale', content: OG_LOCALE[ctx.locale] },
  ]
  // Every page has a share picture: its own when that is a raster image, else the share card (the
  // one chosen in the site settings, or the built-in one).
  const config = ctx.queryClient?.getQueryData(shellQueryKey(ctx.locale))?.config
  const picture = shareImage(input.image, config?.share_image)
  meta.push({ property: 'og:image', content: mediaAbsolute(ctx, picture, undefined) ?? '' })
  if (input.noindex) meta.push({ name: 'robots', content: 'noindex' })

  const links: LinkTag[] = [
    { rel: 'canonical', href: urlFor(ctx.locale) },
    ...LOCALES.map((locale) => ({ rel: 'alternate', hrefLang: LINGUI_LOCALE[locale], href: urlFor(locale) })),
    { rel: 'alternate', hrefLang: 'x-default', href: urlFor('cn') },
  ]
  return { meta, links }
}

export const siteNameMessage = msg`China International Organic Food Expo`
const defaultDescription = msg`The 18th China International Organic Food Expo, 11-13 June 2025, Shanghai: organic food, drinks and natural products from China and the world for trade visitors, buyers and exhibitors.`
