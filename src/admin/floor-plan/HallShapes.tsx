import { PLAN_HALL, type PlanFeature } from '~/contracts/floor-plan'
import type { BoothEditorState } from './booth-editor-state'
import * as planCss from './floor-plan.css'

/**
 * What the editor's drawing shows: the hall, its fixed features, every booth (the selected one as
 * its draft) and the selected booth's resize handle.
 */
export function HallShapes({ features, state }: { features: PlanFeature[]; state: BoothEditorState }) {
  const { booths, selectedId, draft } = state
  return (
    <>
      <rect className={planCss.hall} x={0} y={0} width={PLAN_HALL.width} height={PLAN_HALL.depth} />
      {features.map((feature) => (
        <rect
          key={feature.id}
          className={planCss.feature}
          x={feature.x}
          y={feature.y}
          width={feature.width}
          height={feature.depth}
        />
      ))}
      {booths.map((booth) => {
        const shape = booth.id === selectedId && draft ? draft : booth
        return (
          <g key={booth.id} data-booth-id={booth.id} className={planCss.booth[shape.status]}>
            <rect
              x={shape.x}
              y={shape.y}
              width={shape.width}
              height={shape.depth}
              className={booth.id === selectedId ? planCss.selected : undefined}
            />
            <text x={shape.x + 0.2} y={shape.y + 1} className={planCss.number}>
              {booth.number}
            </text>
          </g>
        )
      })}
      {draft ? (
        <rect
          data-handle=""
          className={planCss.handle}
          x={draft.x + draft.width - 0.6}
          y={draft.y + draft.depth - 0.6}
          width={1.2}
          height={1.2}
        />
      ) : null}
    </>
  )
}
