import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Link } from '@tanstack/react-router'
import { useId, useRef, useState } from 'react'
import type { MediaItem } from '~/admin/media/contract'
import type { MediaKind } from '~/db/schema-enums'
import * as css from '../ui/admin.css'
import { fetchMediaList } from './media-admin.functions'

const text = {
  choose: msg`Choose from the library`,
  remove: msg`Remove`,
  none: msg`None chosen`,
  current: msg`Current file: {path}`,
  dialogTitle: msg`Choose a file: {label}`,
  search: msg`Search by file name or description`,
  find: msg`Search`,
  found: msg`{count, plural, one {# file} other {# files}}`,
  empty: msg`No files match.`,
  failed: msg`The library could not be loaded. Please try again.`,
  close: msg`Close`,
  library: msg`Upload files in the media library`,
}

/** What the picker holds: a library file's id, none, or an older path left as it is. */
export type MediaChoice = number | null | 'keep'

/**
 * A file from the media library (ADR 016, 019), for the news editor's cover and every `media` field of
 * the content types. The library opens in a modal `<dialog>` (focus moves in and back, Escape closes),
 * searchable by name and description, each file a button; the choice is shown beside the field.
 */
export function MediaPicker({
  label,
  kind,
  value,
  currentPath,
  optional,
  problem,
  onChange,
}: {
  label: string
  kind: MediaKind
  value: MediaChoice
  /** The file the row holds now, as the page shows it (older content: not from the library). */
  currentPath: string | null
  optional: boolean
  problem?: string
  onChange: (value: MediaChoice) => void
}) {
  const { i18n } = useLingui()
  const id = useId()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const openerRef = useRef<HTMLButtonElement>(null)
  const [items, setItems] = useState<MediaItem[] | null>(null)
  const [failed, setFailed] = useState(false)
  const [query, setQuery] = useState('')
  const [chosen, setChosen] = useState<MediaItem | null>(null)

  const describe = (item: MediaItem) => {
    const alt = i18n.locale === 'en' ? item.altEn : item.altCn
    return alt ? `${item.fileName} — ${alt}` : item.fileName
  }
  const load = async (q: string) => {
    try {
      setItems(await fetchMediaList({ data: { kind, q: q || undefined } }))
      setFailed(false)
    } catch {
      setFailed(true)
    }
  }
  const open = () => {
    dialogRef.current?.showModal()
    void load(query)
  }
  const close = () => dialogRef.current?.close()
  const pick = (item: MediaItem) => {
    setChosen(item)
    onChange(item.id)
    close()
  }
  const shown = chosen && chosen.id === value ? chosen : null
  const preview = shown ? (shown.thumbnailUrl ?? null) : value === null ? null : currentPath
  const caption = shown
    ? describe(shown)
    : value === null || !currentPath
      ? i18n._(text.none)
      : i18n._({ ...text.current, values: { path: currentPath } })

  return (
    <fieldset className={css.field} aria-describedby={problem ? `${id}-problem` : undefined}>
      <legend>{label}</legend>
      <div className={css.nav}>
        {kind === 'image' && preview && (
          <img
            src={preview}
            alt=""
            width={96}
            height={shown?.width && shown.height ? Math.round((96 * shown.height) / shown.width) : 54}
            className={css.thumbnail}
          />
        )}
        <p id={`${id}-current`} className={css.hint}>
          {caption}
        </p>
      </div>
      <div className={css.nav}>
        <button
          ref={openerRef}
          type="button"
          className={css.quietButton}
          aria-haspopup="dialog"
          aria-label={`${label}: ${i18n._(text.choose)}`}
          aria-describedby={`${id}-current`}
          aria-invalid={problem ? true : undefined}
          onClick={open}
        >
          {i18n._(text.choose)}
        </button>
        {optional && value !== null && (
          <button
            type="button"
            className={css.quietButton}
            aria-label={`${label}: ${i18n._(text.remove)}`}
            onClick={() => onChange(null)}
          >
            {i18n._(text.remove)}
          </button>
        )}
      </div>
      {problem && (
        <p id={`${id}-problem`} className={css.alert}>
          {problem}
        </p>
      )}
      <dialog
        ref={dialogRef}
        className={css.dialog}
        aria-labelledby={`${id}-title`}
        onClose={() => openerRef.current?.focus()}
      >
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
                void load(query)
              }}
            />
            <button type="button" className={css.button} onClick={() => void load(query)}>
              {i18n._(text.find)}
            </button>
          </div>
          <p role="status">
            {failed
              ? i18n._(text.failed)
              : items === null
                ? ''
                : items.length === 0
                  ? i18n._(text.empty)
                  : i18n._({ ...text.found, values: { count: items.length } })}
          </p>
          <ul className={css.pickList}>
            {(items ?? []).map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  className={css.pickOption}
                  aria-pressed={item.id === value}
                  onClick={() => pick(item)}
                >
                  {item.thumbnailUrl && item.width && item.height ? (
                    <img
                      src={item.thumbnailUrl}
                      alt=""
                      width={64}
                      height={Math.round((64 * item.height) / item.width)}
                      loading="lazy"
                    />
                  ) : null}
                  <span>{describe(item)}</span>
                </button>
              </li>
            ))}
          </ul>
          <div className={css.nav}>
            <button type="button" className={css.quietButton} onClick={close}>
              {i18n._(text.close)}
            </button>
            <Link to="/admin/media" search={{}}>
              {i18n._(text.library)}
            </Link>
          </div>
        </div>
      </dialog>
    </fieldset>
  )
}
