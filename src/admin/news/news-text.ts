import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { NewsCategory, NewsStatus } from '~/db/schema-enums'

export const statusText: Record<NewsStatus, MessageDescriptor> = {
  draft: msg`Draft`,
  scheduled: msg`Scheduled`,
  published: msg`Published`,
  archived: msg`Archived`,
}

export const categoryText: Record<NewsCategory, MessageDescriptor> = {
  exhibition: msg`Exhibition news`,
  trade: msg`Trade news`,
  exhibitor: msg`Exhibitor news`,
}
