import { useLingui } from '@lingui/react'
import { useId, useRef, useState } from 'react'
import type { MediaItem } from '~/admin/media/contract'
import type { MediaKind } from '~/db/schema-enums'
import * as css from '../ui/admin.css'
import { MediaPickerCurrent } from './MediaPickerCurrent'
import { MediaPickerDialog } from './MediaPickerDialog'
import { pickerText as text } from './media-picker-text'
import { type MediaChoice, pickedFile } from './media-view'
import { useMediaSearch } from './use-media-search'

export type { MediaChoice } from './media-view'

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
  const search = useMediaSearch(kind)
  const [chosen, setChosen] = useState<MediaItem | null>(null)

  const open = () => {
    dialogRef.current?.showModal()
    void search.load()
  }
  const close = () => dialogRef.current?.close()
  const pick = (item: MediaItem) => {
    setChosen(item)
    onChange(item.id)
    close()
  }

  return (
    <fieldset className={css.field} aria-describedby={problem ? `${id}-problem` : undefined}>
      <legend>{label}</legend>
      <MediaPickerCurrent
        id={`${id}-current`}
        picture={kind === 'image'}
        picked={pickedFile(chosen, value, currentPath)}
      />
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
      <MediaPickerDialog
        ref={dialogRef}
        id={id}
        label={label}
        value={value}
        search={search}
        onPick={pick}
        onClose={close}
        onClosed={() => openerRef.current?.focus()}
      />
    </fieldset>
  )
}
