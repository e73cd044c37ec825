import { createServerFn } from '@tanstack/react-start'
import { getDb } from '~/db/client.server'
import { adminFn } from '../auth/admin-fn'
import { adminInput } from '../auth/admin-input'
import { listAudit } from './audit.server'
import { type AuditEntry, AuditFilter } from './contract'

export const fetchAudit = createServerFn({ method: 'GET' })
  .middleware([adminFn('audit:read')])
  .validator(adminInput(AuditFilter))
  .handler(
    async ({ data }): Promise<AuditEntry[]> =>
      listAudit(await getDb(), { actorEmail: data.actor, entity: data.entity, entityId: data.id, limit: 200 }),
  )
