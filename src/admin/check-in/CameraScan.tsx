import { useLingui } from '@lingui/react'
import { useEffect, useRef, useState } from 'react'
import * as css from '../ui/admin.css'
import * as own from './CheckInPage.css'
import { cameraRepeatFilter } from './camera-repeats'
import { checkInText as text } from './check-in-text'

/** How long the same badge held in front of the camera gives no second answer. */
const REPEAT_HOLD_MS = 3000

/**
 * The camera scanner: its button, the picture and a notice when it cannot start. The scanner's code
 * (and the QR reader's WebAssembly) loads only when the camera is started, so the page's first load
 * does not carry it (scanner.ts); the camera stops when the page is left.
 */
export function CameraScan({ onCode }: { onCode: (code: string) => void }) {
  const { i18n } = useLingui()
  const [camera, setCamera] = useState<'off' | 'on' | 'failed'>('off')
  const video = useRef<HTMLVideoElement>(null)
  const stopCamera = useRef<(() => void) | null>(null)

  useEffect(() => () => stopCamera.current?.(), [])

  async function toggleCamera() {
    if (camera === 'on') {
      stopCamera.current?.()
      stopCamera.current = null
      setCamera('off')
      return
    }
    try {
      const { startScanner } = await import('./scanner')
      if (!video.current) return
      setCamera('on')
      const passes = cameraRepeatFilter(REPEAT_HOLD_MS, (run, ms) => window.setTimeout(run, ms))
      stopCamera.current = await startScanner(video.current, (code) => {
        if (passes(code)) onCode(code)
      })
    } catch {
      setCamera('failed')
    }
  }

  return (
    <>
      <p className={own.row}>
        <button type="button" className={css.button} onClick={toggleCamera}>
          {i18n._(camera === 'on' ? text.stopCamera : text.camera)}
        </button>
      </p>
      {camera === 'failed' ? <p role="alert">{i18n._(text.cameraFailed)}</p> : null}
      <video
        ref={video}
        className={own.video}
        hidden={camera !== 'on'}
        muted
        playsInline
        aria-label={i18n._(text.cameraVideo)}
      />
    </>
  )
}
