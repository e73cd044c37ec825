import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Img, mediaUrl } from '~/features/media'
import { useConfig } from '~/features/shell'
import * as css from '~/ui/blocks.css'

export interface PhotoItem {
  id: number
  src: string
  alt: string
  width: number
  height: number
}

const enlarge = msg`Enlarge photo: {alt}`

/**
 * A grid of photos; each opens the shared image dialog (spec: photo box), and before the page's
 * script runs it is a link to the photo itself (ADR 028).
 */
export function PhotoBox({ photos }: { photos: readonly PhotoItem[] }) {
  const { i18n } = useLingui()
  const base = useConfig('media_base_url')
  return (
    <ul className={css.photoGrid}>
      {photos.map((photo) => (
        <li key={photo.id}>
          <a
            href={mediaUrl(photo.src, base)}
            className={css.photoButton}
            aria-label={i18n._({ ...enlarge, values: { alt: photo.alt } })}
            aria-haspopup="dialog"
            data-photo-src={photo.src}
          >
            <Img src={photo.src} alt={photo.alt} width={photo.width} height={photo.height} />
          </a>
        </li>
      ))}
    </ul>
  )
}
