import * as v from 'valibot'
import type { AuditAction } from '~/db/schema-enums'

/** A row of the audit log screen; before/after as JSON text. */
export interface AuditEntry {
  at: string
  actorEmail: string
  action: AuditAction
  entity: string
  entityId: string | null
  before: string | null
  after: string | null
}

export const AuditFilter = v.object({
  actor: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(254))), undefined),
  entity: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(64))), undefined),
  id: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(128))), undefined),
})
