import type { MessageDescriptor } from '@lingui/core'
import type { NewsCategory } from '~/db/schema-enums'
import { SECTIONS, type SectionId } from '~/features/sections'

/** The news list pages: all news, and one page per category. */
export const NEWS_LISTS = [
  { section: 'news', category: undefined },
  { section: 'exhibition-news', category: 'exhibition' },
  { section: 'trade-news', category: 'trade' },
  { section: 'exhibitor-news', category: 'exhibitor' },
] as const satisfies readonly { section: SectionId; category: NewsCategory | undefined }[]

export type NewsListSection = (typeof NEWS_LISTS)[number]['section']

export const CATEGORY_SECTION: Record<NewsCategory, Exclude<NewsListSection, 'news'>> = {
  exhibition: 'exhibition-news',
  trade: 'trade-news',
  exhibitor: 'exhibitor-news',
}

export const categoryTitle = (category: NewsCategory): MessageDescriptor => SECTIONS[CATEGORY_SECTION[category]].title
