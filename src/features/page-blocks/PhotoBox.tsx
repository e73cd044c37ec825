import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Img } from '~/features/media'
import { useShellStore } from '~/features/shell'
import * as css from '~/ui/blocks.css'

export interface PhotoItem {
  id: number
  src: string
  alt: string
  width: number
  height: number
}

const enlarge = msg`Enlarge photo: {alt}`

/** A grid of photos; each opens the shared image dialog (spec: photo box). */
export function PhotoBox({ photos }: { photos: readonly PhotoItem[] }) {
  const { i18n } = useLingui()
  const store = useShellStore()
  return (
    <ul className={css.photoGrid}>
      {photos.map((photo) => (
        <li key={photo.id}>
          <button
            type="button"
            className={css.photoButton}
            aria-label={i18n._({ ...enlarge, values: { alt: photo.alt } })}
            onClick={() => store.openPhoto(photo.src)}
          >
            <Img src={photo.src} alt={photo.alt} width={photo.width} height={photo.height} />
          </button>
        </li>
      ))}
    </ul>
  )
}
