import { describe, expect, it } from 'vitest'
import { PLAN_HALL } from '~/contracts/floor-plan'
import { insideHall, onHallGrid } from '~/contracts/floor-plan-geometry'
import { arrowStep, type Draft, draftOf, dragged, nudged, withExhibitor, withMetres, withStatus } from './booth-draft'
import type { AdminBooth } from './contract'

const draft = (over: Partial<Draft> = {}): Draft => ({
  x: 10,
  y: 20,
  width: 3,
  depth: 3,
  status: 'available',
  exhibitorId: null,
  ...over,
})

const onGridInHall = (d: Draft) => insideHall(d) && [d.x, d.y, d.width, d.depth].every(onHallGrid)

describe("the plan editor's draft of a booth", () => {
  it('holds only what a save sends, never the version the booth was read at', () => {
    const booth: AdminBooth = {
      id: 7,
      number: 'A07',
      label: 'N5-A07',
      x: 21,
      y: 0,
      width: 3,
      depth: 3,
      areaSqm: 9,
      boothType: 'standard',
      placement: 'row',
      status: 'sold',
      exhibitorId: 4,
      applicationId: null,
      version: 3,
    }
    expect(draftOf(booth)).toEqual({ x: 21, y: 0, width: 3, depth: 3, status: 'sold', exhibitorId: 4 })
  })

  it('moves a dragged booth by how far the pointer went, snapped to the grid', () => {
    const from = draft()
    expect(dragged({ mode: 'move', startX: 50, startY: 50, from }, { x: 52.3, y: 48.9 })).toEqual(
      draft({ x: 12.5, y: 19 }),
    )
    // A drag that has not yet gone a quarter of the grid leaves the booth where it was.
    expect(dragged({ mode: 'move', startX: 50, startY: 50, from }, { x: 50.2, y: 49.8 })).toEqual(from)
  })

  it('resizes by the handle, within the booth sizes, keeping the corner where it is', () => {
    const from = draft()
    expect(dragged({ mode: 'resize', startX: 13, startY: 23, from }, { x: 14.1, y: 21.4 })).toEqual(
      draft({ width: 4, depth: 1.5 }),
    )
    expect(dragged({ mode: 'resize', startX: 13, startY: 23, from }, { x: 0, y: 0 })).toEqual(
      draft({ width: PLAN_HALL.boothSideM.min, depth: PLAN_HALL.boothSideM.min }),
    )
  })

  it('keeps a booth dragged past a wall inside the hall', () => {
    const from = draft()
    const past = dragged({ mode: 'move', startX: 0, startY: 0, from }, { x: 500, y: -500 })
    expect(past).toEqual(draft({ x: PLAN_HALL.width - 3, y: 0 }))
    const huge = dragged({ mode: 'resize', startX: 0, startY: 0, from }, { x: 500, y: 500 })
    expect(onGridInHall(huge)).toBe(true)
    expect(huge.width).toBe(PLAN_HALL.boothSideM.max)
  })

  it('takes one grid step per arrow key and no other key', () => {
    expect(arrowStep('ArrowLeft')).toEqual([-PLAN_HALL.gridM, 0])
    expect(arrowStep('ArrowRight')).toEqual([PLAN_HALL.gridM, 0])
    expect(arrowStep('ArrowUp')).toEqual([0, -PLAN_HALL.gridM])
    expect(arrowStep('ArrowDown')).toEqual([0, PLAN_HALL.gridM])
    expect(arrowStep('Enter')).toBeNull()
    expect(arrowStep('a')).toBeNull()
  })

  it('moves by an arrow key, and with Shift resizes instead', () => {
    expect(nudged(draft(), [PLAN_HALL.gridM, 0], false)).toEqual(draft({ x: 10.5 }))
    expect(nudged(draft(), [0, PLAN_HALL.gridM], true)).toEqual(draft({ depth: 3.5 }))
    expect(nudged(draft(), [-PLAN_HALL.gridM, 0], true)).toEqual(draft({ width: 2.5 }))
  })

  it('stops an arrow key at the wall and at the smallest booth', () => {
    expect(nudged(draft({ x: 0 }), [-PLAN_HALL.gridM, 0], false)).toEqual(draft({ x: 0 }))
    const atBack = draft({ y: PLAN_HALL.depth - 3 })
    expect(nudged(atBack, [0, PLAN_HALL.gridM], false)).toEqual(atBack)
    const smallest = draft({ width: PLAN_HALL.boothSideM.min })
    expect(nudged(smallest, [-PLAN_HALL.gridM, 0], true)).toEqual(smallest)
  })

  it('fits a typed position or size as a drag would', () => {
    expect(withMetres(draft(), 'x', 10.3)).toEqual(draft({ x: 10.5 }))
    expect(withMetres(draft(), 'width', 0)).toEqual(draft({ width: PLAN_HALL.boothSideM.min }))
    expect(withMetres(draft(), 'y', 1_000)).toEqual(draft({ y: PLAN_HALL.depth - 3 }))
  })

  it('lets the exhibitor go when the booth becomes free, and keeps it on a held booth', () => {
    const sold = draft({ status: 'sold', exhibitorId: 4 })
    expect(withStatus(sold, 'available')).toEqual(draft({ status: 'available', exhibitorId: null }))
    expect(withStatus(sold, 'blocked')).toEqual(draft({ status: 'blocked', exhibitorId: null }))
    expect(withStatus(sold, 'reserved')).toEqual(draft({ status: 'reserved', exhibitorId: 4 }))
  })

  it('sells a free booth given an exhibitor, and leaves a reserved one reserved', () => {
    expect(withExhibitor(draft(), 4)).toEqual(draft({ status: 'sold', exhibitorId: 4 }))
    expect(withExhibitor(draft({ status: 'blocked' }), 4)).toEqual(draft({ status: 'sold', exhibitorId: 4 }))
    expect(withExhibitor(draft({ status: 'reserved', exhibitorId: 4 }), 5)).toEqual(
      draft({ status: 'reserved', exhibitorId: 5 }),
    )
    // Taking the exhibitor away keeps the status: a booth may stay reserved while its holder changes.
    expect(withExhibitor(draft({ status: 'sold', exhibitorId: 4 }), null)).toEqual(draft({ status: 'sold' }))
  })
})
