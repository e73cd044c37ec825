import { describe, expect, it } from 'vitest'
import { PLAN_HALL } from './floor-plan'
import { fittedInHall, insideHall, onHallGrid, overlaps } from './floor-plan-geometry'

const rect = (x: number, y: number, width = 3, depth = 3) => ({ x, y, width, depth })

describe("the hall's geometry", () => {
  it('keeps a rectangle inside the hall, edges included', () => {
    expect(insideHall(rect(0, 0))).toBe(true)
    expect(insideHall(rect(PLAN_HALL.width - 3, PLAN_HALL.depth - 3))).toBe(true)
    expect(insideHall(rect(PLAN_HALL.width - 2.5, 0))).toBe(false)
    expect(insideHall(rect(0, PLAN_HALL.depth - 2.5))).toBe(false)
    expect(insideHall(rect(-0.5, 0))).toBe(false)
  })

  it('takes lengths on the grid only', () => {
    expect(onHallGrid(2.5)).toBe(true)
    expect(onHallGrid(3)).toBe(true)
    expect(onHallGrid(2.3)).toBe(false)
  })

  it('lets booths stand side by side but not on each other', () => {
    expect(overlaps(rect(0, 0), rect(3, 0))).toBe(false)
    expect(overlaps(rect(0, 0), rect(0, 3))).toBe(false)
    expect(overlaps(rect(0, 0), rect(2.5, 2.5))).toBe(true)
    expect(overlaps(rect(0, 0, 10, 10), rect(4, 4, 1, 1))).toBe(true)
  })

  it('fits a dragged booth onto the grid, within the booth sizes, inside the hall, keeping its other fields', () => {
    expect(fittedInHall({ ...rect(10.3, 7.74, 3.2, 2.9), status: 'sold' })).toEqual({
      ...rect(10.5, 7.5, 3, 3),
      status: 'sold',
    })
    expect(fittedInHall(rect(PLAN_HALL.width, PLAN_HALL.depth))).toEqual(rect(PLAN_HALL.width - 3, PLAN_HALL.depth - 3))
    expect(fittedInHall(rect(-4, -1, 0.2, 500))).toEqual(rect(0, 0, PLAN_HALL.boothSideM.min, PLAN_HALL.boothSideM.max))
    // Whatever the drag, the editor offers only what a save accepts.
    for (const dragged of [rect(119.9, 79.9, 61, 61), rect(-3, 50.2, 7.7, 1.1), rect(33.3, 0.1, 0.9, 59.9)]) {
      const fitted = fittedInHall(dragged)
      expect(insideHall(fitted)).toBe(true)
      expect([fitted.x, fitted.y, fitted.width, fitted.depth].every(onHallGrid)).toBe(true)
    }
  })
})
