import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/**
 * The fair's section pages (spec section 2, page components). Paths are locale-neutral;
 * titles are catalog messages so translators own them.
 */
export const SECTIONS = {
  introduce: { path: '/introduce', title: msg`About the Fair` },
  range: { path: '/range', title: msg`Exhibit Range` },
  'why-participate': { path: '/why-participate', title: msg`Why Exhibit` },
  'why-visit': { path: '/why-visit', title: msg`Why Visit` },
  'exhibitor-german-pavilion': { path: '/exhibitor-german-pavilion', title: msg`German Pavilion` },
  'exhibitor-news': { path: '/exhibitor-news', title: msg`Exhibitor News` },
  'trade-news': { path: '/trade-news', title: msg`Trade News` },
  'exhibition-news': { path: '/exhibition-news', title: msg`Exhibition News` },
  'exhibition-photos': { path: '/exhibition-photos', title: msg`Exhibition Photos` },
  'media-partners': { path: '/media-partners', title: msg`Media Partners` },
  'vip-visitors': { path: '/vip-visitors', title: msg`VIP Buyer Programme` },
  'visitor-guide': { path: '/visitor-guide', title: msg`Visitor Guide` },
  directories: { path: '/directories', title: msg`Exhibitor Directory` },
  'selection-activity': { path: '/selection-activity', title: msg`Organic Product Awards` },
  review: { path: '/review', title: msg`Review of the Last Show` },
  contact: { path: '/contact', title: msg`Contact Us` },
  download: { path: '/download', title: msg`Downloads` },
  global: { path: '/global', title: msg`Global Network` },
  'become-an-exhibitor': { path: '/become-an-exhibitor', title: msg`Become an Exhibitor` },
  news: { path: '/news', title: msg`News` },
  'search-news': { path: '/search-news', title: msg`Search News` },
} as const satisfies Record<string, { path: string; title: MessageDescriptor }>

export type SectionId = keyof typeof SECTIONS
