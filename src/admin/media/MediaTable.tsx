import { useLingui } from '@lingui/react'
import { AdminTable } from '../ui/AdminTable'
import * as css from '../ui/admin.css'
import type { MediaItem } from './contract'
import { libraryText as text } from './media-library-text'
import { altOf, scaledHeight, sizeOf } from './media-view'

/** The library's files: a preview, the file's link, its size, what uses it, and its delete button. */
export function MediaTable({
  items,
  busy,
  onDelete,
}: {
  items: MediaItem[]
  busy: boolean
  /** Asks before deleting (the screen's confirm dialog). */
  onDelete: (item: MediaItem) => void
}) {
  const { i18n } = useLingui()
  return (
    <AdminTable headings={[text.preview, text.name, text.size, text.usedBy, text.actions]}>
      {items.map((item) => {
        const height = item.thumbnailUrl ? scaledHeight(item, 96) : null
        return (
          <tr key={item.id}>
            <td className={css.cell}>
              {item.thumbnailUrl && height ? (
                <img
                  src={item.thumbnailUrl}
                  alt={altOf(item, i18n.locale)}
                  width={96}
                  height={height}
                  className={css.thumbnail}
                  loading="lazy"
                />
              ) : (
                'PDF'
              )}
            </td>
            <td className={css.cell}>
              <a href={item.url}>{item.fileName}</a>
            </td>
            <td className={css.cell}>{sizeOf(item)}</td>
            <td className={css.cell}>{item.usedBy.length ? item.usedBy.join(', ') : i18n._(text.unused)}</td>
            <td className={css.cell}>
              <button
                type="button"
                className={css.quietButton}
                aria-label={i18n._({ ...text.deleteNamed, values: { name: item.fileName } })}
                disabled={busy}
                onClick={() => onDelete(item)}
              >
                {i18n._(text.delete)}
              </button>
            </td>
          </tr>
        )
      })}
    </AdminTable>
  )
}
