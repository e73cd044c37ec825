import { lazy, Suspense, useState } from 'react'
import { useShellState } from '~/features/shell'

const SearchOverlay = lazy(() => import('./SearchOverlay').then((m) => ({ default: m.SearchOverlay })))

/**
 * The overlay's code loads the first time a visitor opens search; it then stays mounted so closing
 * it can hand focus back to the opener.
 */
export function SearchOverlayHost() {
  const visible = useShellState((s) => s.searchVisible)
  const [opened, setOpened] = useState(false)
  if (visible && !opened) setOpened(true)
  if (!opened) return null
  return (
    <Suspense fallback={null}>
      <SearchOverlay />
    </Suspense>
  )
}
