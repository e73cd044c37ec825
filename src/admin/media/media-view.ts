import type { MessageDescriptor } from '@lingui/core'
import type { MediaItem } from './contract'
import { pickerText } from './media-picker-text'

/** What the picker holds: a library file's id, none, or an older path left as it is. */
export type MediaChoice = number | null | 'keep'

/** A file's description for screen readers in the screen's language (`en`, else Chinese). */
export const altOf = (item: MediaItem, locale: string) => (locale === 'en' ? item.altEn : item.altCn)

/** A file as a choice in the picker: its name, and its description when it has one. */
export function describeMedia(item: MediaItem, locale: string): string {
  const alt = altOf(item, locale)
  return alt ? `${item.fileName} — ${alt}` : item.fileName
}

/** A picture's height at `width` pixels wide, its proportions kept; null without known dimensions. */
export const scaledHeight = (item: Pick<MediaItem, 'width' | 'height'>, width: number): number | null =>
  item.width && item.height ? Math.round((width * item.height) / item.width) : null

/** A file's size as the library lists it: kilobytes (at least 1), and a picture's pixels. */
export function sizeOf(item: Pick<MediaItem, 'bytes' | 'width' | 'height'>): string {
  const size = `${Math.max(1, Math.round(item.bytes / 1024))} KB`
  return item.width && item.height ? `${size} · ${item.width}×${item.height}` : size
}

/**
 * What the picker shows beside its field: the file chosen in this visit (`item`), the row's current
 * file as a path (older content, or a file chosen before), or nothing.
 */
export type PickedFile =
  | { kind: 'item'; item: MediaItem; preview: string | null }
  | { kind: 'path'; path: string }
  | { kind: 'none' }

export function pickedFile(chosen: MediaItem | null, value: MediaChoice, currentPath: string | null): PickedFile {
  if (chosen && chosen.id === value) return { kind: 'item', item: chosen, preview: chosen.thumbnailUrl ?? null }
  if (value === null || !currentPath) return { kind: 'none' }
  return { kind: 'path', path: currentPath }
}

/** What the dialog's status line says of a search: nothing before the first, else its count or failure. */
export function searchStatus(failed: boolean, items: MediaItem[] | null): MessageDescriptor | null {
  if (failed) return pickerText.failed
  if (items === null) return null
  if (items.length === 0) return pickerText.empty
  return { ...pickerText.found, values: { count: items.length } }
}
