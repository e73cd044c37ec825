import { PLAN_HALL, type PlanRect } from './floor-plan'

/**
 * The rules over the hall's geometry (`PLAN_HALL`, ADR 034), the one place the editor's snapping, a
 * save's check, the booth import and the server's overlap check take them from. Apart from
 * floor-plan.ts, whose module every public page loads, so that no public page carries them.
 */

/** Whether a length in metres lies on the hall's grid. */
export const onHallGrid = (metres: number) => Number.isInteger(metres / PLAN_HALL.gridM)

/** Whether a rectangle lies wholly inside the hall. */
export const insideHall = (rect: PlanRect) =>
  rect.x >= 0 && rect.y >= 0 && rect.x + rect.width <= PLAN_HALL.width && rect.y + rect.depth <= PLAN_HALL.depth

/** Rectangles that share more than an edge: two booths may stand side by side, not on each other. */
export const overlaps = (a: PlanRect, b: PlanRect) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.depth && b.y < a.y + a.depth

const snap = (metres: number) => Math.round(metres / PLAN_HALL.gridM) * PLAN_HALL.gridM
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))

/**
 * A rectangle moved onto the grid, its sides within the booth sizes and the whole inside the hall:
 * what a drag or an arrow key in the editor leaves, so the editor never offers a booth a save refuses.
 */
export function fittedInHall<T extends PlanRect>(rect: T): T {
  const width = clamp(snap(rect.width), PLAN_HALL.boothSideM.min, PLAN_HALL.boothSideM.max)
  const depth = clamp(snap(rect.depth), PLAN_HALL.boothSideM.min, PLAN_HALL.boothSideM.max)
  return {
    ...rect,
    width,
    depth,
    x: clamp(snap(rect.x), 0, PLAN_HALL.width - width),
    y: clamp(snap(rect.y), 0, PLAN_HALL.depth - depth),
  }
}
