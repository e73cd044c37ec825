import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import type { MediaItem } from '~/contracts/admin'
import * as css from './admin.css'

const text = {
  cover: msg`Cover picture`,
  none: msg`No cover picture`,
  keep: msg`Keep the current picture ({path})`,
  library: msg`Upload pictures in the media library`,
}

/** A native select (keyboard and screen readers for free) of the library's pictures, with a preview. */
export function CoverPicker({
  images,
  value,
  currentPath,
  onChange,
}: {
  images: MediaItem[]
  /** A picture's id, none, or the current cover left as it is. */
  value: number | null | 'keep'
  /** A cover that is not from the library (older content): kept unless another is chosen. */
  currentPath: string | null
  onChange: (value: number | null | 'keep') => void
}) {
  const { i18n } = useLingui()
  const id = useId()
  const chosen = images.find((image) => image.id === value)
  const describe = (image: MediaItem) => {
    const alt = i18n.locale === 'en' ? image.altEn : image.altCn
    return alt ? `${image.fileName} — ${alt}` : image.fileName
  }
  return (
    <div className={css.field}>
      <label htmlFor={`${id}-cover`}>{i18n._(text.cover)}</label>
      <select
        id={`${id}-cover`}
        className={css.input}
        value={value === null ? 'none' : String(value)}
        onChange={(e) => {
          const picked = e.currentTarget.value
          onChange(picked === 'keep' ? 'keep' : picked === 'none' ? null : Number(picked))
        }}
      >
        {currentPath && <option value="keep">{i18n._({ ...text.keep, values: { path: currentPath } })}</option>}
        <option value="none">{i18n._(text.none)}</option>
        {images.map((image) => (
          <option key={image.id} value={image.id}>
            {describe(image)}
          </option>
        ))}
      </select>
      {chosen?.thumbnailUrl && chosen.width && chosen.height && (
        <img
          src={chosen.thumbnailUrl}
          alt={describe(chosen)}
          width={96}
          height={Math.round((96 * chosen.height) / chosen.width)}
          className={css.thumbnail}
        />
      )}
      <Link to="/admin/media" search={{}}>
        {i18n._(text.library)}
      </Link>
    </div>
  )
}
