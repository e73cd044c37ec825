import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useSyncExternalStore } from 'react'
import * as css from './OfflineBanner.css'

const text = msg`You are offline. Pages you open may not load until the connection is back.`

function subscribe(listener: () => void) {
  window.addEventListener('online', listener)
  window.addEventListener('offline', listener)
  return () => {
    window.removeEventListener('online', listener)
    window.removeEventListener('offline', listener)
  }
}

/** Online/offline status (spec section 4); the server and the first render assume online. */
function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  )
}

/** A status banner while the visitor is offline; the region exists from the start so it is announced. */
export function OfflineBanner() {
  const { i18n } = useLingui()
  const online = useOnline()
  return (
    <div role="status" aria-live="polite" className={css.region} data-testid="network-status">
      {online ? null : <p className={css.banner}>{i18n._(text)}</p>}
    </div>
  )
}
