import type { Db } from '../connect.server'
import { type AuditAction, adminAuditLog } from '../schema'

/**
 * Writing the back office's audit log (append-only; see the schema). Here, below the back office,
 * so work that no account starts (the hourly retention purge) records its entries too.
 */

export interface Actor {
  id: string | null
  email: string
}

/** The server itself, for what it does on its own schedule (no account acts). */
export const SYSTEM_ACTOR: Actor = { id: null, email: 'system' }

interface AuditEvent {
  action: AuditAction
  entity: string
  entityId?: string
  before?: unknown
  after?: unknown
}

/** One entry of the audit log. Never put a visitor's personal data in `before`/`after`: the log keeps it forever. */
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
