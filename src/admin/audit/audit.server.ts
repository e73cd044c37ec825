import { and, desc, eq, type SQL } from 'drizzle-orm'
import type { AuditEntry } from '~/admin/audit/contract'
import type { Db } from '~/db/client.server'
import { type AuditAction, adminAuditLog } from '~/db/schema'

export { type Actor, recordAudit } from '~/db/repositories/audit-log.server'

/** What an audit entry keeps of a list's filter: the free-text search may be someone's e-mail or name. */
export function auditedFilter<F extends { q?: string }>({ q, ...rest }: F) {
  return q ? { ...rest, q: '[redacted]' as const } : rest
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
