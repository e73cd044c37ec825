import { useLingui } from '@lingui/react'
import { Link } from '@tanstack/react-router'
import type { Ref } from 'react'
import * as css from '../ui/admin.css'
import type { MediaItem } from './contract'
import { pickerText as text } from './media-picker-text'
import { describeMedia, type MediaChoice, scaledHeight, searchStatus } from './media-view'
import type { MediaSearch } from './use-media-search'

/**
 * The library in a modal `<dialog>` (the picker opens it): a search by name and description, each
 * file a button that picks it, the current choice pressed.
 */
export function MediaPickerDialog({
  id,
  label,
  value,
  search: { items, failed, query, setQuery, load },
  onPick,
  onClose,
  onClosed,
  ref,
}: {
  /** The picker's id, which the dialog's ids start with. */
  id: string
  label: string
  value: MediaChoice
  search: MediaSearch
  onPick: (item: MediaItem) => void
  onClose: () => void
  /** After it closed, however (Escape too): the focus goes back to the picker. */
  onClosed: () => void
  ref: Ref<HTMLDialogElement>
}) {
  const { i18n } = useLingui()
  const status = searchStatus(failed, items)
  return (
    <dialog ref={ref} className={css.dialog} aria-labelledby={`${id}-title`} onClose={onClosed}>
      <div className={css.form}>
        <h2 id={`${id}-title`}>{i18n._({ ...text.dialogTitle, values: { label } })}</h2>
        {/* No form of its own (the picker sits inside the editor's form): Enter here searches instead. */}
        <div className={css.nav}>
          <label htmlFor={`${id}-q`} className={css.hint}>
            {i18n._(text.search)}
          </label>
          <input
            id={`${id}-q`}
            type="search"
            className={css.input}
            value={query}
            onChange={(e) => setQuery(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return
              e.preventDefault()
              void load()
            }}
          />
          <button type="button" className={css.button} onClick={() => void load()}>
            {i18n._(text.find)}
          </button>
        </div>
        <p role="status">{status ? i18n._(status) : ''}</p>
        <ul className={css.pickList}>
          {(items ?? []).map((item) => {
            const height = item.thumbnailUrl ? scaledHeight(item, 64) : null
            return (
              <li key={item.id}>
                <button
                  type="button"
                  className={css.pickOption}
                  aria-pressed={item.id === value}
                  onClick={() => onPick(item)}
                >
                  {item.thumbnailUrl && height ? (
                    <img src={item.thumbnailUrl} alt="" width={64} height={height} loading="lazy" />
                  ) : null}
                  <span>{describeMedia(item, i18n.locale)}</span>
                </button>
              </li>
            )
          })}
        </ul>
        <div className={css.nav}>
          <button type="button" className={css.quietButton} onClick={onClose}>
            {i18n._(text.close)}
          </button>
          <Link to="/admin/media" search={{}}>
            {i18n._(text.library)}
          </Link>
        </div>
      </div>
    </dialog>
  )
}
