import { describe, expect, it } from 'vitest'
import { PLAN_HALL } from '~/contracts/floor-plan'
import { insideHall, onHallGrid, overlaps } from '~/contracts/floor-plan-geometry'
import { boothSeeds, featureSeeds } from './floor-plan'

describe('the seeded hall plan', () => {
  it("lays every booth and feature inside the hall's outline", () => {
    const outside = [...boothSeeds, ...featureSeeds].filter((shape) => !insideHall(shape))
    expect(outside).toEqual([])
  })

  it('puts booths on the grid within the booth sizes, none on another', () => {
    for (const seed of boothSeeds) {
      expect([seed.x, seed.y, seed.width, seed.depth].every(onHallGrid)).toBe(true)
      expect(Math.min(seed.width, seed.depth)).toBeGreaterThanOrEqual(PLAN_HALL.boothSideM.min)
      expect(Math.max(seed.width, seed.depth)).toBeLessThanOrEqual(PLAN_HALL.boothSideM.max)
    }
    const clashes = boothSeeds.filter((a, i) => boothSeeds.some((b, j) => j < i && overlaps(a, b)))
    expect(clashes).toEqual([])
  })
})
