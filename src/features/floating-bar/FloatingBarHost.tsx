import { lazy, Suspense, useEffect, useState } from 'react'
import { FLOATING_BAR_DELAY_MS } from './floating'

const FloatingBar = lazy(() => import('./FloatingBar').then((m) => ({ default: m.FloatingBar })))

/**
 * The floating box appears 2 s after load (spec section 9) and is not rendered on the server, so it
 * never shifts content; its code loads when it is due, not with the page (ADR 023).
 */
export function FloatingBarHost() {
  const [due, setDue] = useState(false)
  useEffect(() => {
    const timer = window.setTimeout(() => setDue(true), FLOATING_BAR_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [])
  if (!due) return null
  return (
    <Suspense fallback={null}>
      <FloatingBar />
    </Suspense>
  )
}
