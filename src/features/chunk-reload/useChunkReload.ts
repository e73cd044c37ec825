import { useEffect } from 'react'
import { markLoadingFailed } from '~/features/loading-bar'
import { reloadAfterChunkError } from './chunk-reload'

/**
 * Vite fires `vite:preloadError` when a lazily loaded script or style sheet cannot be fetched
 * (typically after a deployment replaced the hashed files): reload to get the new build, at most
 * once per 60 s for the same page; otherwise mark the loading bar failed and let the error surface.
 */
export function useChunkReload() {
  useEffect(() => {
    const onPreloadError = () => {
      if (!reloadAfterChunkError()) markLoadingFailed()
    }
    window.addEventListener('vite:preloadError', onPreloadError)
    return () => window.removeEventListener('vite:preloadError', onPreloadError)
  }, [])
}
