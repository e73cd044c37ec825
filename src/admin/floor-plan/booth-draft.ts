import { PLAN_HALL } from '~/contracts/floor-plan'
import { fittedInHall } from '~/contracts/floor-plan-geometry'
import type { BoothStatus } from '~/db/schema-enums'
import type { AdminBooth } from './contract'

/**
 * The hall plan editor's rules for the booth being worked on (ADR 034): a drag, an arrow key or a
 * typed number leaves it on the grid inside the hall (`fittedInHall`), and its status and holder stay
 * a pair a save accepts. Pure, so that each rule is tested without a browser.
 */

/** What the editor changes of a booth before it is saved. */
export type Draft = Pick<AdminBooth, 'x' | 'y' | 'width' | 'depth' | 'status' | 'exhibitorId'>

/**
 * A booth's draft: only the fields a save sends. A copy of the whole booth would carry the version
 * it was read at past a save, and the next save would send that older version.
 */
export const draftOf = ({ x, y, width, depth, status, exhibitorId }: AdminBooth): Draft => ({
  x,
  y,
  width,
  depth,
  status,
  exhibitorId,
})

/** A drag on the drawing: what it does, where it started (metres of the hall) and the draft it started from. */
export interface Drag {
  mode: 'move' | 'resize'
  startX: number
  startY: number
  from: Draft
}

/** The draft under the pointer: moved or resized by how far it went from where the drag started. */
export function dragged(drag: Drag, at: { x: number; y: number }): Draft {
  const dx = at.x - drag.startX
  const dy = at.y - drag.startY
  const { from } = drag
  return fittedInHall(
    drag.mode === 'move'
      ? { ...from, x: from.x + dx, y: from.y + dy }
      : { ...from, width: from.width + dx, depth: from.depth + dy },
  )
}

/** One grid step per arrow key, in metres across and down; `null` for any other key. */
export function arrowStep(key: string): readonly [number, number] | null {
  switch (key) {
    case 'ArrowLeft':
      return [-PLAN_HALL.gridM, 0]
    case 'ArrowRight':
      return [PLAN_HALL.gridM, 0]
    case 'ArrowUp':
      return [0, -PLAN_HALL.gridM]
    case 'ArrowDown':
      return [0, PLAN_HALL.gridM]
    default:
      return null
  }
}

/** The draft after an arrow key: moved by the step, or with Shift resized by it. */
export function nudged(draft: Draft, [dx, dy]: readonly [number, number], resize: boolean): Draft {
  return fittedInHall(
    resize
      ? { ...draft, width: draft.width + dx, depth: draft.depth + dy }
      : { ...draft, x: draft.x + dx, y: draft.y + dy },
  )
}

/** The draft with a typed position or size, fitted as a drag would be. */
export const withMetres = (draft: Draft, field: 'x' | 'y' | 'width' | 'depth', metres: number): Draft =>
  fittedInHall({ ...draft, [field]: metres })

const free = (status: BoothStatus) => status === 'available' || status === 'blocked'

/** A free booth (available, not for sale) has no exhibitor: choosing such a status lets the holder go. */
export const withStatus = (draft: Draft, status: BoothStatus): Draft => ({
  ...draft,
  status,
  exhibitorId: free(status) ? null : draft.exhibitorId,
})

/** An exhibitor holds a booth only as reserved or sold: assigning one to a free booth sells it. */
export const withExhibitor = (draft: Draft, exhibitorId: number | null): Draft => ({
  ...draft,
  exhibitorId,
  status: exhibitorId !== null && free(draft.status) ? 'sold' : draft.status,
})
