import { lazy, Suspense, useEffect } from 'react'
import { useShellState, useShellStore } from '~/features/shell'

const MediaDialog = lazy(() => import('./MediaDialog'))

/**
 * Hosts the photo and video dialogs: their code loads only when a source is set in the shared
 * store. Any element with `data-photo-src` or `data-video-src` (also in editors' rich HTML) opens them.
 */
export function MediaDialogs() {
  const store = useShellStore()
  const photoSrc = useShellState((s) => s.photoSrc)
  const videoSrc = useShellState((s) => s.videoSrc)

  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      // A click for a new tab or window keeps the link's own target (the file itself).
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return
      const target = (e.target as Element | null)?.closest?.('[data-photo-src], [data-video-src]')
      if (!(target instanceof HTMLElement)) return
      e.preventDefault()
      const { photoSrc: photo, videoSrc: video } = target.dataset
      if (video) store.openVideo(video)
      else if (photo) store.openPhoto(photo)
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [store])

  if (!photoSrc && !videoSrc) return null
  return (
    <Suspense fallback={null}>
      {videoSrc ? (
        <MediaDialog key={`v:${videoSrc}`} kind="video" src={videoSrc} />
      ) : (
        <MediaDialog key={`p:${photoSrc}`} kind="photo" src={photoSrc} />
      )}
    </Suspense>
  )
}
