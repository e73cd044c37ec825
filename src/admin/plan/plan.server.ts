import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { boothLabel, PLAN_HALL } from '~/contracts/floor-plan'
import type { Db } from '~/db/client.server'
import { flushWrites } from '~/db/durability.server'
import { FOREIGN_KEY_VIOLATION, sqlState } from '~/db/pg-errors'
import { booth, exhibitor, hallFeature } from '~/db/schema'
import { type Actor, recordAudit } from '../audit/audit.server'
import type { AdminBooth, AdminPlan, BoothChange, BoothSaveAnswer } from './contract'

/**
 * The hall plan's back-office core (ADR 034). Every change is one conditional UPDATE on the version
 * the editor loaded: of two sales people saving the same booth, the first wins and the second gets
 * the booth as it now is ("someone else changed this booth"). The audit entry and the exhibitors'
 * booth labels (what the directory shows) change in the same transaction; the booth table's trigger
 * bumps the content version, so the public plan follows within seconds.
 */

type BoothRow = typeof booth.$inferSelect

const boothLabelOf = (row: { hall: string; number: string }) => boothLabel(row.hall, row.number)

function adminBooth(row: BoothRow): AdminBooth {
  return {
    id: row.id,
    number: row.number,
    label: boothLabelOf(row),
    x: row.x,
    y: row.y,
    width: row.width,
    depth: row.depth,
    areaSqm: row.areaSqm,
    boothType: row.boothType,
    placement: row.placement,
    status: row.status,
    exhibitorId: row.exhibitorId,
    applicationId: row.applicationId,
    version: row.version,
  }
}

export async function adminPlan(db: Db): Promise<AdminPlan> {
  const hall = PLAN_HALL.hall
  const [booths, features, exhibitors] = await Promise.all([
    db.select().from(booth).where(eq(booth.hall, hall)).orderBy(asc(booth.number)),
    db.select().from(hallFeature).where(eq(hallFeature.hall, hall)).orderBy(asc(hallFeature.id)),
    db.select({ id: exhibitor.id, name: exhibitor.nameCn, nameEn: exhibitor.nameEn }).from(exhibitor),
  ])
  return {
    hall,
    width: PLAN_HALL.width,
    depth: PLAN_HALL.depth,
    booths: booths.map(adminBooth),
    features: features.map(({ id, kind, x, y, width, depth }) => ({ id, kind, x, y, width, depth })),
    exhibitors: exhibitors
      .map((row) => ({ id: row.id, name: `${row.name} · ${row.nameEn}` }))
      .sort((a, b) => a.name.localeCompare(b.name, 'zh-CN')),
  }
}

type Rect = { x: number; y: number; width: number; depth: number }
/** Rectangles that share more than an edge. */
export const overlaps = (a: Rect, b: Rect) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.depth && b.y < a.y + a.depth

/** Sets each exhibitor's booth text (the directory's "Booth N5-A01") to the booths it holds on the plan. */
async function syncExhibitorBooths(db: Db, exhibitorIds: (number | null)[]): Promise<void> {
  const ids = [...new Set(exhibitorIds.filter((id): id is number => id !== null))]
  if (ids.length === 0) return
  const held = await db
    .select({ exhibitorId: booth.exhibitorId, hall: booth.hall, number: booth.number })
    .from(booth)
    .where(inArray(booth.exhibitorId, ids))
    .orderBy(asc(booth.hall), asc(booth.number))
  for (const id of ids) {
    const labels = held.filter((row) => row.exhibitorId === id).map(boothLabelOf)
    await db
      .update(exhibitor)
      .set({ booth: labels.join(', ') })
      .where(and(eq(exhibitor.id, id), sql`${exhibitor.booth} is distinct from ${labels.join(', ')}`))
  }
}

/** One booth's change over the version the editor saw; see the module comment. */
export async function saveBooth(db: Db, actor: Actor, change: BoothChange): Promise<BoothSaveAnswer> {
  try {
    const answer = await db.transaction(async (tx): Promise<BoothSaveAnswer> => {
      const [before] = await tx.select().from(booth).where(eq(booth.id, change.id))
      if (!before) return { ok: false, reason: 'not-found' }
      if (before.version !== change.version) return { ok: false, reason: 'conflict', booth: adminBooth(before) }
      const neighbours = await tx
        .select({ id: booth.id, x: booth.x, y: booth.y, width: booth.width, depth: booth.depth })
        .from(booth)
        .where(eq(booth.hall, before.hall))
      if (neighbours.some((other) => other.id !== before.id && overlaps(other, change)))
        return { ok: false, reason: 'overlap' }
      const [after] = await tx
        .update(booth)
        .set({
          x: change.x,
          y: change.y,
          width: change.width,
          depth: change.depth,
          // A resized rectangle is a rectangle again; its area follows its size.
          points: null,
          areaSqm: change.width * change.depth,
          status: change.status,
          exhibitorId: change.exhibitorId,
          applicationId: change.status === 'available' || change.status === 'blocked' ? null : before.applicationId,
          version: sql`${booth.version} + 1`,
          updatedAt: new Date(),
        })
        // The condition is the lock: a concurrent save that committed first has changed the version.
        .where(and(eq(booth.id, change.id), eq(booth.version, change.version)))
        .returning()
      if (!after) {
        const [now] = await tx.select().from(booth).where(eq(booth.id, change.id))
        return now ? { ok: false, reason: 'conflict', booth: adminBooth(now) } : { ok: false, reason: 'not-found' }
      }
      await syncExhibitorBooths(tx, [before.exhibitorId, after.exhibitorId])
      await recordAudit(tx, actor, {
        action: 'update',
        entity: 'booth',
        entityId: boothLabelOf(after),
        before: auditView(before),
        after: auditView(after),
      })
      return { ok: true, booth: adminBooth(after) }
    })
    if (answer.ok) await flushWrites(db)
    return answer
  } catch (error) {
    if (sqlState(error) === FOREIGN_KEY_VIOLATION) return { ok: false, reason: 'unknown-exhibitor' }
    throw error
  }
}

const auditView = (row: BoothRow) => ({
  x: row.x,
  y: row.y,
  width: row.width,
  depth: row.depth,
  status: row.status,
  exhibitorId: row.exhibitorId,
  applicationId: row.applicationId,
})
