import { boothLabel, PLAN_HALL } from '~/contracts/floor-plan'
import type { Db } from '../connect.server'
import { booth, exhibitor, hallFeature } from '../schema'
import { boothSeeds, featureSeeds, unassignedStatus } from './floor-plan'

/**
 * Hall N5's booths and fixed features. A booth whose label a directory exhibitor names (`N5-A01`) is
 * sold to it; the others get a deterministic status. Runs after the exhibitor seed, so the
 * directory's exhibitors stand on the plan from the first start.
 */
export async function seedFloorPlan(db: Db): Promise<number> {
  const exhibitors = await db.select({ id: exhibitor.id, booth: exhibitor.booth }).from(exhibitor)
  const holder = new Map(exhibitors.map((row) => [row.booth.trim().toUpperCase(), row.id]))
  const rows = boothSeeds.map((seed, index) => {
    const exhibitorId = holder.get(boothLabel(PLAN_HALL.hall, seed.number)) ?? null
    return {
      hall: PLAN_HALL.hall,
      ...seed,
      areaSqm: seed.width * seed.depth,
      status: exhibitorId === null ? unassignedStatus(index) : ('sold' as const),
      exhibitorId,
    }
  })
  await db.insert(booth).values(rows)
  await db.insert(hallFeature).values(featureSeeds.map((feature) => ({ hall: PLAN_HALL.hall, ...feature })))
  return rows.length + featureSeeds.length
}
