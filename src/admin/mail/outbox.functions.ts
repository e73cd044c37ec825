import { createServerFn } from '@tanstack/react-start'
import { getDb } from '~/db/client.server'
import { listOutbox } from '~/mail/outbox.server'
import { adminFn } from '../auth/admin-fn'
import type { OutboxMessage } from './contract'

export const fetchOutbox = createServerFn({ method: 'GET' })
  .middleware([adminFn('mail:read')])
  .handler(
    async (): Promise<OutboxMessage[]> =>
      (await listOutbox(await getDb())).map((row) => ({
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        kind: row.kind,
        to: row.toAddress,
        subject: row.subject,
        text: row.text,
        headers: row.headers,
        status: row.status,
        attempts: row.attempts,
        lastError: row.lastError,
        sentAt: row.sentAt?.toISOString() ?? null,
      })),
  )
