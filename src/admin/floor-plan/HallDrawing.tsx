import { useLingui } from '@lingui/react'
import { type KeyboardEvent, type PointerEvent, useRef } from 'react'
import { HALL_VIEW_BOX, type PlanFeature } from '~/contracts/floor-plan'
import { arrowStep, type Drag } from './booth-draft'
import { type BoothEditorEvent, type BoothEditorState, dragOrigin } from './booth-editor-state'
import * as planCss from './floor-plan.css'
import { planText as text } from './floor-plan-text'
import { HallShapes } from './HallShapes'

/**
 * The hall as SVG, where a booth is selected by a click, moved by dragging it or by the arrow keys,
 * and resized by dragging its handle or by Shift and an arrow key. One pointer and one key listener
 * on the drawing serve every booth.
 */
export function HallDrawing({
  features,
  state,
  dispatch,
  onSelect,
}: {
  features: PlanFeature[]
  state: BoothEditorState
  dispatch: (event: BoothEditorEvent) => void
  onSelect: (boothId: number) => void
}) {
  const { i18n } = useLingui()
  const svgRef = useRef<SVGSVGElement>(null)
  const drag = useRef<Drag | null>(null)
  const { booths, selectedId, draft } = state

  /** A pointer's position in metres of the hall. */
  function metresAt(event: PointerEvent<SVGSVGElement>): { x: number; y: number } {
    const svg = svgRef.current
    const matrix = svg?.getScreenCTM()
    if (!svg || !matrix) return { x: 0, y: 0 }
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse())
    return { x: point.x, y: point.y }
  }

  function onPointerDown(event: PointerEvent<SVGSVGElement>) {
    const target = event.target
    if (!(target instanceof Element)) return
    const handle = target.closest('[data-handle]')
    const shape = target.closest('[data-booth-id]')
    const at = metresAt(event)
    if (handle && draft) {
      drag.current = { mode: 'resize', startX: at.x, startY: at.y, from: draft }
    } else if (shape) {
      const boothId = Number(shape.getAttribute('data-booth-id'))
      const booth = booths.find((b) => b.id === boothId)
      if (!booth) return
      const from = dragOrigin(state, booth)
      if (boothId !== selectedId) onSelect(boothId)
      drag.current = { mode: 'move', startX: at.x, startY: at.y, from }
    } else return
    event.currentTarget.setPointerCapture(event.pointerId)
    event.currentTarget.focus()
  }
  function onPointerMove(event: PointerEvent<SVGSVGElement>) {
    if (drag.current) dispatch({ type: 'drag', drag: drag.current, at: metresAt(event) })
  }
  function onPointerUp() {
    drag.current = null
  }

  function onKeyDown(event: KeyboardEvent<SVGSVGElement>) {
    const step = arrowStep(event.key)
    if (!draft || !step) return
    event.preventDefault()
    dispatch({ type: 'nudge', step, resize: event.shiftKey })
  }

  return (
    <svg
      ref={svgRef}
      className={planCss.svg}
      viewBox={HALL_VIEW_BOX}
      role="application"
      aria-label={i18n._(text.planKeys)}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the drawing takes the arrow keys for the selected booth
      tabIndex={0}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onKeyDown={onKeyDown}
      data-testid="admin-floor-plan"
    >
      <HallShapes features={features} state={state} />
    </svg>
  )
}
