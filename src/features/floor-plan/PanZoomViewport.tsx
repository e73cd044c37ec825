import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { PanzoomObject } from '@panzoom/panzoom'
import { type KeyboardEvent, type MouseEvent, type ReactNode, useEffect, useRef, useState } from 'react'
import * as css from './FloorPlanPage.css'

/**
 * Zoom without the library's 200 ms transition: it measures the hall with getBoundingClientRect, so
 * a zoom or a reset made while an earlier one is still animating measures a half-scaled hall and
 * `contain: outside` then refuses to go back to the whole hall (stuck at 1.27x).
 */
const STILL = { animate: false }

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

/** How far one arrow key or button moves the plan, in screen pixels. */
const STEP_PX = 80

/**
 * The plan's viewport. Pan and zoom (pointer, pinch, wheel, keyboard, buttons) come from
 * `@panzoom/panzoom`, imported only here and only once the page runs in a browser, so no other page
 * loads it and the plan itself never waits for it. The buttons stay disabled until it is there.
 * One click listener (the booth links, delegated) and one key listener serve every booth.
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
  const [zoom, setZoom] = useState<PanzoomObject | null>(null)

  useEffect(() => {
    const box = viewport.current
    const target = box?.firstElementChild
    if (!box || !(target instanceof SVGSVGElement)) return
    let instance: PanzoomObject | null = null
    let cancelled = false
    const onWheel = (event: WheelEvent) => instance?.zoomWithWheel(event)
    void import('@panzoom/panzoom').then(({ default: Panzoom }) => {
      if (cancelled) return
      // `contain: outside` keeps the hall covering the viewport; links inside stay clickable.
      instance = Panzoom(target as unknown as HTMLElement, { maxScale: 10, minScale: 1, step: 0.4, contain: 'outside' })
      box.addEventListener('wheel', onWheel, { passive: false })
      setZoom(instance)
    })
    return () => {
      cancelled = true
      box.removeEventListener('wheel', onWheel)
      instance?.destroy()
    }
  }, [])

  const move = (dx: number, dy: number) => zoom?.pan(dx / zoom.getScale(), dy / zoom.getScale(), { relative: true })
  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (!zoom || event.altKey || event.ctrlKey || event.metaKey) return
    const actions: Record<string, () => void> = {
      ArrowLeft: () => move(STEP_PX, 0),
      ArrowRight: () => move(-STEP_PX, 0),
      ArrowUp: () => move(0, STEP_PX),
      ArrowDown: () => move(0, -STEP_PX),
      '+': () => zoom.zoomIn(STILL),
      '=': () => zoom.zoomIn(STILL),
      '-': () => zoom.zoomOut(STILL),
      '0': () => zoom.reset(STILL),
    }
    const action = actions[event.key]
    if (!action) return
    event.preventDefault()
    action()
  }

  const buttons: [string, string, (typeof text)[keyof typeof text], () => void][] = [
    ['in', '+', text.zoomIn, () => zoom?.zoomIn(STILL)],
    ['out', '−', text.zoomOut, () => zoom?.zoomOut(STILL)],
    ['reset', '⟲', text.reset, () => zoom?.reset(STILL)],
    ['left', '←', text.left, () => move(STEP_PX, 0)],
    ['right', '→', text.right, () => move(-STEP_PX, 0)],
    ['up', '↑', text.up, () => move(0, STEP_PX)],
    ['down', '↓', text.down, () => move(0, -STEP_PX)],
  ]
  return (
    <>
      <div className={css.zoomBar} role="toolbar" aria-label={i18n._(text.controls)}>
        {buttons.map(([name, symbol, label, run]) => (
          <button
            key={name}
            type="button"
            className={css.zoomButton}
            disabled={!zoom}
            onClick={run}
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
