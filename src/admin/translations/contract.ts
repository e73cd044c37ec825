import type { CollectionName } from '~/admin/collections/registry'
import type { Locale } from '~/i18n/locales'

/** One field of one item that lacks a language (the translation status screen, ADR 019). */
export interface MissingTranslation {
  /** `news`, or a content type of the generic screens. */
  area: 'news' | CollectionName
  id: number
  /** The item's title in whichever language it has. */
  title: string
  /** The field's key in its type's description (`title`, `summary`, `body` for news). */
  field: string
  missing: Locale
}
