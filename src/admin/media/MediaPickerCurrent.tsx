import { useLingui } from '@lingui/react'
import * as css from '../ui/admin.css'
import { pickerText as text } from './media-picker-text'
import { describeMedia, type PickedFile, scaledHeight } from './media-view'

/** Beside the picker's buttons: the file it holds, as a small picture (for a picture field) and in words. */
export function MediaPickerCurrent({ id, picture, picked }: { id: string; picture: boolean; picked: PickedFile }) {
  const { i18n } = useLingui()
  const preview = picked.kind === 'item' ? picked.preview : picked.kind === 'path' ? picked.path : null
  const caption =
    picked.kind === 'item'
      ? describeMedia(picked.item, i18n.locale)
      : picked.kind === 'path'
        ? i18n._({ ...text.current, values: { path: picked.path } })
        : i18n._(text.none)
  return (
    <div className={css.nav}>
      {picture && preview && (
        <img
          src={preview}
          alt=""
          width={96}
          height={(picked.kind === 'item' ? scaledHeight(picked.item, 96) : null) ?? 54}
          className={css.thumbnail}
        />
      )}
      <p id={id} className={css.hint}>
        {caption}
      </p>
    </div>
  )
}
