import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Img, mediaUrl } from '~/features/media'
import { SectionPage } from '~/features/sections'
import { useConfig, useShellState } from '~/features/shell'
import { useLocale } from '~/routing/locale'
import { tileGrid } from '~/ui/primitives.css'
import * as css from './Gallery.css'
import { galleryQuery } from './gallery.queries'

const POSTER = { width: 1280, height: 720 }

const text = {
  photos: msg`Photos`,
  videos: msg`Videos`,
  all: msg`All`,
  albums: msg`Albums`,
  openPhoto: msg`Enlarge photo: {alt}`,
  playVideo: msg`Play video: {title}`,
}

const ALBUMS: Record<string, MessageDescriptor> = {
  opening: msg`Opening`,
  halls: msg`In the halls`,
  events: msg`Events`,
  awards: msg`Awards`,
}

/**
 * Exhibition photos (open the shared photo dialog) and videos (open the video dialog). Each tile is a
 * link to its file, which the browser shows before the page's script runs; once it has, the shared
 * dialogs take the click over (`data-photo-src`, `data-video-src`; ADR 028).
 */
export function GalleryPage() {
  const { i18n } = useLingui()
  const { data } = useSuspenseQuery(galleryQuery(useLocale()))
  const base = useConfig('media_base_url')
  const photoOpen = useShellState((s) => s.photoSrc !== '')
  const videoOpen = useShellState((s) => s.videoSrc !== '')
  const [album, setAlbum] = useState<string>('')
  const albums = [...new Set(data.photos.map((p) => p.album))]
  const photos = album ? data.photos.filter((p) => p.album === album) : data.photos
  return (
    <SectionPage id="exhibition-photos">
      <div data-testid="gallery" data-photo-open={String(photoOpen)} data-video-open={String(videoOpen)}>
        <section aria-labelledby="gallery-photos">
          <h2 id="gallery-photos" className={css.sectionTitle}>
            {i18n._(text.photos)}
          </h2>
          {/* biome-ignore lint/a11y/useSemanticElements: a toolbar of filter buttons, not form fields: <fieldset> would bring a legend and form styling */}
          <div className={css.filters} role="group" aria-label={i18n._(text.albums)}>
            {['', ...albums].map((a) => (
              <button
                key={a || 'all'}
                type="button"
                className={css.filter}
                aria-pressed={album === a}
                onClick={() => setAlbum(a)}
              >
                {a ? (ALBUMS[a] ? i18n._(ALBUMS[a]) : a) : i18n._(text.all)}
              </button>
            ))}
          </div>
          <ul className={tileGrid}>
            {photos.map((photo) => (
              <li key={photo.id}>
                <a
                  href={mediaUrl(photo.src, base)}
                  className={css.tile}
                  aria-label={i18n._({ ...text.openPhoto, values: { alt: photo.alt } })}
                  aria-haspopup="dialog"
                  data-photo-src={photo.src}
                >
                  <Img src={photo.src} alt="" width={photo.width} height={photo.height} className={css.tileImage} />
                  <span className={css.caption} aria-hidden="true">
                    {photo.alt}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="gallery-videos">
          <h2 id="gallery-videos" className={css.sectionTitle}>
            {i18n._(text.videos)}
          </h2>
          <ul className={css.videoGrid}>
            {data.videos.map((video) => (
              <li key={video.id}>
                <a
                  href={mediaUrl(video.src, base)}
                  className={css.videoTile}
                  aria-label={i18n._({ ...text.playVideo, values: { title: video.title } })}
                  aria-haspopup="dialog"
                  data-video-src={video.src}
                >
                  <Img
                    src={video.poster}
                    alt=""
                    width={POSTER.width}
                    height={POSTER.height}
                    className={css.videoImage}
                  />
                  <span className={css.play} aria-hidden="true">
                    ▶
                  </span>
                  <span className={css.caption}>{video.title}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </SectionPage>
  )
}
