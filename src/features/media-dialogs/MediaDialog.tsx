import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { type MouseEvent, useEffect, useRef } from 'react'
import { Img, mediaUrl } from '~/features/media'
import { useConfig, useShellStore } from '~/features/shell'
import { CloseIcon } from '~/ui/icons'
import * as css from './MediaDialog.css'

const text = {
  photo: msg`Photo`,
  video: msg`Video`,
  close: msg`Close`,
}

/**
 * The photo or the video dialog (lazy chunk): a modal `<dialog>` shown while its source is set.
 * Escape, the close button and a click on the backdrop clear the source; focus returns to the
 * control that opened it. The video autoplays (the opening click is the user gesture) with controls.
 */
export default function MediaDialog({ kind, src }: { kind: 'photo' | 'video'; src: string }) {
  const { i18n } = useLingui()
  const store = useShellStore()
  const base = useConfig('media_base_url')
  const dialog = useRef<HTMLDialogElement>(null)
  const video = useRef<HTMLVideoElement>(null)

  useEffect(() => {
    const el = dialog.current
    if (!el) return
    const opener = document.activeElement as HTMLElement | null
    if (!el.open) el.showModal()
    el.querySelector<HTMLElement>('[data-autofocus]')?.focus()
    return () => {
      if (el.open) el.close()
      if (opener?.isConnected) opener.focus()
    }
  }, [])

  useEffect(() => {
    video.current?.play().catch(() => {
      // autoplay refused (e.g. no user gesture): the controls are there to start it
    })
  }, [])

  const close = () => store.closeMedia()
  const onClick = (e: MouseEvent<HTMLDialogElement>) => {
    if (e.target === e.currentTarget) close()
  }
  const label = i18n._(kind === 'photo' ? text.photo : text.video)

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes the dialog; keyboards close it with Escape (onCancel) and the close button
    <dialog
      ref={dialog}
      className={css.dialog}
      aria-label={label}
      onCancel={(e) => {
        e.preventDefault()
        close()
      }}
      onClick={onClick}
      data-testid={`${kind}-dialog`}
    >
      <div className={css.frame}>
        {kind === 'photo' ? (
          <Img src={src} alt={label} width={1200} height={800} loading="eager" className={css.media} />
        ) : (
          // biome-ignore lint/a11y/useMediaCaption: the fair's clips are silent footage with no speech to caption (scripts/make-videos.mjs); a clip with speech needs a captions track first
          <video
            ref={video}
            className={css.media}
            src={mediaUrl(src, base)}
            controls
            autoPlay
            playsInline
            preload="auto"
            aria-label={label}
          />
        )}
        <button type="button" className={css.close} onClick={close} aria-label={i18n._(text.close)} data-autofocus>
          <CloseIcon size={24} />
        </button>
      </div>
    </dialog>
  )
}
