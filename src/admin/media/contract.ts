import * as v from 'valibot'
import { MEDIA_KINDS, type MediaKind } from '~/db/schema-enums'

/** A file of the media library as its screen and the pickers show it. */
export interface MediaItem {
  id: number
  kind: MediaKind
  fileName: string
  contentType: string
  bytes: number
  width: number | null
  height: number | null
  altCn: string
  altEn: string
  /** Public URL of the file itself (for pictures: the cleaned original). */
  url: string
  /** A small rendition for lists and pickers (pictures only). */
  thumbnailUrl: string | null
  createdAt: string
  /** What uses it (e.g. `news 12`): while any, it cannot be deleted. */
  usedBy: string[]
}

export const MediaListFilter = v.object({
  q: v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))), undefined),
  kind: v.fallback(v.optional(v.picklist(MEDIA_KINDS)), undefined),
})

const MediaAltText = v.pipe(v.string(), v.trim(), v.maxLength(300))

/** The upload form as sent (multipart form data): the file and its alternative texts. */
export const MediaUploadForm = v.pipe(
  v.instance(FormData),
  v.transform((form) => ({ file: form.get('file'), altCn: form.get('altCn') ?? '', altEn: form.get('altEn') ?? '' })),
  v.object({ file: v.nullable(v.instance(File)), altCn: MediaAltText, altEn: MediaAltText }),
)

export type MediaUploadAnswer =
  | { ok: true; item: MediaItem; existing: boolean }
  | { ok: false; reason: 'no-file' | 'type' | 'mismatch' | 'too-large' | 'unreadable'; maxMegabytes: number }

export const MediaIdInput = v.object({ id: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647)) })
export type MediaDeleteAnswer =
  | { ok: true }
  | { ok: false; reason: 'in-use'; usedBy: string[] }
  | { ok: false; reason: 'not-found' }
