import { and, desc, eq, type SQL } from 'drizzle-orm'
import type { AuditEntry } from '~/admin/audit/contract'
import type { Db } from '~/db/client.server'
import { type AuditAction, adminAuditLog } from '~/db/schema'

export interface Actor {
  id: string | null
  email: string
}

export interface AuditEvent {
  action: AuditAction
  entity: string
  entityId?: string
  before?: unknown
  after?: unknown
}

/** One entry of the back office's audit log (append-only; see the schema). */
export async function recordAudit(db: Db, actor: Actor, event: AuditEvent): Promise<void> {
  await db.insert(adminAuditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: event.action,
    entity: event.entity,
    entityId: event.entityId ?? null,
    before: event.before ?? null,
    after: event.after ?? null,
  })
}

/** The newest entries first, filtered by person (e-mail) and item. */
export async function listAudit(
  db: Db,
  filter: { actorEmail?: string; entity?: string; entityId?: string; limit: number },
): Promise<AuditEntry[]> {
  const conditions: SQL[] = []
  if (filter.actorEmail) conditions.push(eq(adminAuditLog.actorEmail, filter.actorEmail))
  if (filter.entity) conditions.push(eq(adminAuditLog.entity, filter.entity))
  if (filter.entityId) conditions.push(eq(adminAuditLog.entityId, filter.entityId))
  const rows = await db
    .select()
    .from(adminAuditLog)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(adminAuditLog.id))
    .limit(filter.limit)
  return rows.map((row) => ({
    at: row.at.toISOString(),
    actorEmail: row.actorEmail,
    action: row.action as AuditAction,
    entity: row.entity,
    entityId: row.entityId,
    before: row.before === null ? null : JSON.stringify(row.before),
    after: row.after === null ? null : JSON.stringify(row.after),
  }))
}
