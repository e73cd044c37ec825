import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { type KeyboardEvent, type MouseEvent, type ReactNode, useEffect, useRef, useState } from 'react'
import * as css from './FloorPlanPage.css'
import type { PlanZoom, PlanZoomAction } from './panzoom-controls'

const text = {
  controls: msg`Zoom and move the plan`,
  zoomIn: msg`Zoom in`,
  zoomOut: msg`Zoom out`,
  reset: msg`Show the whole hall`,
  left: msg`Move left`,
  right: msg`Move right`,
  up: msg`Move up`,
  down: msg`Move down`,
  viewport: msg`Hall plan: arrow keys move it, + and − zoom, 0 shows the whole hall`,
}

const BUTTONS: [PlanZoomAction, string, (typeof text)[keyof typeof text]][] = [
  ['in', '+', text.zoomIn],
  ['out', '−', text.zoomOut],
  ['reset', '⟲', text.reset],
  ['left', '←', text.left],
  ['right', '→', text.right],
  ['up', '↑', text.up],
  ['down', '↓', text.down],
]

/**
 * The plan's viewport. Pan and zoom (pointer, pinch, wheel, keyboard, buttons) come from
 * `@panzoom/panzoom` and the code that drives it (panzoom-controls.ts), imported together only here
 * and only once the page runs in a browser, so no other page loads them and the plan itself never
 * waits for them. The buttons stay disabled until they are there. One click listener (the booth
 * links, delegated) and one key listener serve every booth.
 */
export function PanZoomViewport({
  children,
  onClick,
}: {
  children: ReactNode
  onClick: (event: MouseEvent<HTMLElement>) => void
}) {
  const { i18n } = useLingui()
  const viewport = useRef<HTMLElement>(null)
  const [zoom, setZoom] = useState<PlanZoom | null>(null)

  useEffect(() => {
    const box = viewport.current
    const target = box?.firstElementChild
    if (!box || !(target instanceof SVGSVGElement)) return
    let instance: PlanZoom | null = null
    let cancelled = false
    void import('./panzoom-controls').then(({ startPlanZoom }) => {
      if (cancelled) return
      instance = startPlanZoom(box, target)
      setZoom(instance)
    })
    return () => {
      cancelled = true
      instance?.destroy()
    }
  }, [])

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (!zoom || event.altKey || event.ctrlKey || event.metaKey) return
    const action = zoom.actionOfKey(event.key)
    if (!action) return
    event.preventDefault()
    zoom.run(action)
  }

  return (
    <>
      <div className={css.zoomBar} role="toolbar" aria-label={i18n._(text.controls)}>
        {BUTTONS.map(([name, symbol, label]) => (
          <button
            key={name}
            type="button"
            className={css.zoomButton}
            disabled={!zoom}
            onClick={() => zoom?.run(name)}
            aria-label={i18n._(label)}
            title={i18n._(label)}
            data-testid={`zoom-${name}`}
          >
            {symbol}
          </button>
        ))}
      </div>
      <section
        ref={viewport}
        className={css.viewport}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the viewport takes the arrow keys that move the plan
        tabIndex={0}
        aria-label={i18n._(text.viewport)}
        onClick={onClick}
        onKeyDown={onKeyDown}
        data-testid="plan-viewport"
      >
        {children}
      </section>
    </>
  )
}
