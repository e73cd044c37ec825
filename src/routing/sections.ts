import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { type PageRoute, pagePath } from '~/routing/page-routes'

/**
 * The fair's section pages (spec section 2, page components): each names its route of the tree
 * (checked by the compiler); titles are catalog messages so translators own them.
 */
export const SECTIONS = {
  introduce: { route: '/{-$locale}/introduce', title: msg`About the Fair` },
  range: { route: '/{-$locale}/range', title: msg`Exhibit Range` },
  'why-participate': { route: '/{-$locale}/why-participate', title: msg`Why Exhibit` },
  'why-visit': { route: '/{-$locale}/why-visit', title: msg`Why Visit` },
  'exhibitor-german-pavilion': { route: '/{-$locale}/exhibitor-german-pavilion', title: msg`German Pavilion` },
  'exhibitor-news': { route: '/{-$locale}/exhibitor-news', title: msg`Exhibitor News` },
  'trade-news': { route: '/{-$locale}/trade-news', title: msg`Trade News` },
  'exhibition-news': { route: '/{-$locale}/exhibition-news', title: msg`Exhibition News` },
  'exhibition-photos': { route: '/{-$locale}/exhibition-photos', title: msg`Exhibition Photos` },
  'media-partners': { route: '/{-$locale}/media-partners', title: msg`Media Partners` },
  'vip-visitors': { route: '/{-$locale}/vip-visitors', title: msg`VIP Buyer Programme` },
  'visitor-guide': { route: '/{-$locale}/visitor-guide', title: msg`Visitor Guide` },
  directories: { route: '/{-$locale}/directories', title: msg`Exhibitor Directory` },
  'floor-plan': { route: '/{-$locale}/floor-plan', title: msg`Hall Plan` },
  'selection-activity': { route: '/{-$locale}/selection-activity', title: msg`Organic Product Awards` },
  review: { route: '/{-$locale}/review', title: msg`Review of the Last Show` },
  contact: { route: '/{-$locale}/contact', title: msg`Contact Us` },
  download: { route: '/{-$locale}/download', title: msg`Downloads` },
  global: { route: '/{-$locale}/global', title: msg`Global Network` },
  'become-an-exhibitor': { route: '/{-$locale}/become-an-exhibitor', title: msg`Become an Exhibitor` },
  news: { route: '/{-$locale}/news', title: msg`News` },
  'search-news': { route: '/{-$locale}/search-news', title: msg`Search News` },
} as const satisfies Record<string, { route: PageRoute; title: MessageDescriptor }>

export type SectionId = keyof typeof SECTIONS

/** A section's locale-neutral path and title, as `seo()` takes them (absolute URLs are its product). */
export function sectionSeo(id: SectionId): { path: string; title: MessageDescriptor } {
  return { path: pagePath(SECTIONS[id].route), title: SECTIONS[id].title }
}
