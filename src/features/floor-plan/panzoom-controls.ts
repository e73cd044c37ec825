import Panzoom from '@panzoom/panzoom'

/**
 * Zoom without the library's 200 ms transition: it measures the hall with getBoundingClientRect, so
 * a zoom or a reset made while an earlier one is still animating measures a half-scaled hall and
 * `contain: outside` then refuses to go back to the whole hall (stuck at 1.27x).
 */
const STILL = { animate: false }

/** How far one arrow key or button moves the plan, in screen pixels. */
const STEP_PX = 80

/** What the plan's buttons and keys do (`in`, `+`, `ArrowLeft`…). */
export type PlanZoomAction = 'in' | 'out' | 'reset' | 'left' | 'right' | 'up' | 'down'

const KEYS: Record<string, PlanZoomAction> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
  '+': 'in',
  '=': 'in',
  '-': 'out',
  '0': 'reset',
}

export interface PlanZoom {
  run: (action: PlanZoomAction) => void
  /** The action a key stands for, if any. */
  actionOfKey: (key: string) => PlanZoomAction | undefined
  destroy: () => void
}

/**
 * Pan and zoom on the plan's SVG inside its viewport (pointer, pinch, wheel; the keys and buttons
 * through `run`). Loaded with the library, after the page has hydrated: none of it runs before.
 */
export function startPlanZoom(box: HTMLElement, target: SVGSVGElement): PlanZoom {
  // `contain: outside` keeps the hall covering the viewport; links inside stay clickable.
  const zoom = Panzoom(target as unknown as HTMLElement, { maxScale: 10, minScale: 1, step: 0.4, contain: 'outside' })
  const onWheel = (event: WheelEvent) => zoom.zoomWithWheel(event)
  box.addEventListener('wheel', onWheel, { passive: false })
  const move = (dx: number, dy: number) => zoom.pan(dx / zoom.getScale(), dy / zoom.getScale(), { relative: true })
  const actions: Record<PlanZoomAction, () => void> = {
    in: () => zoom.zoomIn(STILL),
    out: () => zoom.zoomOut(STILL),
    reset: () => zoom.reset(STILL),
    left: () => move(STEP_PX, 0),
    right: () => move(-STEP_PX, 0),
    up: () => move(0, STEP_PX),
    down: () => move(0, -STEP_PX),
  }
  return {
    run: (action) => actions[action](),
    actionOfKey: (key) => KEYS[key],
    destroy: () => {
      box.removeEventListener('wheel', onWheel)
      zoom.destroy()
    },
  }
}
