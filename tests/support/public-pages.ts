import type { Locale } from '../../src/i18n/locales'

/**
 * Every public page of the site once, written locale-neutral (as in the Chinese site; the English
 * one is the same under /en), with a search and a paged list among them. The HTML validity check,
 * the layout audit and the screenshots all walk this list, so a new page is added in one place.
 */
export const PUBLIC_PAGES = [
  '/',
  '/introduce',
  '/range',
  '/why-participate',
  '/why-visit',
  '/exhibitor-german-pavilion',
  '/vip-visitors',
  '/become-an-exhibitor',
  '/visitor-guide',
  '/directories',
  '/directories?country=DE',
  '/floor-plan',
  '/register',
  '/news',
  '/news?page=2',
  '/exhibitor-news',
  '/trade-news',
  '/exhibition-news',
  '/news/3',
  '/search-news?keywords=有机',
  '/exhibition-photos',
  '/media-partners',
  '/selection-activity',
  '/review',
  '/download',
  '/global',
  '/contact',
  '/404',
] as const

/** A locale-neutral page in a locale: the English home is `/en/`. */
export function localePath(locale: Locale, page: string): string {
  if (locale === 'cn') return page
  return page === '/' ? '/en/' : `/en${page}`
}
