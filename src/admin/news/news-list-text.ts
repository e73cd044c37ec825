import { msg } from '@lingui/core/macro'

/** The news list's words, shared by the screen and the parts it is composed of. */
export const listText = {
  title: msg`News`,
  create: msg`Write a news item`,
  filter: msg`Filter news`,
  search: msg`Search (both languages)`,
  status: msg`Status`,
  category: msg`Category`,
  chinese: msg`Chinese title`,
  english: msg`English title`,
  date: msg`Publish date (Beijing time)`,
  languages: msg`Languages`,
  complete: msg`Both`,
  incomplete: msg`Missing a language`,
  untitled: msg`(no title)`,
  empty: msg`No news matches this filter.`,
  sort: msg`Order`,
}

export const sortText = {
  newest: msg`Newest first`,
  oldest: msg`Oldest first`,
  updated: msg`Last changed first`,
  title: msg`By Chinese title`,
} as const

export const languagesText = { complete: listText.complete, incomplete: listText.incomplete } as const
