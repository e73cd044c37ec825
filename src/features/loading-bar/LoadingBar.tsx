import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useRouter } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { isChunkLoadError, reloadAfterChunkError } from '~/features/chunk-reload'
import * as css from './LoadingBar.css'
import { LOADING_HIDE_DELAY_MS, LOADING_THROTTLE_MS, loadingProgress, onLoadingFailed } from './loading-bar'

const label = msg`Loading page`

type Phase = 'idle' | 'loading' | 'done' | 'failed'

/**
 * The page loading bar (spec sections 4, 9), driven by router events: a change of path or search
 * parameters starts it after a 200 ms throttle (fast changes show nothing), it grows over about
 * 5 s, completes to 100% and hides 500 ms later; a load that ends in an error shows the failed style.
 * A page whose code chunk failed to download reloads instead (at most once per 60 s per page).
 */
export function LoadingBar() {
  const { i18n } = useLingui()
  const router = useRouter()
  const [phase, setPhase] = useState<Phase>('idle')
  const [progress, setProgress] = useState(0)

  useEffect(() => {
    let throttle: number | undefined
    let ticker: number | undefined
    let hide: number | undefined
    let startedAt = 0
    let shown = false

    const clearAll = () => {
      window.clearTimeout(throttle)
      window.clearInterval(ticker)
      window.clearTimeout(hide)
    }
    const start = () => {
      clearAll()
      shown = false
      throttle = window.setTimeout(() => {
        shown = true
        startedAt = Date.now()
        setProgress(0)
        setPhase('loading')
        ticker = window.setInterval(() => setProgress(loadingProgress(Date.now() - startedAt)), 100)
      }, LOADING_THROTTLE_MS)
    }
    const finish = (failed: boolean) => {
      clearAll()
      if (!shown && !failed) return
      shown = false
      setProgress(100)
      setPhase(failed ? 'failed' : 'done')
      hide = window.setTimeout(() => setPhase('idle'), LOADING_HIDE_DELAY_MS)
    }

    const offStart = router.subscribe('onBeforeLoad', (event) => {
      if (event.fromLocation && (event.pathChanged || event.hrefChanged)) start()
    })
    const offEnd = router.subscribe('onResolved', () => {
      const failedMatch = router.state.matches.find((m) => m.status === 'error')
      if (failedMatch && isChunkLoadError(failedMatch.error) && reloadAfterChunkError()) return
      finish(Boolean(failedMatch))
    })
    const offFail = onLoadingFailed(() => finish(true))
    return () => {
      clearAll()
      offStart()
      offEnd()
      offFail()
    }
  }, [router])

  return (
    <div
      className={css.bar}
      data-phase={phase}
      data-testid="loading-bar"
      role="progressbar"
      aria-label={i18n._(label)}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress)}
      aria-hidden={phase === 'idle' ? true : undefined}
    >
      {/* No style attribute in server HTML (CSP); React then sets the transform through the CSSOM. */}
      <div className={css.fill} style={progress > 0 ? { transform: `scaleX(${progress / 100})` } : undefined} />
    </div>
  )
}
