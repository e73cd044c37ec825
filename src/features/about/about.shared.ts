import type { Locale } from '~/i18n/locales'

/** The text pages whose content lives in site_config (`page_<slug>_cn/_en`), by their section id. */
export const ABOUT_PAGES = {
  introduce: 'introduce',
  range: 'range',
  'why-participate': 'why_participate',
  'why-visit': 'why_visit',
  'vip-visitors': 'vip_visitors',
  'exhibitor-german-pavilion': 'german_pavilion',
  'media-partners': 'media_partners',
} as const

export type AboutPageId = keyof typeof ABOUT_PAGES
export type AboutSlug = (typeof ABOUT_PAGES)[AboutPageId]
export const ABOUT_SLUGS = Object.values(ABOUT_PAGES) as AboutSlug[]

/** Config codes of one page in one language. */
export const pageCodes = (slug: AboutSlug, locale: Locale) => ({
  body: `page_${slug}_${locale}`,
  summary: `page_${slug}_summary_${locale}`,
})
