import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { boothLabel, boothOf, PLAN_HALL } from '~/contracts/floor-plan'
import { overlaps } from '~/contracts/floor-plan-geometry'
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
 *
 * The version guards one booth only: two saves moving two different booths into the same space
 * would each check the other's old position. So every write to a hall's booths first takes the
 * hall's lock (`lockHall`) and checks overlaps under it: the second save waits for the first to
 * commit and then sees where that booth now stands.
 */

type BoothRow = typeof booth.$inferSelect

const boothLabelOf = (row: { hall: string; number: string }) => boothLabel(row.hall, row.number)

const adminBooth = (row: BoothRow): AdminBooth => ({
  ...boothOf(row),
  exhibitorId: row.exhibitorId,
  applicationId: row.applicationId,
  version: row.version,
})

export async function adminPlan(db: Db): Promise<AdminPlan> {
  const hall = PLAN_HALL.hall
  const [booths, features, exhibitors] = await Promise.all([
    db.select().from(booth).where(eq(booth.hall, hall)).orderBy(asc(booth.number)),
    db.select().from(hallFeature).where(eq(hallFeature.hall, hall)).orderBy(asc(hallFeature.id)),
    db.select({ id: exhibitor.id, name: exhibitor.nameCn, nameEn: exhibitor.nameEn }).from(exhibitor),
  ])
  return {
    hall,
    booths: booths.map(adminBooth),
    features: features.map(({ id, kind, x, y, width, depth }) => ({ id, kind, x, y, width, depth })),
    exhibitors: exhibitors
      .map((row) => ({ id: row.id, name: `${row.name} · ${row.nameEn}` }))
      .sort((a, b) => a.name.localeCompare(b.name, 'zh-CN')),
  }
}

/** The namespace of the halls' advisory locks (its own key pair; ADR 034). */
const HALL_LOCK_NAMESPACE = 34

/**
 * Holds the hall's lock until the transaction ends: writes that place booths in one hall run one
 * after another. An advisory lock, not `FOR UPDATE` on the hall's rows: a booth imported as new has
 * no row to lock yet. Works alike on PGlite and PostgreSQL.
 */
export async function lockHall(tx: Db, hall: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${HALL_LOCK_NAMESPACE}, hashtext(${hall}))`)
}

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
      const [located] = await tx.select({ hall: booth.hall }).from(booth).where(eq(booth.id, change.id))
      if (!located) return { ok: false, reason: 'not-found' }
      await lockHall(tx, located.hall)
      // Read under the lock: a save that held it before has committed, and its booth is where it left it.
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
